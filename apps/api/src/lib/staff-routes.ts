import { ErrorResponseSchema, IdParamsSchema } from '@kyanma/shared'
import type { FastifyRequest, FastifySchema } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { requireStaff } from '#app/plugins/auth.ts'

/**
 * The back office's calls (`/admin/...`, staff only), declared the one way: each domain's
 * staff-<thing>.routes.ts says its URL, texts, schemas and service call; this file adds what every
 * staff call shares: the `admin` tag, the 401/403 answers, `requireStaff`, the success code.
 * Calls that do something else (CSV, images, an answer other than the service's) are written with
 * Fastify's `app.get`/`app.put` and `staffSchema`. Decision 075.
 */

/** The routes plugin's instance: Fastify with the zod type provider. */
export type StaffApp = Parameters<FastifyPluginAsyncZod>[0]

/** What the shared guard answers before a staff call runs (plugins/auth.ts, guardAdminRoutes). */
export const staffRefusals = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}

/** The OpenAPI text and the answers of a staff call besides its success and the refusals. */
export interface StaffCallDoc {
  summary: string
  description?: string
  /** 400, 404, 409 ...: each call documents its own, in its own words. */
  errors?: Record<number, z.ZodType>
}

/** A staff call's Fastify schema: tagged `admin`, with the refusals among its answers. */
export function staffSchema<Schema extends { summary: string; response?: object }>(schema: Schema) {
  return { tags: ['admin'], ...schema, response: { ...schema.response, ...staffRefusals } }
}

/*
 * The kinds below state their types in their own signatures: the service is called with what the
 * schema validated and answers what the schema serializes. Inside, the schema is a plain
 * FastifySchema, as the zod provider cannot infer through a generic schema.
 */
const validated = <T>(request: FastifyRequest, part: 'query' | 'body' | 'params') =>
  request[part] as T
const idOf = (request: FastifyRequest) => validated<{ id: number }>(request, 'params').id

/**
 * A kind's schema: the call's texts, then what its request carries (params, querystring, body),
 * then its success answer under the kind's code beside the errors the call documents.
 */
function kindSchema(
  { answer, errors, ...text }: StaffCallDoc & { answer: z.ZodType },
  request: Partial<Record<'params' | 'querystring' | 'body', z.ZodType>>,
  success: 200 | 201,
): FastifySchema {
  return staffSchema({ ...text, ...request, response: { [success]: answer, ...errors } })
}

/** GET `url`: a page of rows for the query (search, filters, paging). */
export function staffList<Query extends z.ZodType, Answer extends z.ZodType>(
  app: StaffApp,
  url: string,
  doc: StaffCallDoc & { querystring: Query; answer: Answer },
  list: (query: z.output<Query>) => Promise<z.output<Answer>>,
) {
  const { querystring, ...call } = doc
  const schema = kindSchema(call, { querystring }, 200)
  app.get(url, { schema }, async (request) => {
    requireStaff(request)
    return list(validated(request, 'query'))
  })
}

/** GET `url` with an `:id`: one record. */
export function staffRead<Answer extends z.ZodType>(
  app: StaffApp,
  url: string,
  doc: StaffCallDoc & { answer: Answer },
  read: (id: number) => Promise<z.output<Answer>>,
) {
  const schema = kindSchema(doc, { params: IdParamsSchema }, 200)
  app.get(url, { schema }, async (request) => {
    requireStaff(request)
    return read(idOf(request))
  })
}

/** POST `url`: a new record, answered with 201; the service is told who did it (audit log). */
export function staffCreate<Body extends z.ZodType, Answer extends z.ZodType>(
  app: StaffApp,
  url: string,
  doc: StaffCallDoc & { body: Body; answer: Answer },
  create: (body: z.output<Body>, staffId: number) => Promise<z.output<Answer>>,
) {
  const { body, ...call } = doc
  const schema = kindSchema(call, { body }, 201)
  app.post(url, { schema }, async (request, reply) => {
    const staff = requireStaff(request)
    return reply.code(201).send(await create(validated(request, 'body'), staff.userId))
  })
}

/** PUT `url` with an `:id`: a change to one record; the service is told who did it. */
export function staffUpdate<Body extends z.ZodType, Answer extends z.ZodType>(
  app: StaffApp,
  url: string,
  doc: StaffCallDoc & { body: Body; answer: Answer },
  update: (id: number, body: z.output<Body>, staffId: number) => Promise<z.output<Answer>>,
) {
  const { body, ...call } = doc
  const schema = kindSchema(call, { params: IdParamsSchema, body }, 200)
  app.put(url, { schema }, async (request) => {
    const staff = requireStaff(request)
    return update(idOf(request), validated(request, 'body'), staff.userId)
  })
}
