import { expect } from 'vitest'

/** A public list's answer as getJson gives it (rows with an id, and the count of them all). */
type ListAnswer = { body: { data: { id: number }[]; total: number } }

const idsOf = (answer: ListAnswer) => answer.body.data.map((row) => row.id)

/**
 * A public list pages from zero: pages 0 and 1 of `size` rows are the start of the whole list
 * (asked for with size 100), which holds all `total` rows; a page past the end is empty but still
 * counts them. Answers the two pages for the suite's own checks on them.
 */
export async function expectPagesFromZero<Answer extends ListAnswer>(
  list: (query: string) => Promise<Answer>,
  size: number,
) {
  const [first, second, all] = await Promise.all([
    list(`?page=0&size=${size}`),
    list(`?page=1&size=${size}`),
    list('?size=100'),
  ])
  expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(all).slice(0, 2 * size))
  expect(all.body.data).toHaveLength(all.body.total)
  const past = await list(`?page=${all.body.total}&size=1`)
  expect(past.body).toMatchObject({ data: [], total: all.body.total })
  return { first, second }
}
