'use client'

import { useState } from 'react'

/** A code block with a copy button; `language` names the block's language, as highlighters do. */
export function CodeBlock({ language, code }: { language: string; code: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(code)
    setCopied(true)
  }
  return (
    <div className="code-block">
      <pre>
        <code className={`language-${language}`}>{code}</code>
      </pre>
      <button type="button" className="copy" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  )
}
