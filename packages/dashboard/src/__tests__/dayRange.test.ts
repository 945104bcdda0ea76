import { describe, expect, it } from 'vitest'
import { lastDays } from '../dayRange.js'

describe('lastDays', () => {
  it('is an inclusive range of UTC days ending today', () => {
    const now = Date.UTC(2026, 2, 10, 8, 30)
    expect(lastDays(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' })
    expect(lastDays(30, now)).toEqual({ from: '2026-02-09', to: '2026-03-10' })
  })

  it('is today alone for one day', () => {
    expect(lastDays(1, Date.UTC(2026, 0, 1, 0, 0))).toEqual({ from: '2026-01-01', to: '2026-01-01' })
  })

  it('takes the UTC day, not the local one, just before midnight UTC', () => {
    expect(lastDays(7, Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toEqual({ from: '2026-12-25', to: '2026-12-31' })
  })
})
