import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.ts'

/** A computation that ends when the test says: `finish(value)` settles what `compute` started. */
function heldComputation() {
  let finish: (value: string) => void = () => {}
  const compute = () => new Promise<string>((resolve) => (finish = resolve))
  return { compute, finish: (value: string) => finish(value) }
}

describe('ResponseCache', () => {
  it('computes once and then answers from memory', async () => {
    const cache = new ResponseCache(1024 * 1024)
    let computed = 0
    const compute = async () => ({ n: ++computed })
    expect(await cache.text('a', compute)).toBe('{"n":1}')
    expect(await cache.text('a', compute)).toBe('{"n":1}')
    expect(computed).toBe(1)
  })

  it('shares one computation between identical requests arriving together', async () => {
    const cache = new ResponseCache(1024 * 1024)
    let computed = 0
    const slow = () => new Promise((resolve) => setTimeout(() => resolve(++computed), 20))
    const answers = await Promise.all([cache.value('k', slow), cache.value('k', slow)])
    expect(answers).toEqual([1, 1])
    expect(computed).toBe(1)
  })

  it('does not keep a value computed across an invalidation', async () => {
    const cache = new ResponseCache(1024 * 1024)
    const held = heldComputation()
    const pending = cache.value('k', held.compute)
    cache.invalidateAll()
    held.finish('stale')
    expect(await pending).toBe('stale')
    expect(await cache.value('k', async () => 'fresh')).toBe('fresh')
  })

  it('drops one answer and keeps the others', async () => {
    const cache = new ResponseCache(1024 * 1024)
    let computed = 0
    const compute = async () => ++computed
    await cache.text('product:1', compute)
    await cache.text('products:list', compute)
    cache.invalidate('product:1')
    expect(await cache.text('product:1', compute)).toBe('3')
    expect(await cache.text('products:list', compute)).toBe('2')
  })

  it('does not keep a value computed across the drop of one answer', async () => {
    const cache = new ResponseCache(1024 * 1024)
    const held = heldComputation()
    const pending = cache.text('product:1', held.compute)
    cache.invalidate('product:1')
    held.finish('stale')
    expect(await pending).toBe('"stale"')
    expect(await cache.text('product:1', async () => 'fresh')).toBe('"fresh"')
  })

  it('forgets the least recently used entries beyond its size', async () => {
    const cache = new ResponseCache(400)
    await cache.value('a', async () => 'x'.repeat(80))
    await cache.value('b', async () => 'y'.repeat(80))
    await cache.value('a', async () => 'unused')
    await cache.value('c', async () => 'z'.repeat(80))
    expect(cache.size).toBe(2)
    expect(await cache.value('a', async () => 'recomputed')).toBe('x'.repeat(80))
    expect(await cache.value('b', async () => 'recomputed')).toBe('recomputed')
  })

  it('does not cache failures', async () => {
    const cache = new ResponseCache(1024)
    await expect(cache.value('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow()
    expect(await cache.value('k', async () => 'ok')).toBe('ok')
  })

  it('computes only the missing ones of several values, together', async () => {
    const cache = new ResponseCache(1024 * 1024)
    const asked: string[][] = []
    const compute = async (missing: string[]) => {
      asked.push(missing)
      return new Map(missing.map((key) => [key, `${key}@${asked.length}`]))
    }
    await cache.values(['a', 'b'], compute)
    const both = await cache.values(['b', 'c', 'a'], compute)
    expect(asked).toEqual([['a', 'b'], ['c']])
    expect([...both.entries()].sort()).toEqual([
      ['a', 'a@1'],
      ['b', 'b@1'],
      ['c', 'c@2'],
    ])
  })

  it('does not keep several values computed across an invalidation', async () => {
    const cache = new ResponseCache(1024 * 1024)
    const stale = await cache.values(['a'], async (missing) => {
      cache.invalidateAll()
      return new Map(missing.map((key) => [key, 'stale']))
    })
    expect(stale.get('a')).toBe('stale')
    const fresh = await cache.values(
      ['a'],
      async (missing) => new Map(missing.map((key) => [key, 'fresh'])),
    )
    expect(fresh.get('a')).toBe('fresh')
  })

  it('while suspended answers nothing from memory and keeps nothing, until resumed', async () => {
    const cache = new ResponseCache(1024 * 1024)
    let computed = 0
    const compute = async () => ++computed
    await cache.value('a', compute)
    cache.suspend()
    expect(await cache.value('a', compute)).toBe(2)
    expect(await cache.value('a', compute)).toBe(3)
    expect((await cache.values(['b'], async () => new Map([['b', 'fresh']]))).get('b')).toBe(
      'fresh',
    )
    expect(cache.size).toBe(0)
    cache.resume()
    expect(await cache.value('a', compute)).toBe(4)
    expect(await cache.value('a', compute)).toBe(4)
  })

  it('keeps no value computed while suspended that finishes after the resume', async () => {
    const cache = new ResponseCache(1024 * 1024)
    cache.suspend()
    const held = heldComputation()
    const pending = cache.value('k', held.compute)
    cache.resume()
    held.finish('read while not listening')
    expect(await pending).toBe('read while not listening')
    expect(await cache.value('k', async () => 'fresh')).toBe('fresh')
  })
})
