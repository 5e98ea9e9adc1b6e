import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteInWorker } from './pglite-in-worker.ts'

// What drizzle and the app rely on when PGlite answers from its worker (decision 057).
describe('PGlite in a worker', () => {
  let pg: PgliteInWorker
  beforeAll(async () => {
    pg = await PgliteInWorker.start({ dataDir: null })
    await pg.exec('create table items (id int primary key, name text unique, at timestamptz)')
  })
  afterAll(() => pg.close())

  it('holds every other statement until an open transaction ends, and rolls back on a throw', async () => {
    let outsideSaw: unknown[] | undefined
    let outside: Promise<void> | undefined
    await pg.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (1, $1)', ['kept'])
      // Not awaited here: it can only run once this transaction has ended.
      outside = pg.query('select name from items').then(({ rows }) => {
        outsideSaw = rows
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(outsideSaw).toBeUndefined()
    })
    await outside
    expect(outsideSaw).toEqual([{ name: 'kept' }])

    const failure = pg.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (2, $1)', ['dropped'])
      throw new Error('changed my mind')
    })
    await expect(failure).rejects.toThrow('changed my mind')
    expect((await pg.query('select count(*)::int as n from items')).rows).toEqual([{ n: 1 }])
  })

  it("keeps the driver error's code and constraint", async () => {
    const duplicate = pg.query('insert into items (id, name) values (3, $1)', ['kept'])
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'items_name_key' })
  })

  it("applies the caller's parsers to the types it names, in both row modes", async () => {
    await pg.query("update items set at = '2026-01-02T03:04:05Z'")
    const asText = { 1184: (text: string) => `text:${text}` }
    const objects = await pg.query('select at, id from items', [], { parsers: asText })
    expect(objects.rows).toEqual([{ at: 'text:2026-01-02 03:04:05+00', id: 1 }])
    const arrays = await pg.query('select at, id from items', [], {
      rowMode: 'array',
      parsers: asText,
    })
    expect(arrays.rows).toEqual([['text:2026-01-02 03:04:05+00', 1]])
  })

  it('delivers a notification when its transaction commits, and none from a rollback', async () => {
    const heard: string[] = []
    const stop = await pg.listen('things', (payload) => heard.push(payload))
    await pg.transaction(async (tx) => {
      await tx.query("select pg_notify('things', 'committed')")
    })
    await pg
      .transaction(async (tx) => {
        await tx.query("select pg_notify('things', 'rolled back')")
        throw new Error('undo')
      })
      .catch(() => {})
    await stop()
    await pg.query("select pg_notify('things', 'after stop')")
    expect(heard).toEqual(['committed'])
  })

  it('starts PostgreSQL with a 16 MB buffer cache', async () => {
    const { rows } = await pg.query('show shared_buffers')
    expect(rows).toEqual([{ shared_buffers: '16MB' }])
  })
})
