import type { FastifyPluginAsync } from 'fastify'

/** The spec's page that reads the code (section 2). */
const CALLBACK_PAGE = '/auth/apple/callback'
const FORWARDED = ['code', 'state', 'error'] as const

/**
 * Apple's return address. Asked for the email and name scopes, Apple posts its answer as a form
 * (response_mode form_post) instead of putting it in the query; a page cannot read a post, so
 * this forwards the code and state to /auth/apple/callback as the query the spec's page reads.
 * A query answer (as the local test provider gives) is forwarded the same way. Apple also posts
 * the person's name, once, on the first sign-in: it goes along as `name`.
 */
export const appleReturnRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/apple/callback',
    schema: { hide: true },
    handler: async (request, reply) => {
      const fields = ((request.method === 'POST' ? request.body : request.query) ?? {}) as Record<
        string,
        unknown
      >
      const query = new URLSearchParams()
      for (const key of FORWARDED) {
        const value = fields[key]
        if (typeof value === 'string' && value.length <= 4000) query.set(key, value)
      }
      const name = nameOf(fields.user)
      if (name) query.set('name', name)
      reply.header('cache-control', 'no-store')
      return reply.redirect(`${CALLBACK_PAGE}?${query.toString()}`, 303)
    },
  })
}

/** Apple's `user` field: {"name":{"firstName":"..","lastName":".."},"email":".."}. */
function nameOf(user: unknown): string | undefined {
  if (typeof user !== 'string') return undefined
  try {
    const { name } = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }
    const parts = [name?.firstName, name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    )
    return parts.join(' ').trim().slice(0, 100) || undefined
  } catch {
    return undefined
  }
}
