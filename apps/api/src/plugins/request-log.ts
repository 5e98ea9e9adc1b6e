import type { FastifyInstance } from 'fastify'

/**
 * One log line per request, written when the answer has gone: method, address, status and time
 * in milliseconds. Fastify's own request logging (turned off in buildApp) writes two — one as the
 * request arrives and one as it ends — which doubles the log at the default level for nothing.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    )
    done()
  })
}
