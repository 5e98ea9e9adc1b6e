import type { FastifyReply } from 'fastify'

/**
 * Adds a request header to the answer's `Vary`, keeping the ones already named: an API answer
 * depends on the reader's language (decision 039) and, once compressed, on the encodings its
 * client accepts, and a shared cache must see both.
 */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary')
  const names =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((name) => name.trim())
  if (names.some((name) => name.toLowerCase() === header || name === '*')) return
  reply.header('vary', [...names.filter(Boolean), header].join(', '))
}
