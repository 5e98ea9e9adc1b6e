import {
  describeForeignText,
  isCatalogueText,
  type Language,
  messages,
  translateMessage,
} from '@kyanma/shared'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error.ts'

interface Issue {
  path: string
  message: string
}

/**
 * The one place errors become answers: `{ code, message }` (+ `issues` for invalid input) with
 * the right status, in the request's language (decision 038). 5xx details are logged, never sent.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.language
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error)
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: summaryOf(issues, lang) || translateMessage(messages.validationFailed, lang),
        issues: issues.map((issue) => ({ ...issue, message: issueText(issue.message, lang) })),
      })
    }
    if (error instanceof AppError) {
      // A 503 is an outage the server saw and said so (the health check's database or
      // listener): a balancer probes it every few seconds, so one short line each, no stack.
      if (error.status === 503) request.log.warn({ code: error.code }, 'service unavailable')
      else if (error.status >= 500) request.log.error({ err: error }, 'service error')
      return reply.status(error.status).send({
        code: error.code,
        message: translateMessage(error.message, lang),
        ...(error.issues && {
          issues: error.issues.map((issue) => ({
            ...issue,
            message: translateMessage(issue.message, lang),
          })),
        }),
      })
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type ...
      return reply.status(status).send({
        code: error.code ?? 'BAD_REQUEST',
        message: describeForeignText(error.message, lang, 'requestRefused'),
      })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({
      code: 'INTERNAL_ERROR',
      message: translateMessage(messages.internalServerError, lang),
    })
  })

  app.setNotFoundHandler((request, reply) => {
    const onApi = request.url === '/api' || request.url.startsWith('/api/')
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: translateMessage(
        onApi ? messages.apiRouteNotFound : messages.notFound,
        request.language,
      ),
    })
  })
}

function validationIssues(error: FastifyError): Issue[] {
  const where = (error as { validationContext?: string }).validationContext ?? 'request'
  return (error.validation ?? []).map((item) => {
    const segments = item.instancePath.split('/').filter(Boolean)
    const unknownKeys = (item.params as { keys?: string[] }).keys
    if (unknownKeys?.length) segments.push(unknownKeys.join(', '))
    return { path: [where, ...segments].join('.'), message: item.message ?? messages.invalidInput }
  })
}

/** One issue's message for the reader: ours translated, the validator's own wrapped in Burmese. */
function issueText(message: string, lang: Language): string {
  if (lang === 'en' || isCatalogueText(message)) return translateMessage(message, lang)
  return describeForeignText(message, lang, 'invalidDetail')
}

// 'Invalid input' and 'Required' are also what the validator says of any field: those need its name.
const GENERIC = new Set<string>([messages.invalidInput, messages.required])
const OWN_MESSAGES = new Set<string>(
  Object.values(messages).filter((text) => typeof text === 'string' && !GENERIC.has(text)),
)

/**
 * "pricePerUnit must be a range ..." reads as a sentence for the toast. A message that is whole
 * on its own is kept exactly as written: the spec's form messages ('Passwords do not match') and
 * any full sentence ("Unknown product list type. ..."). Zod's own terse ones get the field name.
 * Whether a message is whole is judged on its English words; Burmese then names the field before
 * a colon (its predicates do not follow an English field name the way English ones do) and ends
 * every part with '။', parts separated by a space as Burmese sentences are.
 */
function summaryOf(issues: Issue[], lang: Language): string {
  const parts = issues.map((issue) => {
    const field = issue.path.split('.').slice(1).join('.')
    const isWhole =
      /^[A-Z]/.test(issue.message) &&
      (OWN_MESSAGES.has(issue.message) || issue.message.endsWith('.'))
    if (lang === 'en') return field && !isWhole ? `${field} ${issue.message}` : issue.message
    const text = issueText(issue.message, lang)
    const sentence = field && !isWhole ? `${field}: ${text}` : text
    return /[။!?]$/.test(sentence) ? sentence : `${sentence}။`
  })
  return parts.join(lang === 'en' ? '; ' : ' ')
}
