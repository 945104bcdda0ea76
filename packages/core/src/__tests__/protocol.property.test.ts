// Property: whatever the page holds (URL, title, referrer, copied text, an identity of any length
// and any Unicode), every request the tracker sends passes the collector's own validation, so no
// batch is ever refused for its content or size.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { validateEventBatch } from '../../../server/src/collector/validateBatch'
import { MAX_BODY_BYTES } from '../protocol'
import { HANDOVER_KEY } from '../lib/symbols'
import { API, hostedScriptRuns, load, settle, useTrackedPage } from './collector'

const wire = useTrackedPage()

/** Any text: printable, full Unicode and lone surrogates, short or up to `maxLength` (past the limits). */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength, size: 'max' }),
    fc.string({ unit: 'binary', maxLength, size: 'max' }),
    fc.string({ unit: fc.constantFrom('a', 'B', ' ', '-'), minLength: maxLength / 2, maxLength }),
    fc.string({ unit: fc.constantFrom('a', '\u00e9', '\u{1F600}', ' ', '\n'), minLength: maxLength / 2, maxLength }),
  )
const identityType = fc.constantFrom('email', 'github', 'linkedin')
const username = fc.oneof(
  fc.emailAddress(),
  anyText(400),
  anyText(400).map((text) => `${text}@example.com`),
)
const identity = fc.record(
  {
    username,
    type: identityType,
    other_identities: fc.array(fc.record({ username, type: identityType }), { maxLength: 14 }),
    firstname: anyText(300),
    lastname: anyText(300),
    company: anyText(300),
  },
  { requiredKeys: ['username', 'type'] },
)
const pageState = fc.record({
  path: anyText(3000),
  query: anyText(3000),
  hash: anyText(200),
  title: anyText(2000),
  copied: anyText(3000),
  language: anyText(80),
  identity,
})

describe('protocol property', () => {
  it('every batch the tracker builds from arbitrary page state is accepted by the collector schema', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    await settle(0)
    fc.assert(
      fc.property(pageState, (state) => {
        document.title = state.title
        history.pushState(null, '', `/${encodeURIComponent(state.path)}?${encodeURIComponent(state.query)}#${encodeURIComponent(state.hash)}`)
        document.body.innerHTML = '<pre><code></code></pre>'
        const code = document.querySelector('code')!
        code.className = `language-${state.language.replace(/\s/g, '')}`
        code.textContent = state.copied
        getSelection()!.selectAllChildren(code)
        code.dispatchEvent(new Event('copy', { bubbles: true }))
        tracker.identify(state.identity as never)
      }),
      { numRuns: 150 },
    )
    await settle(0)
    await settle(2000)
    const bodies = wire.requests.map((request) => JSON.stringify(request.body))
    expect(wire.events().length).toBeGreaterThan(150)
    for (const body of bodies) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BODY_BYTES)
      expect(() => validateEventBatch(JSON.parse(body))).not.toThrow()
    }
  }, 120_000)

  it('the first request of the hosted script, for arbitrary pages and navigations before it, is accepted by the collector schema', async () => {
    const page = window as unknown as { Devtrail?: unknown } & Record<symbol, unknown>
    const visited = fc.record({ path: anyText(3000), query: anyText(3000), hash: anyText(200), title: anyText(2000) })
    const urlOf = (v: { path: string; query: string; hash: string }) =>
      `http://localhost:3000/${encodeURIComponent(v.path)}?${encodeURIComponent(v.query)}#${encodeURIComponent(v.hash)}`
    await fc.assert(
      fc.asyncProperty(fc.array(visited, { minLength: 1, maxLength: 50, size: 'max' }), anyText(3000), async (pages, referrer) => {
        vi.resetModules()
        wire.requests.length = 0
        delete page[HANDOVER_KEY]
        Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
        // what the loader's queue recorded before the script arrived: each page, with the title it had
        page.Devtrail = { q: [['init', [{ clientID: 'c1', apiHost: API }]]], n: pages.map((v, i) => [i, urlOf(v), v.title]) }
        await hostedScriptRuns()
        await settle(0)
        expect(wire.requests).toHaveLength(1)
        const body = JSON.stringify(wire.requests[0]!.body)
        expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BODY_BYTES)
        expect(() => validateEventBatch(JSON.parse(body))).not.toThrow()
      }),
      { numRuns: 40 },
    )
    delete page.Devtrail
    delete page[HANDOVER_KEY]
    delete (document as { referrer?: string }).referrer
  }, 120_000)
})
