import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { ResponseCache } from '#app/lib/response-cache.ts'
import { dropCacheOnCatalogWrites } from './catalog-changes.ts'

/** A bare server with the hook and one route per case: what matters is who drops the cache. */
async function serverWithCache() {
  const cache = new ResponseCache(1024 * 1024)
  const app = Fastify()
  await app.register(
    async (api) => {
      dropCacheOnCatalogWrites(api, [cache])
      api.put('/admin/products/:id', async () => ({ ok: true }))
      api.put('/admin/refused', async (_request, reply) => reply.code(400).send({ no: true }))
      api.post('/customers/me/favorites', async () => ({ ok: true }))
      api.get('/admin/products', async () => ({ ok: true }))
      api.post('/customers/me/reviews', async () => ({ ok: true }))
    },
    { prefix: '/api' },
  )
  const fill = () => cache.value('product:1', async () => 'cached')
  return { app, cache, fill }
}

describe('the process that commits a catalogue write drops its own cached catalogue at once', () => {
  it('drops it on a successful staff write or review, before answering', async () => {
    const { app, cache, fill } = await serverWithCache()
    await fill()
    expect(cache.size).toBe(1)
    expect((await app.inject({ method: 'PUT', url: '/api/admin/products/1' })).statusCode).toBe(200)
    expect(cache.size).toBe(0)
    await fill()
    await app.inject({ method: 'POST', url: '/api/customers/me/reviews' })
    expect(cache.size).toBe(0)
  })

  it('keeps it for reads, refused writes and customers’ own writes', async () => {
    const { app, cache, fill } = await serverWithCache()
    await fill()
    await app.inject({ method: 'GET', url: '/api/admin/products' })
    await app.inject({ method: 'PUT', url: '/api/admin/refused' })
    await app.inject({ method: 'POST', url: '/api/customers/me/favorites' })
    expect(cache.size).toBe(1)
  })
})
