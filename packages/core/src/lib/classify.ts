import type { CopyEvent } from '../protocol'

/** A first line that starts with a `$ ` prompt or a well-known command-line tool. */
const COMMAND = /^\s*(\$ |(sudo|np[mx]|yarn|pnpm|bunx?|pip3?|curl|wget|docker|kubectl|helm|git|brew|go|cargo|apt(-get)?|export) )/

/** Code blocks marked as shell by highlighters (`language-bash`, `lang-sh`, ...). */
const SHELL_CLASS = /lang(uage)?-(bash|sh|shell|console|zsh)\b/

/** Text that reads as code even without a code block around it. */
const CODE_LIKE = /[{};]|=>|\(\)|<\/?\w+[ />]|^\s*(import|const|let|def|function) /m

/**
 * The activity type of a copied text: COPY_COMMAND for shell-like text or a shell code block,
 * COPY_CODE for other code; undefined for prose (no code block and nothing code-like).
 */
export function copyType(text: string, code?: Element | null): CopyEvent['type'] | undefined {
  return COMMAND.test(text) || SHELL_CLASS.test('' + [code, code?.closest('pre'), code?.querySelector('code')].map((e) => e?.className))
    ? 'COPY_COMMAND'
    : code || CODE_LIKE.test(text)
      ? 'COPY_CODE'
      : undefined
}
