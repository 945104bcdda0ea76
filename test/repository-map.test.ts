/**
 * The repository explains itself: no file in it cites a document kept outside it, and every file,
 * folder and heading the map pages link to or name (the architecture page, the protocol page, the
 * ADR index, CONTRIBUTING.md) exists, so a newcomer following them never lands on nothing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The pages that name paths of the repository. */
const MAP_PAGES = ['docs/architecture.md', 'docs/protocol.md', 'docs/adr/README.md', 'CONTRIBUTING.md']

/** Where a path named in a page may start: the repository root, or the server's sources (the pages say which). */
const PATH_BASES = ['', 'packages/server/src']

// Built from parts, so this file does not cite what it looks for.
const OUTSIDE_CITATIONS: { what: string; pattern: RegExp }[] = [
  { what: 'a design document kept outside the repository', pattern: new RegExp(['DESIGN', 'md'].join('\\.')) },
  // a sibling source module imported by a relative path is fine; a capitalised document beside the repository is not
  { what: 'a document in a folder outside the repository', pattern: new RegExp(`\\.\\./${'sha'}${'red'}/[A-Z]`) },
  { what: 'an absolute path outside the repository', pattern: new RegExp(`/${'wo'}rk/${'sha'}red\\b`) },
]

/** Every file git tracks or would track (untracked files that are not ignored), relative to the root. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
  return listed
    .toString('utf8')
    .split('\0')
    .filter((path) => path !== '' && !path.split('/').includes('node_modules') && existsSync(join(root, path)) && statSync(join(root, path)).isFile())
}

/** A file's text, or null for a binary file (a NUL byte in its first 8 KB). */
function textOf(path: string): string | null {
  const bytes = readFileSync(join(root, path))
  return bytes.subarray(0, 8192).includes(0) ? null : bytes.toString('utf8')
}

/** GitHub's anchor of a heading: lower case, punctuation removed, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors of a Markdown file's headings. */
function anchorsOf(path: string): Set<string> {
  const text = readFileSync(path, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)))
}

/** Relative link targets of a Markdown page (`[text](target)`), outside code blocks. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target))
}

/**
 * Repository paths a page names in code spans: at least two segments, ending in a file extension or
 * a slash. Placeholders (`<module>`, `{core,loader}`, `*`), URLs and package names are not paths.
 */
function namedPathsOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '')
  return [...prose.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!).filter((token) => /^[\w.-]+(?:\/[\w.-]+)+(?:\.[a-z]{2,4}|\/)$/.test(token))
}

describe('the repository map', () => {
  it('has no file citing a document kept outside the repository', () => {
    const files = repositoryFiles()
    expect(files.length).toBeGreaterThan(100)
    const citations: string[] = []
    for (const path of files) {
      const text = textOf(path)
      if (text === null) continue
      text.split('\n').forEach((line, index) => {
        for (const { what, pattern } of OUTSIDE_CITATIONS) {
          if (pattern.test(line)) citations.push(`${path}:${index + 1} cites ${what}: ${line.trim().slice(0, 160)}`)
        }
      })
    }
    expect(citations).toEqual([])
  })

  it.each(MAP_PAGES)('%s links only to files, folders and headings that exist', (page) => {
    const pagePath = join(root, page)
    const broken: string[] = []
    for (const link of linksOf(readFileSync(pagePath, 'utf8'))) {
      const [target = '', anchor] = link.split('#')
      const file = target === '' ? pagePath : join(dirname(pagePath), decodeURIComponent(target))
      if (!existsSync(file)) broken.push(`${link}: no such file`)
      else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) broken.push(`${link}: no such heading in ${relative(root, file)}`)
    }
    expect(broken).toEqual([])
  })

  it.each(MAP_PAGES)('%s names only paths that exist', (page) => {
    const missing = namedPathsOf(readFileSync(join(root, page), 'utf8')).filter((path) => !PATH_BASES.some((base) => existsSync(join(root, base, path))))
    expect(missing).toEqual([])
  })
})
