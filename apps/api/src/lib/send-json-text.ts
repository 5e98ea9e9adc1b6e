import type { FastifyReply } from 'fastify'

/**
 * Sends JSON that is already serialized (a cached answer). Fastify sends a string with a JSON
 * content type as it is, skipping the route's serializer; the route schema still documents it.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(text)
}
