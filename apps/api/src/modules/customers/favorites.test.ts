import { messages } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { call, post, register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const favorite = (token: string | undefined, productId: number | string, status = 'true') =>
  call(t.app, 'PUT', `/api/customers/me/favorites/${productId}?status=${status}`, {
    ...(token && { token }),
  })
const listing = (type: string, token?: string, query = '') =>
  post(t.app, `/api/public/products/${type}?size=50${query}`, {}, { ...(token && { token }) })
const product = (id: number, token?: string) =>
  call(t.app, 'GET', `/api/public/products/${id}`, { ...(token && { token }) })

async function someProductIds(count: number): Promise<number[]> {
  const { body } = await listing('DEFAULT')
  return body.data.slice(0, count).map((p: any) => p.id)
}

const heartOf = (body: any, id: number) => body.data.find((p: any) => p.id === id)?.isFavorite

describe('favourites', () => {
  it('marks and unmarks a favourite; answers say so for this customer only', async () => {
    const [mine, theirs] = [await register(t.app), await register(t.app)]
    const [id] = (await someProductIds(1)) as [number]

    const marked = await favorite(mine.token, id)
    expect(marked.status).toBe(200)
    expect(marked.body).toEqual({
      productId: id,
      isFavorite: true,
      message: messages.thanksForSupporting,
    })
    // Marking twice is the same as once.
    expect((await favorite(mine.token, id)).status).toBe(200)

    expect(heartOf((await listing('DEFAULT', mine.token)).body, id)).toBe(true)
    expect((await product(id, mine.token)).body.isFavorite).toBe(true)
    // The answers are cached for everyone: a visitor and another customer still see false.
    expect(heartOf((await listing('DEFAULT')).body, id)).toBe(false)
    expect(heartOf((await listing('DEFAULT', theirs.token)).body, id)).toBe(false)
    expect((await product(id)).body.isFavorite).toBe(false)

    const favorites = await listing('favorites', mine.token)
    expect(favorites.status).toBe(200)
    expect(favorites.body.total).toBe(1)
    expect(favorites.body.data).toEqual([expect.objectContaining({ id, isFavorite: true })])
    expect((await listing('FAVORITES', theirs.token)).body.total).toBe(0)

    const unmarked = await favorite(mine.token, id, 'false')
    expect(unmarked.body).toEqual({
      productId: id,
      isFavorite: false,
      message: messages.favoriteRemoved,
    })
    expect((await listing('FAVORITES', mine.token)).body.total).toBe(0)
    expect((await product(id, mine.token)).body.isFavorite).toBe(false)
  })

  it('searches and pages the favourites list like any listing', async () => {
    const { token } = await register(t.app)
    const ids = await someProductIds(5)
    for (const id of ids) await favorite(token, id)
    expect((await listing('FAVORITES', token)).body.total).toBe(5)
    const firstFour = await post(t.app, '/api/public/products/favorites?size=4', {}, { token })
    expect(firstFour.body.data).toHaveLength(4)
    expect(firstFour.body.pageSize).toBe(4)
    const name: string = (await product(ids[0] as number)).body.name
    const word = name.split(' ')[0] as string
    const found = await post(
      t.app,
      `/api/public/products/favorites?size=4&search=${encodeURIComponent(word)}`,
      {},
      { token },
    )
    expect(found.body.data.length).toBeGreaterThan(0)
    expect(
      found.body.data.every((p: any) => p.name.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true)
  })

  it('marks favourites among search results too', async () => {
    const { token } = await register(t.app)
    const [id] = (await someProductIds(1)) as [number]
    await favorite(token, id)
    const name: string = (await product(id)).body.name
    const { body } = await call(
      t.app,
      'GET',
      `/api/public/search?filter=${encodeURIComponent(name)}`,
      {
        token,
      },
    )
    expect(JSON.stringify(body)).toContain(`"id":${id},`)
    const products = body.data?.find?.((group: any) => group.title === 'Products')?.data ?? []
    expect(products.find((p: any) => p.id === id)?.isFavorite).toBe(true)
  })

  it("marks each customer's own hearts on one shared page, never another's", async () => {
    const [first, second] = [await register(t.app), await register(t.app)]
    const [a, b, c] = (await someProductIds(3)) as [number, number, number]
    await favorite(first.token, a)
    await favorite(first.token, c)
    await favorite(second.token, b)
    const hearts = async (token?: string) => {
      const { body } = await listing('DEFAULT', token)
      return [a, b, c].map((id) => heartOf(body, id))
    }
    expect(await hearts(first.token)).toEqual([true, false, true])
    expect(await hearts(second.token)).toEqual([false, true, false])
    expect(await hearts()).toEqual([false, false, false])
    // Apart from the hearts, everyone reads the same cached answer.
    const visitor = (await listing('DEFAULT')).body
    const mine = (await listing('DEFAULT', first.token)).body
    const unmark = (body: any) => ({
      ...body,
      data: body.data.map((p: any) => ({ ...p, isFavorite: false })),
    })
    expect(unmark(mine)).toEqual(visitor)
  })

  it('refuses a visitor, an unknown product and a status that is not true or false', async () => {
    const { token } = await register(t.app)
    const [id] = (await someProductIds(1)) as [number]
    expect((await favorite(undefined, id)).status).toBe(401)
    expect((await listing('FAVORITES')).status).toBe(401)
    const missing = await favorite(token, 9_999_999)
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(messages.productNotFound)
    const bad = await favorite(token, id, 'maybe')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('status must be true or false')
    expect((await listing('FAVORITES', token)).body.total).toBe(0)
  })
})
