import Fastify from 'fastify'

/**
 * The machine's ceiling: a bare Fastify route answering a fixed JSON text of the given size.
 * Run as its own process, like the real server, so both are measured the same way.
 */
const size = Number(process.argv[2] ?? 10_000)
const port = Number(process.argv[3] ?? 0)
const answer = JSON.stringify({ data: 'x'.repeat(Math.max(0, size - 11)) })

const app = Fastify({ logger: false })
app.post('/ceiling', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(answer)
})
app.get('/ceiling', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(answer)
})
await app.listen({ port, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => app.close().then(() => process.exit(0)))
