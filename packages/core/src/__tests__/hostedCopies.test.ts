import { describe, expect, it, vi } from 'vitest'
import { HANDOVER_KEY } from '../lib/symbols'
import { hostedPage, page, SCRIPT_HOST, useDocsPage } from './hostedPage'
import { API, completeTrackerArrives, hostedScriptRuns, settle } from './collector'

const wire = useDocsPage()

describe('copies seen by the hosted script', () => {
  it('keeps copies made before the complete tracker arrived, with their page and time, and sends them once it has', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => {} }, configurable: true })
    await hostedPage()
    await settle(0)
    document.body.innerHTML =
      '<div><pre><code class="language-bash">export API_KEY=sk_live_0123456789abcdefghijklmn</code></pre><button><svg><path></path></svg></button></div>' +
      '<pre><code class="language-python">print("hi")</code></pre>'
    const copiedAt = Date.now()
    const button = document.querySelector('path')!
    button.addEventListener('click', () => void navigator.clipboard.writeText(document.querySelector('code')!.textContent!))
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    getSelection()!.selectAllChildren(document.querySelectorAll('code')[1]!)
    document.dispatchEvent(new Event('copy'))
    history.pushState(null, '', '/docs/later')
    vi.setSystemTime(Date.now() + 5000)
    expect(wire.events().filter((e) => e.type == 'COPY')).toEqual([])
    await completeTrackerArrives()
    await settle()
    const copies = wire.events().filter((e) => e.type == 'COPY')
    expect(copies.map((e) => e.type == 'COPY' && [e.text, e.language, e.method, new URL(e.url).pathname])).toEqual([
      ['export API_KEY=[REDACTED]', 'bash', 'button', '/docs'],
      ['print("hi")', 'python', 'selection', '/docs'],
    ])
    expect(copies.every((e) => e.time < copiedAt + 1000)).toBe(true)
  })

  it('keeps a copy made after the script ran and before init, and sends it once the complete tracker has arrived', async () => {
    vi.resetModules()
    document.head.innerHTML = `<script src="${SCRIPT_HOST}/tracker.js"></script>`
    await hostedScriptRuns()
    document.body.innerHTML = '<pre><code class="language-bash">npm install acme</code></pre>'
    getSelection()!.selectAllChildren(document.querySelector('code')!)
    document.dispatchEvent(new Event('copy'))
    history.pushState(null, '', '/docs/later')
    page.Devtrail!.init({ clientID: 'c1', apiHost: API })
    await completeTrackerArrives()
    await settle()
    const copies = wire.events().filter((e) => e.type == 'COPY')
    expect(copies.map((e) => e.type == 'COPY' && [e.text, e.method, new URL(e.url).pathname])).toEqual([['npm install acme', 'selection', '/docs']])
  })

  it('records no copy when copy tracking is off, and forgets those made before init', async () => {
    document.body.innerHTML = '<pre><code class="language-bash">npm install acme</code></pre>'
    getSelection()!.selectAllChildren(document.querySelector('code')!)
    const copy = () => document.dispatchEvent(new Event('copy'))
    vi.resetModules()
    document.head.innerHTML = `<script src="${SCRIPT_HOST}/tracker.js"></script>`
    await hostedScriptRuns()
    copy()
    page.Devtrail!.init({ clientID: 'c1', apiHost: API, dnt: ['copy'] })
    expect((page[HANDOVER_KEY] as { _copies: unknown[] })._copies).toEqual([])
    await settle(0)
    copy()
    expect((page[HANDOVER_KEY] as { _copies: unknown[] })._copies).toEqual([])
    await completeTrackerArrives()
    await settle()
    expect(wire.events().filter((e) => e.type == 'COPY')).toEqual([])
  })
})
