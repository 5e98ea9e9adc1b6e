import { SearchResultSchema } from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'
import { EXACT_COUNT_LIMIT } from './search.repository.ts'

// Decision 052: short words are looked for at the start of a word (the trigram indexes serve
// them), and a group's total is exact up to EXACT_COUNT_LIMIT and estimated above it.

const t = useTestApp()
const MANY = 1234

beforeAll(async () => {
  const db = t.app.ctx.db
  const addProducts = (names: string, count: number, slug: string) =>
    db.execute(sql`
      insert into products (name, slug, category_id, featured_rank)
      select ${names} || ' No. ' || i, ${slug} || '-' || i,
        (select min(id) from categories where parent_id is not null), 100000 + i
      from generate_series(1, ${count}) as i`)
  await addProducts('Countwort', MANY, 'countwort')
  await addProducts('Limitwort', EXACT_COUNT_LIMIT, 'limitwort')
  await db.execute(sql`
    insert into products (name, slug, category_id, featured_rank)
    select name, slug, (select min(id) from categories where parent_id is not null), 1
    from (values ('Zorblax 17 mg', 'zorblax-17'), ('Zorblax No. 5172', 'zorblax-5172'),
      ('Zorblax Forte', 'zorblax-forte'), ('Zorblax Soft', 'zorblax-soft')) as named(name, slug)`)
  t.app.services.catalogCache.invalidateAll()
})

async function search(filter: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/search?filter=${encodeURIComponent(filter)}`,
  })
  expect(response.statusCode).toBe(200)
  return SearchResultSchema.parse(response.json()).data[0]
}
const names = (group: Awaited<ReturnType<typeof search>>) => group.data.map((p) => p.name)

describe('a word without trigrams (one or two letters or digits)', () => {
  it('matches at the start of a word, not inside one', async () => {
    expect(names(await search('zorblax 17'))).toEqual(['Zorblax 17 mg'])
  })

  it('is the same written in Burmese digits', async () => {
    expect(names(await search('zorblax ၁၇'))).toEqual(['Zorblax 17 mg'])
  })

  it('matches a one-letter initial at the start of a word', async () => {
    expect(names(await search('zorblax f'))).toEqual(['Zorblax Forte'])
  })
})

describe('the total of a group', () => {
  it(`is exact up to ${EXACT_COUNT_LIMIT} matches and estimated above, with the page still right`, async () => {
    expect((await search('limitwort')).total).toBe(EXACT_COUNT_LIMIT)
    const found = await search('countwort')
    // The estimate is the matches of a 1% sample of pages, times 100; the count stops at one
    // more than the limit, so a total counted one by one (1234) is never given.
    expect(found.total).toBeGreaterThan(EXACT_COUNT_LIMIT)
    expect(found.total === EXACT_COUNT_LIMIT + 1 || found.total % 100 === 0).toBe(true)
    expect(names(found)).toEqual(
      Array.from({ length: 8 }, (_, index) => `Countwort No. ${index + 1}`),
    )
  })
})
