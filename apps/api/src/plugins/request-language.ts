import {
  DEFAULT_LANGUAGE,
  type Language,
  languageFromAcceptLanguage,
  translateMessage,
} from '@kyanma/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { addVary } from '../lib/vary.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request is answered in (decision 038): the shop language its
     * Accept-Language prefers, else the signed-in customer's saved choice, else English.
     */
    readonly language: Language
  }
}

/**
 * `request.language` for every request, read when asked for: it then sees the session the auth
 * hook found, and a request that never reached the hooks (a URL the router could not read) still
 * has one.
 */
export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this)
    },
  })
}

export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language']
  return (
    languageFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header) ??
    request.auth?.language ??
    DEFAULT_LANGUAGE
  )
}

/**
 * Every API answer depends on the reader's language: messages since decision 038, catalogue and
 * content texts since decision 039. `Vary: accept-language` keeps shared caches (a CDN, a proxy)
 * from handing one reader's language to another. A callback hook: it runs on every answer.
 */
export function varyByLanguage(api: FastifyInstance) {
  api.addHook('onSend', (_request, reply, payload, done) => {
    addVary(reply, 'accept-language')
    done(null, payload)
  })
}

/**
 * Success answers carry a `message` written in English by the service ('Login successful!');
 * it becomes the reader's language here, once, on the way out. Error answers are put in the
 * reader's language by the error handler, which knows their parts.
 */
export function translateSuccessMessages(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 || !hasMessage(payload)) return payload
    const lang = request.language
    if (lang === 'en') return payload
    return { ...payload, message: translateMessage(payload.message, lang) }
  })
}

function hasMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string'
  )
}
