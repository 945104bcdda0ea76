import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { InitOptions, LoaderQueue, Tracker } from '@devtrail/core'
import type { CopyEvent } from '@devtrail/core/protocol'
import { API, completeTrackerArrives, hostedScriptRuns, settle } from '../../../core/src/__tests__/collector'
import { page, useLoaderPage } from './loaderPage'

const { wire, loadTrackerScript } = useLoaderPage()

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => {} }, configurable: true })
  document.body.innerHTML =
    '<div><pre><code class="language-bash">export API_KEY=sk_live_0123456789abcdefghijklmn</code></pre><button id="copy"><svg><path></path></svg></button></div>' +
    '<pre><code class="language-python">print("hi")</code></pre>' +
    '<div data-devtrail-ignore><pre><code id="private">npm login --password hunter2</code></pre><button id="private-copy">Copy</button></div>'
  // the site's own copy buttons copy their block's text
  for (const button of document.querySelectorAll('button'))
    button.addEventListener('click', () => void navigator.clipboard.writeText(button.parentElement!.querySelector('code')!.textContent!))
})

/** A person's copies: the button of the bash block (from the icon inside it), a selection of the python block, and the ignored block both ways. */
function copyEverything() {
  document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  getSelection()!.selectAllChildren(document.querySelectorAll('code')[1]!)
  document.dispatchEvent(new Event('copy'))
  document.getElementById('private-copy')!.click()
  getSelection()!.selectAllChildren(document.getElementById('private')!)
  document.dispatchEvent(new Event('copy'))
}

/** The hosted script arrives (the tag's load event resolves the loader), `init` runs with `options`, and the complete tracker arrives. */
async function trackerStarts(loading: Promise<Tracker>, options: Partial<InitOptions> = {}) {
  await hostedScriptRuns()
  document.querySelector('script')!.dispatchEvent(new Event('load'))
  const tracker = await loading
  tracker.init({ clientID: 'c1', apiHost: API, ...options })
  await completeTrackerArrives()
  await settle()
  return tracker
}

const copies = () => wire.events().filter((e): e is CopyEvent => e.type == 'COPY')
const described = (events: CopyEvent[]) => events.map((e) => [e.text, e.language, e.method, new URL(e.url).pathname])

describe('copies before init', () => {
  it('keeps copies made before the script loaded, with their page and time, and sends them redacted, once, when the tracker runs', async () => {
    const loading = loadTrackerScript({ clientID: 'c1' })
    const copiedAt = Date.now()
    copyEverything()
    history.pushState(null, '', '/later')
    vi.setSystemTime(Date.now() + 5000)
    // after the hosted script has run, before init: still kept
    await hostedScriptRuns()
    getSelection()!.selectAllChildren(document.querySelectorAll('code')[1]!)
    document.dispatchEvent(new Event('copy'))
    expect(wire.requests).toEqual([])
    document.querySelector('script')!.dispatchEvent(new Event('load'))
    const tracker = await loading
    tracker.init({ clientID: 'c1', apiHost: API })
    await completeTrackerArrives()
    await settle()
    expect(described(copies())).toEqual([
      ['export API_KEY=[REDACTED]', 'bash', 'button', '/start'],
      ['print("hi")', 'python', 'selection', '/start'],
      ['print("hi")', 'python', 'selection', '/later'],
    ])
    const [first, second, third] = copies().map((e) => e.time)
    expect([first! - copiedAt, second! - copiedAt, third! - copiedAt]).toEqual([0, 0, 5000])
    // from now on the tracker's own: each copy once
    document.getElementById('copy')!.click()
    await settle()
    expect(described(copies()).map(([text]) => text)).toEqual(['export API_KEY=[REDACTED]', 'print("hi")', 'print("hi")', 'export API_KEY=[REDACTED]'])
  })

  it('forgets the copies recorded before an init that turns copy tracking off', async () => {
    const loading = loadTrackerScript({ clientID: 'c1' })
    const queue = page.Devtrail as LoaderQueue
    copyEverything()
    // the ignored block's selection is never read; its button's text waits for the analysis, which drops it
    expect(queue.c.map(([text, , method]) => [text, method])).toEqual([
      ['export API_KEY=sk_live_0123456789abcdefghijklmn', 'button'],
      ['print("hi")', 'selection'],
      ['npm login --password hunter2', 'button'],
    ])
    await trackerStarts(loading, { dnt: ['copy'] })
    copyEverything()
    await settle()
    expect(queue.c).toEqual([])
    expect(copies()).toEqual([])
    expect(wire.events().map((e) => e.type)).toEqual(['PAGE_VISIT'])
  })

  it('sends no copy made before init while consent is awaited', async () => {
    const loading = loadTrackerScript({ clientID: 'c1' })
    copyEverything()
    await trackerStarts(loading, { requireConsent: true })
    expect(wire.requests).toEqual([])
  })

  it('hands the copies to the complete tracker when it is loaded on its own, without the hosted script', async () => {
    void loadTrackerScript({ clientID: 'c1' })
    const queue = page.Devtrail as LoaderQueue
    queue.init({ clientID: 'c1', apiHost: API })
    copyEverything()
    await import('../../../core/src/full')
    await settle()
    expect(described(copies())).toEqual([
      ['export API_KEY=[REDACTED]', 'bash', 'button', '/start'],
      ['print("hi")', 'python', 'selection', '/start'],
    ])
  })

  it('records a bounded number of copies', async () => {
    const loading = loadTrackerScript({ clientID: 'c1' })
    for (let i = 0; i < 50; i++) document.getElementById('copy')!.click()
    expect((page.Devtrail as LoaderQueue).c).toHaveLength(20)
    await trackerStarts(loading)
    expect(copies()).toHaveLength(20)
  })
})
