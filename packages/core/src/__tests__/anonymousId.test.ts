// @vitest-environment-options {"url": "https://docs.example.co.uk/guide"}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnonymousIds } from '../lib/anonymousId'
import { createContext } from '../lib/context'

const writes: string[] = []
const reads: number[] = []
const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!

afterEach(() => {
  vi.restoreAllMocks()
  writes.length = 0
  reads.length = 0
  localStorage.clear()
  sessionStorage.clear()
  for (const domain of ['example.co.uk', 'docs.example.co.uk']) document.cookie = `dt_aid=; max-age=0; path=/; domain=${domain}`
  document.cookie = 'dt_aid=; max-age=0; path=/'
})

const recordCookieUse = () => {
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
    writes.push(v)
    cookie.set!.call(this, v)
  })
  vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(function (this: Document) {
    reads.push(1)
    return cookie.get!.call(this)
  })
}
/** The ids of a new page load (a tracker of its own), as the tracker creates them. */
const page = (cookieless?: boolean) => createAnonymousIds(createContext(), cookieless)

describe('anonymous id', () => {
  it('sets a first-party cookie on the registrable domain, probing the domain once per site', () => {
    recordCookieUse()
    const id = page()._current()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    // co.uk is a public suffix: refused by the cookie jar, so the next level up takes it
    expect(writes.map((w) => w.match(/domain=([^;]+)/)?.[1])).toEqual(['co.uk', 'example.co.uk'])
    expect(writes[1]).toBe(`dt_aid=${id};path=/;max-age=31536000;samesite=lax;secure;domain=example.co.uk`)
    expect(localStorage.getItem('dt_aid')).toBe(JSON.stringify(id))
    // the next page load knows the domain: one read, one write, no probing
    writes.length = 0
    reads.length = 0
    expect(page()._current()).toBe(id)
    expect(writes).toEqual([`dt_aid=${id};path=/;max-age=31536000;samesite=lax;secure;domain=example.co.uk`])
    expect(reads).toHaveLength(1)
  })

  it('keeps the id across loads, renews it on sign-out, and tabs agree after a renewal in one of them', () => {
    const id = page()._current()
    expect(page()._current()).toBe(id)
    localStorage.clear() // the cookie alone is enough
    expect(page()._current()).toBe(id)
    const [tab1, tab2] = [page(), page()]
    expect(tab2._current()).toBe(id)
    const next = tab1._renew()
    expect(next).not.toBe(id)
    expect(tab2._current()).toBe(next)
    expect(page()._current()).toBe(next)
  })

  it('replaces a value that is not a UUID', () => {
    document.cookie = 'dt_aid=<script>;path=/'
    const id = page()._current()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })

  it('falls back to localStorage when cookies are disabled', () => {
    vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue('')
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {})
    const id = page()._current()
    expect(page()._current()).toBe(id)
  })

  it('is per tab in cookieless mode: sessionStorage, no cookie', () => {
    recordCookieUse()
    const ids = page(true)
    const id = ids._current()
    expect(writes).toEqual([])
    expect(sessionStorage.getItem('dt_aid')).toBe(JSON.stringify(id))
    expect(localStorage.getItem('dt_aid')).toBeNull()
    expect(page(true)._current()).toBe(id)
  })

  it('forgets the id everywhere when consent is withdrawn', () => {
    const ids = page()
    const id = ids._current()
    ids._forget()
    expect(document.cookie).not.toContain(id)
    expect(localStorage.getItem('dt_aid')).toBeNull()
    expect(localStorage.getItem('dt_dom')).toBeNull()
  })
})
