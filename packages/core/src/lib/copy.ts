import { MAX_LANGUAGE } from '../protocol'
import type { CopyMethod } from '../protocol'
import { browser } from './browser'
import type { Hooks } from './hooks'

const CODE = 'pre,code,[data-devtrail-code]'
const IGNORE = '[data-devtrail-ignore]'
const BUTTON = 'button,[role=button],a,summary,label'
/** Language classes of highlighters: `language-bash`, `lang-sh`, `highlight-source-shell` (GitHub), `highlight-bash` (Sphinx). */
const LANGUAGE_CLASS = /(?:^|\s)(?:highlight(?:-source|-text)?|lang(?:uage)?)-([\w+#.-]+)/
/** How many elements are searched for a code block's language: its inner `code`, itself and its ancestors. */
const LANGUAGE_LEVELS = 7
/** How far up from a copy button its code block is searched: the button of a titled Mintlify block sits in its header, 5 levels below the block. */
const BUTTON_LEVELS = 5
/** How long a click counts as the copy button of a copy made by a handler that awaited something. */
const CLICK_MEMORY_MS = 3e3
/** `Node.ELEMENT_NODE`. */
const ELEMENT_NODE = 1

/** The language hint of a code block: read from its inner `code`, itself and a few ancestors. */
function languageOf(code: Element): string | undefined {
  for (let element: Element | null = code.querySelector('code') || code, levels = LANGUAGE_LEVELS; element && levels--; element = element.parentElement) {
    const hint = element.getAttribute('data-language') || element.getAttribute('data-lang') || LANGUAGE_CLASS.exec(element.getAttribute('class') as string)?.[1]
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
    if (typeof text !== 'string' || !text.trim() || !from?.closest) return
    const byButton = method === 'button'
    const element = (byButton && from.closest(BUTTON)) || from
    let code = element.closest(CODE)
    // a button's block may be around it rather than above it: searched in its first ancestors, below the body
    for (
      let ancestor: Element | null = element, levels = BUTTON_LEVELS;
      byButton && !code && ancestor && ancestor !== document.body && levels--;
      ancestor = ancestor.parentElement
    )
      code = ancestor.querySelector(CODE)
    const ignored = element.closest(IGNORE) || code?.closest(IGNORE) || (byButton && code?.querySelector(IGNORE))
    if ((code || byButton) && !ignored) report(text, code ? languageOf(code) : undefined, method)
  }
}

/**
 * Records copies as they happen: selection copy/cut, and copy buttons that call
 * `navigator.clipboard.writeText` or `document.execCommand('copy')`. For a button, the element is
 * the target of the event being handled, else a click of the last 3 s (a handler that ran after an
 * await), else the focused element. A selection in or with a `[data-devtrail-ignore]` part is not read.
 */
export function watchCopyFacts(hooks: Pick<Hooks, '_on' | '_wrap'>, record: (...fact: CopyFact) => void): void {
  // execCommand('copy') fires a copy event itself, which the wrapper has already counted
  let inExecCommand = false
  let lastClick: [target: Element, time: number] | undefined
  const fromButton = (text: unknown) => {
    const target = browser.event?.target as Element | undefined
    const clickedOrFocused = lastClick && lastClick[1] > Date.now() - CLICK_MEMORY_MS ? lastClick[0] : document.activeElement
    record(text, target?.closest ? target : clickedOrFocused, 'button')
  }
  const fromSelection = () => {
    const selection = browser.getSelection?.()
    if (inExecCommand || !selection?.rangeCount) return
    const range = selection.getRangeAt(0)
    const node = range.commonAncestorContainer
    const from = node.nodeType === ELEMENT_NODE ? (node as Element) : node.parentElement
    if (from && !from.closest(IGNORE) && !range.cloneContents().querySelector(IGNORE)) record(`${selection}`, from, 'selection')
  }
  hooks._on(document, 'click', (event) => {
    lastClick = [event.target as Element, Date.now()]
  })
  hooks._on(document, 'copy', fromSelection)
  hooks._on(document, 'cut', fromSelection)
  hooks._wrap(browser.navigator?.clipboard, 'writeText', (args) => fromButton(args[0]))
  hooks._wrap(document, 'execCommand', (args) => {
    const focused = document.activeElement as HTMLTextAreaElement | null
    // browsers never copy a password field; neither do we read one
    if (!/^copy$/i.test(args[0] as string) || focused?.type === 'password') return
    inExecCommand = true
    queueMicrotask(() => {
      inExecCommand = false
    })
    // copy buttons often select a hidden textarea, whose selection getSelection() does not show
    fromButton(focused?.value?.slice(focused.selectionStart, focused.selectionEnd) || `${browser.getSelection?.()}`)
  })
}
