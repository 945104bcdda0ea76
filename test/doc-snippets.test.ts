/**
 * Code in the docs is code that compiles: every TypeScript block of the guides, and every block
 * marked `<!-- snippet: path -->` in the README, is the file it names, byte for byte, and those
 * files are type-checked by `npm run typecheck` (docs/guides/snippets/tsconfig.json).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const guides = join(root, 'docs', 'guides')
const snippets = join(guides, 'snippets')
const MARKER = /^<!-- snippet: (\S+) -->$/

/** Languages whose blocks in a guide must come from a checked file. */
const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'vue', 'astro'])

interface Block {
  language: string
  code: string
  /** The file named by a snippet marker on the line before the fence. */
  source: string | null
  line: number
}

/** The fenced code blocks of a markdown text. */
function blocksOf(markdown: string): Block[] {
  const lines = markdown.split('\n')
  const blocks: Block[] = []
  for (let index = 0; index < lines.length; index++) {
    const open = /^```(\S*)\s*$/.exec(lines[index]!)
    if (!open) continue
    const end = lines.indexOf('```', index + 1)
    if (end < 0) throw new Error(`unclosed code block at line ${index + 1}`)
    const source = MARKER.exec(lines[index - 1] ?? '')?.[1] ?? null
    blocks.push({ language: open[1] ?? '', code: `${lines.slice(index + 1, end).join('\n')}\n`, source, line: index + 1 })
    index = end
  }
  return blocks
}

/** Every file under `folder`, as paths relative to the repository. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [relative(root, join(folder, entry.name))],
  )
}

const guideFiles = readdirSync(guides).filter((file) => file.endsWith('.md'))
const documents = ['README.md', ...guideFiles.map((file) => `docs/guides/${file}`)]

describe('code blocks in the docs', () => {
  it.each(documents)('%s shows its snippet files as they are', (document) => {
    for (const block of blocksOf(readFileSync(join(root, document), 'utf8'))) {
      if (block.source) expect(block.code, `${document}:${block.line} differs from ${block.source}`).toBe(readFileSync(join(root, block.source), 'utf8'))
      else if (document.startsWith('docs/guides/')) {
        expect(CHECKED_LANGUAGES.has(block.language), `${document}:${block.line}: a ${block.language} block needs a <!-- snippet: --> file`).toBe(false)
      }
    }
  })

  it('uses every snippet file, and every guide is linked from the guides index', () => {
    const used = new Set(documents.flatMap((document) => blocksOf(readFileSync(join(root, document), 'utf8')).flatMap((block) => block.source ?? [])))
    const files = filesUnder(snippets).filter((file) => !file.endsWith('tsconfig.json') && !file.includes('/types/'))
    expect(files.filter((file) => !used.has(file))).toEqual([])
    const index = readFileSync(join(guides, 'README.md'), 'utf8')
    for (const file of guideFiles.filter((name) => name !== 'README.md')) expect(index, `docs/guides/README.md links ${file}`).toContain(`(${file})`)
  })
})
