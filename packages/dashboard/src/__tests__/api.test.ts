import { afterEach, describe, expect, it } from 'vitest'
import { answerOf, ApiError, exportUrl, SESSION_ENDED_EVENT, withQuery } from '../api.js'

describe('withQuery', () => {
  it('adds the set values and leaves out undefined and empty ones', () => {
    expect(withQuery('/stats/accounts', { search: 'dev tools', page: 2, empty: '', unset: undefined })).toBe('/stats/accounts?search=dev+tools&page=2')
  })

  it('keeps 0, which is a value', () => {
    expect(withQuery('/stats/accounts', { page: 0 })).toBe('/stats/accounts?page=0')
  })

  it('is the bare path when nothing is set', () => {
    expect(withQuery('/stats/accounts', {})).toBe('/stats/accounts')
    expect(withQuery('/stats/accounts', { search: '' })).toBe('/stats/accounts')
  })

  it('escapes what would end the value', () => {
    expect(withQuery('/stats/pages', { search: 'a&b=c#d' })).toBe('/stats/pages?search=a%26b%3Dc%23d')
  })
})

describe('exportUrl', () => {
  it('is the CSV export of the same read with the same query', () => {
    expect(exportUrl('/stats/accounts?search=dev&page=2')).toBe('/export/stats/accounts.csv?search=dev&page=2')
    expect(exportUrl('/stats/accounts')).toBe('/export/stats/accounts.csv')
  })
})

describe('answerOf', () => {
  const ended: Event[] = []
  const onEnded = (event: Event) => ended.push(event)
  addEventListener(SESSION_ENDED_EVENT, onEnded)
  afterEach(() => {
    ended.length = 0
  })

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  it('answers the JSON of a success, and null for 204', async () => {
    expect(await answerOf(json(200, { data: [1, 2] }))).toEqual({ data: [1, 2] })
    expect(await answerOf(new Response(null, { status: 204 }))).toBeNull()
  })

  it("throws the server's error type and message with the status", async () => {
    const error = await answerOf(json(400, { error: { type: 'params_invalid', message: 'from must be a day' } })).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, type: 'params_invalid', message: 'from must be a day' })
    expect(ended).toHaveLength(0)
  })

  it('throws an internal error naming the status when the body is not JSON', async () => {
    const error = await answerOf(new Response('<h1>Bad gateway</h1>', { status: 502 })).catch((failure: unknown) => failure)
    expect(error).toMatchObject({ status: 502, type: 'internal_error', message: 'the server answered 502' })
  })

  it('says the session ended on a 401', async () => {
    const error = await answerOf(json(401, { error: { type: 'unauthorized', message: 'sign in' } })).catch((failure: unknown) => failure)
    expect(error).toMatchObject({ status: 401, type: 'unauthorized' })
    expect(ended).toHaveLength(1)
  })
})
