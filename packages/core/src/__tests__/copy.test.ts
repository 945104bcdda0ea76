import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { docsBlocks, type DocsBlock } from '../../../../test/fixtures/docsMarkup'
import { createContext, type Context } from '../lib/context'
import { copyReporter, watchCopyFacts } from '../lib/copy'
import type { CopyEvent, CopyMethod } from '../protocol'
import { API, freshPage, installCollector, load, settle, unload, type Collector } from './collector'

let wire: Collector
const copies = () => wire.events().filter((e) => e.type == 'COPY') as CopyEvent[]
/** What the collector needs of a copy: the text, the block's language hint and how it was copied. */
const copied = (c: CopyEvent) => [c.text, c.language, c.method]

const selectText = (node: Node) => {
  const range = document.createRange()
  range.selectNodeContents(node)
  const s = getSelection()!
  s.removeAllRanges()
  s.addRange(range)
}
const copySelection = (node: Node, type = 'copy') => {
  selectText(node)
  document.dispatchEvent(new Event(type, { bubbles: true }))
}

describe('copy tracking', () => {
  let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>
  let clipboard: { writeText: (t: string) => Promise<void> }

  beforeEach(async () => {
    vi.useFakeTimers()
    await freshPage('/docs')
    wire = installCollector()
    writeText = vi.fn((_text: string) => Promise.resolve())
    clipboard = { writeText }
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
    // jsdom has no execCommand: stand in for the browser's
    document.execCommand = vi.fn(() => true)
  })
  afterEach(async () => {
    await unload()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  async function start(options: { dnt?: string[] } = {}) {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API, ...options })
    return tracker
  }

  it('sends a selection copied inside a shell code block as one COPY with its language hint, redacted', async () => {
    document.body.innerHTML = `<p>Install it:</p><pre><code class="language-bash">curl -H "Authorization: Bearer abcdef0123456789" https://x.dev</code></pre>`
    await start()
    copySelection(document.querySelector('code')!.firstChild!)
    await settle()
    expect(copies()).toEqual([
      {
        type: 'COPY',
        id: expect.any(String),
        time: expect.any(Number),
        url: 'http://localhost:3000/docs',
        text: 'curl -H "Authorization: Bearer [REDACTED]" https://x.dev',
        language: 'bash',
        method: 'selection',
      },
    ])
  })

  it('sends code cut from a block, and text copied from an element marked [data-devtrail-code] (no hint)', async () => {
    document.body.innerHTML = `<pre><code class="language-js">const stripe = new Stripe('sk_live_51Habcdefghijklmnop')</code></pre><div data-devtrail-code><span>$ make deploy</span></div>`
    await start()
    copySelection(document.querySelector('code')!, 'cut')
    copySelection(document.querySelector('span')!)
    await settle()
    expect(copies().map(copied)).toEqual([
      ["const stripe = new Stripe('[REDACTED]')", 'js', 'selection'],
      ['$ make deploy', undefined, 'selection'],
    ])
  })

  it('does not send prose copied outside code, nor anything from [data-devtrail-ignore]', async () => {
    document.body.innerHTML = `<p>npm is great, read on.</p><div data-devtrail-ignore><pre><code>secret code</code></pre></div><pre><code>a();<span data-devtrail-ignore>private</span></code></pre>`
    await start()
    copySelection(document.querySelector('p')!)
    copySelection(document.querySelector('[data-devtrail-ignore] code')!)
    copySelection(document.querySelectorAll('pre')[1]!)
    await settle()
    expect(copies()).toEqual([])
  })

  it('caps the text at 1,000 characters', async () => {
    document.body.innerHTML = `<pre><code>${'x'.repeat(3000)}</code></pre>`
    await start()
    copySelection(document.querySelector('code')!)
    await settle()
    expect(copies()[0]!.text).toHaveLength(1000)
  })

  it('records a copy button that calls clipboard.writeText next to a code block, transparently', async () => {
    document.body.innerHTML = `<div class="block"><button>Copy</button><pre><code class="language-sh">npm install @devtrail/core</code></pre></div><button id="share">Share</button>`
    await start()
    expect(navigator.clipboard.writeText).not.toBe(writeText)
    const button = document.querySelector('button')!
    let returned: unknown
    button.addEventListener('click', () => (returned = navigator.clipboard.writeText('npm install @devtrail/core')))
    button.click()
    expect(returned).toBe(writeText.mock.results[0]!.value) // the very same promise
    expect(writeText).toHaveBeenCalledWith('npm install @devtrail/core')
    // a button copy away from any code block goes out without a hint: the collector tells prose from code
    const share = document.getElementById('share')!
    share.onclick = () => navigator.clipboard.writeText('Look at this great page')
    share.click()
    // and so does code-like text
    share.onclick = () => navigator.clipboard.writeText('export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwx1234')
    share.click()
    await settle()
    expect(copies().map(copied)).toEqual([
      ['npm install @devtrail/core', 'sh', 'button'],
      ['Look at this great page', undefined, 'button'],
      ['export GITHUB_TOKEN=[REDACTED]', undefined, 'button'],
    ])
  })

  it("never sends a copy button's code block that holds a [data-devtrail-ignore] part, nor a password field", async () => {
    document.body.innerHTML = `<div><pre><code id="c">new Client('<span data-devtrail-ignore>a8f5f167f44f4964</span>')</code></pre><button>Copy</button></div><input type="password" value="s3cr;tPass">`
    await start()
    const button = document.querySelector('button')!
    button.addEventListener('click', () => navigator.clipboard.writeText(document.getElementById('c')!.textContent!))
    button.click()
    const password = document.querySelector('input')!
    password.focus()
    password.select()
    document.execCommand('copy')
    await settle()
    expect(copies()).toEqual([])
  })

  it('restores clipboard.writeText and execCommand on teardown', async () => {
    const execCommand = document.execCommand
    await start()
    expect(clipboard.writeText).not.toBe(writeText)
    await unload()
    expect(clipboard.writeText).toBe(writeText)
    expect(document.execCommand).toBe(execCommand)
  })

  it('records document.execCommand("copy") from a hidden textarea, once', async () => {
    document.body.innerHTML = `<div><pre><code>docker run -p 3000:3000 devtrail</code></pre><button>Copy</button></div>`
    await start()
    const button = document.querySelector('button')!
    button.addEventListener('click', () => {
      const ta = document.createElement('textarea')
      ta.value = 'docker run -p 3000:3000 devtrail'
      document.body.append(ta)
      ta.focus()
      ta.select()
      document.execCommand('copy')
      // browsers fire a copy event from execCommand; it must not count twice
      document.dispatchEvent(new Event('copy'))
      ta.remove()
    })
    button.click()
    await settle()
    expect(copies().map(copied)).toEqual([['docker run -p 3000:3000 devtrail', undefined, 'button']])
  })

  it("is off with dnt: ['copy']: no listeners, no wrappers", async () => {
    document.body.innerHTML = `<pre><code>npm i x</code></pre>`
    const execCommand = document.execCommand
    await start({ dnt: ['copy'] })
    expect(navigator.clipboard.writeText).toBe(writeText)
    expect(document.execCommand).toBe(execCommand)
    copySelection(document.querySelector('code')!)
    await navigator.clipboard.writeText('npm i x')
    await settle()
    expect(copies()).toEqual([])
    expect(wire.events().map((e) => e.type)).toEqual(['PAGE_VISIT'])
  })
})

describe('copies on docs sites (test/fixtures/docsMarkup.ts)', () => {
  let context: Context
  let reports: [string, string | undefined, CopyMethod][]

  beforeEach(() => {
    document.body.innerHTML = ''
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true })
    // like a browser's, execCommand('copy') fires a copy event, which must not count a second time
    document.execCommand = () => document.dispatchEvent(new Event('copy', { bubbles: true }))
    context = createContext()
    reports = []
    watchCopyFacts(
      context,
      copyReporter((text, language, method) => reports.push([text, language, method])),
    )
  })
  afterEach(() => context._removeAll())

  /** The site's own copy: its button's click handler writes `text`, through the Clipboard API or a hidden textarea. */
  const copyHandler = (block: DocsBlock) => () => {
    if (block.copyWith != 'execCommand') return void navigator.clipboard.writeText(block.copiedText)
    const area = document.createElement('textarea')
    area.value = block.copiedText
    area.setAttribute('readonly', '')
    document.body.append(area)
    area.focus() // browsers' select() focuses the field; jsdom's does not
    area.select()
    document.execCommand('copy')
    area.remove()
  }

  it('covers every generator with several blocks', () => {
    const generators = new Set(docsBlocks.map((block) => block.generator))
    expect(generators.size).toBeGreaterThanOrEqual(7)
    for (const generator of generators) expect(docsBlocks.filter((block) => block.generator == generator).length, generator).toBeGreaterThanOrEqual(5)
  })

  it.for(docsBlocks)('$generator, $name: one copy with the text, the language hint and the method', (block) => {
    document.body.innerHTML = `<main><article><h2>Getting started</h2>${block.html}<p>Next steps.</p></article></main>`
    if (block.copyButtonSelector) {
      const button = document.querySelector(block.copyButtonSelector)!
      const target = block.clickSelector ? document.querySelector(block.clickSelector)! : button
      expect(button.contains(target)).toBe(true)
      button.addEventListener('click', copyHandler(block))
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      expect(reports).toEqual([[block.copiedText, block.language, 'button']])
    } else {
      const selected = document.querySelector(block.selectionSelector!)!
      expect(selected.textContent).toBe(block.copiedText)
      copySelection(selected)
      expect(reports).toEqual([[block.copiedText, block.language, 'selection']])
    }
  })
})
