import { describe, expect, it } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import { pictureRowsLeft, servedStatus, uploadedPicture } from '#test/picture-helpers.ts'
import { useAppAsAdmin } from '#test/staff-helpers.ts'
import { uniqueNames } from '#test/unique-names.ts'

const uniqueName = uniqueNames('Pictured')

/**
 * Categories, brands, articles and announcements show one picture each. Staff replacing or
 * removing it deletes the old one with its files, unless another record still shows it (the
 * products' own case is admin-product-pictures.test.ts).
 */
describe('replacing the picture of a category, brand, article or announcement', () => {
  const t = useAppAsAdmin()

  const upload = (purpose: string) => uploadedPicture(t.app, t.adminToken, purpose)
  const served = (address: string) => servedStatus(t.app, address)
  const rowsOf = (ids: number[]) => pictureRowsLeft(t.app, ids)

  /** What each kind of record needs to be saved with a picture (or none). */
  const KINDS = [
    {
      kind: 'category',
      label: 'a category',
      url: '/api/admin/categories',
      body: (imageId: number | null) => ({ name: uniqueName(), parentId: 6, imageId }),
    },
    {
      kind: 'brand',
      label: 'a brand',
      url: '/api/admin/brands',
      body: (logoId: number | null) => ({ name: uniqueName(), logoId }),
    },
    {
      kind: 'article',
      label: 'an article',
      url: '/api/admin/articles',
      body: (imageId: number | null) => ({
        title: uniqueName(),
        description: 'Pictures',
        author: 'Dr. Hla',
        category: 'Nutrition',
        blogDate: '2026-03-01T00:00:00Z',
        content: '<p>Pictures</p>',
        imageId,
        isPublished: true,
      }),
    },
    {
      kind: 'announcement',
      label: 'an announcement',
      url: '/api/admin/announcements',
      body: (bannerImageId: number | null) => ({ title: uniqueName(), bannerImageId }),
    },
  ] as const

  for (const { kind, label, url, body } of KINDS) {
    it(`deletes the picture replaced on ${label} with its files, then the one removed`, async () => {
      const first = await upload(kind)
      const second = await upload(kind)
      const created = await call(t.app, 'POST', url, { token: t.adminToken, body: body(first.id) })
      expect(created.status).toBe(201)
      const id = created.body.id as number

      const replaced = await call(t.app, 'PUT', `${url}/${id}`, {
        token: t.adminToken,
        body: body(second.id),
      })
      expect(replaced.status).toBe(200)
      expect(await rowsOf([first.id, second.id])).toEqual([second.id])
      for (const address of first.addresses) {
        expect(await served(address)).toBe(404)
        expect(await t.app.ctx.media.files.has(address.replace(/^\/media\//, ''))).toBe(false)
      }
      expect(await Promise.all(second.addresses.map(served))).toEqual([200, 200])

      const removed = await call(t.app, 'PUT', `${url}/${id}`, {
        token: t.adminToken,
        body: body(null),
      })
      expect(removed.status).toBe(200)
      expect(await rowsOf([second.id])).toEqual([])
      expect(await Promise.all(second.addresses.map(served))).toEqual([404, 404])
    })

    it(`keeps the old picture of ${label} that another record still shows`, async () => {
      const shared = await upload(kind)
      const own = await upload(kind)
      const first = await call(t.app, 'POST', url, { token: t.adminToken, body: body(shared.id) })
      const second = await call(t.app, 'POST', url, { token: t.adminToken, body: body(shared.id) })
      expect([first.status, second.status]).toEqual([201, 201])

      const saved = await call(t.app, 'PUT', `${url}/${first.body.id}`, {
        token: t.adminToken,
        body: body(own.id),
      })
      expect(saved.status).toBe(200)
      const again = await call(t.app, 'PUT', `${url}/${second.body.id}`, {
        token: t.adminToken,
        body: body(shared.id),
      })
      expect(again.status).toBe(200)
      expect(await rowsOf([shared.id, own.id])).toEqual([shared.id, own.id].sort((a, b) => a - b))
      expect(await Promise.all(shared.addresses.map(served))).toEqual([200, 200])
    })
  }

  it('deletes nothing when the save is refused', async () => {
    const kept = await upload('category')
    const created = await call(t.app, 'POST', '/api/admin/categories', {
      token: t.adminToken,
      body: { name: uniqueName(), parentId: 6, imageId: kept.id },
    })
    const refused = await call(t.app, 'PUT', `/api/admin/categories/${created.body.id}`, {
      token: t.adminToken,
      body: { name: uniqueName(), parentId: 6, imageId: 999_999 },
    })
    expect(refused.status).toBe(400)
    expect(await rowsOf([kept.id])).toEqual([kept.id])
    expect(await Promise.all(kept.addresses.map(served))).toEqual([200, 200])
  })
})
