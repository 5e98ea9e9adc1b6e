import type { FastifyReply } from 'fastify'

/**
 * A private image answer (a receipt, a prescription): never kept by shared caches, its stored
 * type and nothing sniffed.
 */
export function sendPrivateImage(
  reply: FastifyReply,
  image: { data: Buffer; contentType: string },
) {
  return (
    reply
      .header('content-type', image.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      // A Buffer is sent as it is (no serializer); the cast only quiets the typed reply.
      .send(image.data as never)
  )
}
