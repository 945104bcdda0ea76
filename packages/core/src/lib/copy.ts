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
  /** `el`: where the copy came from; a button (`button`) may also sit next to its code block. */
  const send = (text: unknown, el: Element | null | undefined, button?: 1) => {
    let code = el?.closest(CODE)
    for (let n = el, i = 3; button && !code && n && n != d.body && i--; n = n.parentElement) code = n.querySelector(CODE)
    const type =
      (text as string)?.trim?.() && !el?.closest(IGNORE) && !code?.closest(IGNORE) && !(button && code?.querySelector(IGNORE)) && (code || button) && copyType(text as string, code)
    if (type) report(type, redact((text as string).slice(0, 1e4)).slice(0, MAX_COPY_TEXT))
  }
  // the button clicked (or focused) that copies
  const fromButton = (text: unknown) => send(text, ((g.event?.target as Element)?.closest ? g.event!.target : d.activeElement) as Element, 1)
  const fromSelection = () => {
    const s = g.getSelection?.()
    const r = !inExec && s?.rangeCount && s.getRangeAt(0)
    const n = r && r.commonAncestorContainer
    if (n && !r.cloneContents().querySelector(IGNORE)) send('' + s, (n.nodeType == 1 ? n : n.parentElement) as Element)
  }
  on(d, 'copy', fromSelection)
  on(d, 'cut', fromSelection)
  wrap(g.navigator?.clipboard, 'writeText', (a) => fromButton(a[0]))
  wrap(d, 'execCommand', (a) => {
    const f = d.activeElement as HTMLTextAreaElement | null
    // browsers never copy a password field; neither do we read one
    if (!/^copy$/i.test(a[0] as string) || f?.type == 'password') return
    inExec = 1
    queueMicrotask(() => (inExec = 0))
    // copy buttons often select a hidden textarea, whose selection getSelection() does not show
    fromButton(f?.value?.slice(f.selectionStart, f.selectionEnd) || '' + g.getSelection?.())
  })
}
