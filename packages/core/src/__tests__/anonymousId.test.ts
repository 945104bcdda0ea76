// @vitest-environment-options {"url": "https://docs.example.co.uk/guide"}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anonymousId } from '../lib/anonymousId'

const writes: string[] = []
const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!

afterEach(() => {
  vi.restoreAllMocks()
  writes.length = 0
  localStorage.clear()
  sessionStorage.clear()
  for (const domain of ['example.co.uk', 'docs.example.co.uk']) document.cookie = `dt_aid=; max-age=0; path=/; domain=${domain}`
  document.cookie = 'dt_aid=; max-age=0; path=/'
})

const recordWrites = () =>
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
    writes.push(v)
    cookie.set!.call(this, v)
  })

describe('anonymous id', () => {
  it('sets a first-party cookie on the registrable domain, shortest accepted first', () => {
    recordWrites()
    const id = anonymousId()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    // co.uk is a public suffix: refused by the cookie jar, so the next level up takes it
    expect(writes.map((w) => w.match(/domain=([^;]+)/)?.[1])).toEqual(['co.uk', 'example.co.uk'])
    expect(writes[1]).toBe(`dt_aid=${id};path=/;max-age=31536000;samesite=lax;secure;domain=example.co.uk`)
    expect(localStorage.getItem('dt_aid')).toBe(JSON.stringify(id))
  })

  it('keeps the id across loads and gives a new one on fresh', () => {
    const id = anonymousId()
    expect(anonymousId()).toBe(id)
    localStorage.clear() // the cookie alone is enough
    expect(anonymousId()).toBe(id)
    const next = anonymousId(false, true)
    expect(next).not.toBe(id)
    expect(anonymousId()).toBe(next)
  })

  it('falls back to localStorage when cookies are disabled', () => {
    vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue('')
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {})
    const id = anonymousId()
    expect(anonymousId()).toBe(id)
  })

  it('is per tab in cookieless mode: sessionStorage, no cookie', () => {
    recordWrites()
    const id = anonymousId(true)
    expect(writes).toEqual([])
    expect(sessionStorage.getItem('dt_aid')).toBe(JSON.stringify(id))
    expect(anonymousId(true)).toBe(id)
  })
})
