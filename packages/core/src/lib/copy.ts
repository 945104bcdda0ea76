import { MAX_LANGUAGE } from '../protocol'
import type { CopyMethod } from '../protocol'
import { g } from './browser'
import type { Context } from './context'

const CODE = 'pre,code,[data-devtrail-code]'
const IGNORE = '[data-devtrail-ignore]'
const BUTTON = 'button,[role=button],a,summary,label'
/** Language classes of highlighters: `language-bash`, `lang-sh`, `highlight-source-shell` (GitHub), `highlight-bash` (Sphinx). */
const LANGUAGE_CLASS = /(?:^|\s)(?:highlight(?:-source|-text)?|lang(?:uage)?)-([\w+#.-]+)/

/** The language hint of a code block: read from its inner `code`, itself and a few ancestors. */
function languageOf(code: Element): string | undefined {
  for (let n: Element | null = code.querySelector('code') || code, i = 7; n && i--; n = n.parentElement) {
    const hint = n.getAttribute('data-language') || n.getAttribute('data-lang') || LANGUAGE_CLASS.exec(n.getAttribute('class')!)?.[1]
    if (hint) return hint.toLowerCase().slice(0, MAX_LANGUAGE)
  }
}

/** A copy as seen when it happened: the text, the element it came from, and how it was copied. */
export type CopyFact = [text: unknown, from: Element | null | undefined, method: CopyMethod]

/**
 * Reports the copies that count, from the facts `watchCopyFacts` records: copies of commands and
 * code. For a button, the element copied from (maybe an icon deep inside it) is taken up to the
 * nearest button-like ancestor, and the code block is searched around it; a selection counts
 * inside a code block only. `report` gets the raw text, the block's language hint and how it was
 * copied; `[data-devtrail-ignore]` subtrees are never read.
 */
export function copyReporter(report: (text: string, language: string | undefined, method: CopyMethod) => void): (...fact: CopyFact) => void {
  return (text, from, method) => {
    if (typeof text != 'string' || !text.trim() || !from?.closest) return
    const button = method == 'button'
    const el = (button && from.closest(BUTTON)) || from
    let code = el.closest(CODE)
    // 5 levels up: the button of a titled Mintlify block sits in its header, 5 levels below the block
    for (let n: Element | null = el, i = 5; button && !code && n && n != g.document!.body && i--; n = n.parentElement) code = n.querySelector(CODE)
    if ((code || button) && !el.closest(IGNORE) && !code?.closest(IGNORE) && !(button && code?.querySelector(IGNORE)))
      report(text, code ? languageOf(code) : undefined, method)
  }
}

/**
 * Records copies as they happen: selection copy/cut, and copy buttons that call
 * `navigator.clipboard.writeText` or `document.execCommand('copy')`. For a button, the element is
 * the target of the event being handled, else a click of the last 3 s (a handler that ran after an
 * await), else the focused element. A selection in or with a `[data-devtrail-ignore]` part is not read.
 */
export function watchCopyFacts(context: Pick<Context, '_on' | '_wrap'>, record: (...fact: CopyFact) => void): void {
  const d = g.document!
  // execCommand('copy') fires a copy event itself, which the wrapper has already counted
  let inExec = false
  let clicked: [Element, number] | undefined
  const fromButton = (text: unknown) => {
    const target = g.event?.target as Element | undefined
    record(text, target?.closest ? target : clicked && clicked[1] > Date.now() - 3e3 ? clicked[0] : d.activeElement, 'button')
  }
  const fromSelection = () => {
    const s = g.getSelection?.()
    const r = !inExec && s?.rangeCount && s.getRangeAt(0)
    const n = r && r.commonAncestorContainer
    const from = n && ((n.nodeType == 1 ? n : n.parentElement) as Element)
    if (from && !from.closest(IGNORE) && !r.cloneContents().querySelector(IGNORE)) record(`${s}`, from, 'selection')
  }
  context._on(d, 'click', (e) => (clicked = [e.target as Element, Date.now()]))
  context._on(d, 'copy', fromSelection)
  context._on(d, 'cut', fromSelection)
  context._wrap(g.navigator?.clipboard, 'writeText', (a) => fromButton(a[0]))
  context._wrap(d, 'execCommand', (a) => {
    const f = d.activeElement as HTMLTextAreaElement | null
    // browsers never copy a password field; neither do we read one
    if (!/^copy$/i.test(a[0] as string) || f?.type == 'password') return
    inExec = true
    queueMicrotask(() => (inExec = false))
    // copy buttons often select a hidden textarea, whose selection getSelection() does not show
    fromButton(f?.value?.slice(f.selectionStart, f.selectionEnd) || `${g.getSelection?.()}`)
  })
}
