import { describe, expect, it } from 'vitest'
import { addToSketch, emptySketch, mergeSketch, sketchCount } from '../../stats/hyperLogLog.js'

describe('developer sketches (HyperLogLog)', () => {
  it('counts small sets exactly and large ones within 5 %', () => {
    const small = emptySketch()
    for (let index = 0; index < 40; index++) addToSketch(small, `developer-${index}`)
    addToSketch(small, 'developer-1')
    expect(sketchCount(small)).toBe(40)
    expect(sketchCount(emptySketch())).toBe(0)
    for (const size of [5_000, 100_000]) {
      const sketch = emptySketch()
      for (let index = 0; index < size; index++) addToSketch(sketch, `id-${size}-${index}`)
      expect(Math.abs(sketchCount(sketch) - size) / size).toBeLessThan(0.05)
    }
  })

  it('merges to the sketch of the union', () => {
    const left = emptySketch()
    const right = emptySketch()
    const both = emptySketch()
    for (let index = 0; index < 3000; index++) {
      addToSketch(index % 2 ? left : right, `id-${index}`)
      addToSketch(both, `id-${index}`)
    }
    // an id in both halves counts once
    addToSketch(left, 'id-0')
    mergeSketch(left, right)
    expect(left).toEqual(both)
  })
})
