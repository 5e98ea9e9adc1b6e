import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/**
 * One log line per request, written when the answer has gone: method, address, status and time
 * in milliseconds (an error's details on the same line). Fastify's own logging writes two — one
 * as the request arrives, one as it ends — and a third for a 404, which triples the log at the
 * default level for nothing the one line does not say.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) request.log.error({ ...line, err: error }, 'request')
    else request.log.info(line, 'request')
  }
}
