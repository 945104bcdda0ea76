import { describe, expect, it } from 'vitest'
import { BoundedCache } from '../../boundedCache.js'

describe('BoundedCache', () => {
  it('computes once per key, forgets the oldest past its capacity', () => {
    const cache = new BoundedCache<string, number>(2)
    const computed: string[] = []
    const length = (key: string) => {
      computed.push(key)
      return key.length
    }
    expect(cache.get('a', length)).toBe(1)
    expect(cache.get('bb', length)).toBe(2)
    expect(cache.get('a', length)).toBe(1)
    // 'a' came first: a third key pushes it out
    expect(cache.get('ccc', length)).toBe(3)
    expect(cache.size).toBe(2)
    expect(cache.get('bb', length)).toBe(2)
    expect(cache.get('a', length)).toBe(1)
    expect(computed).toEqual(['a', 'bb', 'ccc', 'a'])
  })

  it('remembers falsy answers and keeps nothing at capacity 0', () => {
    const cache = new BoundedCache<string, boolean | null>(10)
    let calls = 0
    const never = () => {
      calls += 1
      return null
    }
    cache.get('x', never)
    cache.get('x', never)
    expect(calls).toBe(1)
    const none = new BoundedCache<string, number>(0)
    let counted = 0
    none.get('x', () => ++counted)
    none.get('x', () => ++counted)
    expect(counted).toBe(2)
    expect(none.size).toBe(0)
  })
})
