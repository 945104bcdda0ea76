import { MAX_COPY_TEXT } from '../protocol'
import type { CopyEvent } from '../protocol'
import { g } from './browser'
import { copyType } from './classify'
import { on, wrap } from './listeners'
import { redact } from './redact'

const CODE = 'pre,code,[data-devtrail-code]'
const IGNORE = '[data-devtrail-ignore]'

/**
 * Reports copies of commands and code: selection copy/cut inside code blocks,
 * `navigator.clipboard.writeText` and `document.execCommand('copy')` from copy buttons.
 * Text is redacted and capped before `report` sees it; `[data-devtrail-ignore]` subtrees are never read.
 */
export function watchCopies(report: (type: CopyEvent['type'], text: string) => void): void {
  const d = g.document!
  // execCommand('copy') fires a copy event itself, which the wrapper has already counted
  let inExec = 0
  const send = (text: unknown, code?: Element | null) => {
    const type = typeof text == 'string' && text.trim() && copyType(text, code)
    if (type) report(type, redact(text.slice(0, 1e4)).slice(0, MAX_COPY_TEXT))
  }
  // a copy button: the element clicked (or focused), and a code block around it or next to it
  const fromButton = (text: unknown) => {
    let el = g.event?.target as Element | null | undefined
    if (!el?.closest) el = d.activeElement
    let code = el?.closest(CODE)
    for (let n = el, i = 3; !code && n && n != d.body && i--; n = n.parentElement) code = n.querySelector(CODE)
    if (!el?.closest(IGNORE) && !code?.closest(IGNORE)) send(text, code)
  }
  const fromSelection = () => {
    const s = g.getSelection?.()
    const r = s?.rangeCount && s.getRangeAt(0)
    if (inExec || !r) return
    let n = r.commonAncestorContainer as Element | null
    if (n!.nodeType != 1) n = n!.parentElement
    const code = n?.closest(CODE)
    if (code && !n!.closest(IGNORE) && !r.cloneContents().querySelector(IGNORE)) send(s.toString(), code)
  }
  on(d, 'copy', fromSelection)
  on(d, 'cut', fromSelection)
  wrap(g.navigator?.clipboard, 'writeText', (a) => fromButton(a[0]))
  wrap(d, 'execCommand', (a) => {
    if (!/^copy$/i.test(a[0] as string)) return
    inExec = 1
    queueMicrotask(() => (inExec = 0))
    const f = d.activeElement as HTMLTextAreaElement | null
    // copy buttons often select a hidden textarea, whose selection getSelection() does not show
    fromButton(f?.select ? f.value.slice(f.selectionStart, f.selectionEnd) : g.getSelection?.()?.toString())
  })
}
