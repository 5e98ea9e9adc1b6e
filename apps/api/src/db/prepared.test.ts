import { describe, expect, it } from 'vitest'
import type { Database } from './client.ts'
import { preparedPerDatabase } from './prepared.ts'

describe('preparedPerDatabase', () => {
  it('builds the statement once per database handle, not once per call', () => {
    const built: Database[] = []
    const statement = preparedPerDatabase((db) => {
      built.push(db)
      return { db }
    })
    const first = {} as Database
    const second = {} as Database
    expect(statement(first)).toBe(statement(first))
    expect(statement(second).db).toBe(second)
    expect(built).toEqual([first, second])
  })
})
