import { describe, expect, it } from 'vitest'
import { href, routeOf } from '../route.js'

describe('routeOf', () => {
  it('reads the segments and query of a hash route', () => {
    const route = routeOf('#/accounts/acme?page=2&search=dev')
    expect(route.segments).toEqual(['accounts', 'acme'])
    expect(route.query.get('page')).toBe('2')
    expect(route.query.get('search')).toBe('dev')
  })

  it('is the empty route for no hash, a bare # and #/', () => {
    for (const hash of ['', '#', '#/', '#/?']) {
      const route = routeOf(hash)
      expect(route.segments).toEqual([])
      expect([...route.query]).toEqual([])
    }
  })

  it('accepts a hash without its slash and ignores empty segments', () => {
    expect(routeOf('#accounts//acme/').segments).toEqual(['accounts', 'acme'])
  })

  it('decodes escaped segments', () => {
    expect(routeOf('#/developers/a%2Fb%20c').segments).toEqual(['developers', 'a/b c'])
  })

  it('keeps a segment with a malformed escape as written instead of throwing', () => {
    expect(routeOf('#/accounts/%E0%A4%A/x').segments).toEqual(['accounts', '%E0%A4%A', 'x'])
    expect(routeOf('#/accounts/100%').segments).toEqual(['accounts', '100%'])
  })

  it('keeps a second question mark inside the query value', () => {
    const route = routeOf('#/accounts?search=who?&page=3')
    expect(route.segments).toEqual(['accounts'])
    expect(route.query.get('search')).toBe('who?')
    expect(route.query.get('page')).toBe('3')
  })
})

describe('href', () => {
  it('builds a hash link whose segments come back unchanged', () => {
    const segments = ['developers', 'a/b c?d#e', 'ü']
    const link = href(...segments)
    expect(link).toBe('#/developers/a%2Fb%20c%3Fd%23e/%C3%BC')
    expect(routeOf(link).segments).toEqual(segments)
  })

  it('links to the start page with no segments', () => {
    expect(href()).toBe('#/')
  })
})
