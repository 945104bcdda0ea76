import { describe, expect, it } from 'vitest'
import { dayBefore, formatChange, formatCount, formatIsoTime, formatMilliseconds, formatTime } from '../format.js'

describe('formatCount', () => {
  it('groups thousands the same way whatever the browser language', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(12_345)).toBe('12,345')
    expect(formatCount(9_007_199_254_740_991)).toBe('9,007,199,254,740,991')
  })
})

describe('formatChange', () => {
  it('writes a rounded per cent change with its sign', () => {
    expect(formatChange(112, 100)).toBe('+12%')
    expect(formatChange(97, 100)).toBe('-3%')
    expect(formatChange(100, 100)).toBe('0%')
    expect(formatChange(1, 3)).toBe('-67%')
    expect(formatChange(0, 50)).toBe('-100%')
  })

  it('says new when there was nothing before, and 0% when there is still nothing', () => {
    expect(formatChange(5, 0)).toBe('new')
    expect(formatChange(0, 0)).toBe('0%')
  })

  it('keeps large changes exact', () => {
    expect(formatChange(1_000_000, 1)).toBe('+99999900%')
  })
})

describe('formatTime', () => {
  it('writes an epoch-ms time as a UTC minute', () => {
    expect(formatTime(Date.UTC(2026, 0, 31, 14, 5, 59, 999))).toBe('2026-01-31 14:05')
    expect(formatTime(0)).toBe('1970-01-01 00:00')
  })

  it('is empty for no time and for a time that is no date', () => {
    expect(formatTime(null)).toBe('')
    expect(formatTime(undefined)).toBe('')
    expect(formatTime(Number.NaN)).toBe('')
    expect(formatTime(8.64e15 + 1)).toBe('')
  })
})

describe('formatIsoTime', () => {
  it('writes an ISO time with an offset as its UTC minute', () => {
    expect(formatIsoTime('2026-01-31T14:05:00Z')).toBe('2026-01-31 14:05')
    expect(formatIsoTime('2026-02-01T01:30:00+02:00')).toBe('2026-01-31 23:30')
  })

  it('is empty for no time and for text that is no date', () => {
    expect(formatIsoTime(null)).toBe('')
    expect(formatIsoTime(undefined)).toBe('')
    expect(formatIsoTime('')).toBe('')
    expect(formatIsoTime('yesterday')).toBe('')
  })
})

describe('formatMilliseconds', () => {
  it('rounds a measured duration to the millisecond', () => {
    expect(formatMilliseconds(0)).toBe('0 ms')
    expect(formatMilliseconds(1234.5)).toBe('1235 ms')
    expect(formatMilliseconds(199.49)).toBe('199 ms')
  })

  it('writes a dash when nothing was measured, not 0 ms', () => {
    expect(formatMilliseconds(null)).toBe('–')
  })
})

describe('dayBefore', () => {
  const lateEvening = Date.UTC(2026, 2, 1, 23, 59, 59)

  it('counts UTC days, so a late evening is still that UTC day', () => {
    expect(dayBefore(0, lateEvening)).toBe('2026-03-01')
    expect(dayBefore(0, Date.UTC(2026, 2, 2, 0, 0, 0))).toBe('2026-03-02')
  })

  it('crosses month and leap-year ends', () => {
    expect(dayBefore(1, lateEvening)).toBe('2026-02-28')
    expect(dayBefore(1, Date.UTC(2024, 2, 1, 12))).toBe('2024-02-29')
    expect(dayBefore(366, Date.UTC(2025, 0, 1, 12))).toBe('2024-01-01')
  })
})
