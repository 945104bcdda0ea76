/**
 * docs/protocol.md cannot go stale: every numeric limit `@devtrail/core/protocol` exports is in its
 * limits table with the current value (and the table names no limit that is gone), and every event
 * type of the protocol, with each of its fields, is documented.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The source itself, not the build; imported by URL so the type check of test/ does not compile the
// browser sources under this folder's NodeNext rules.
const protocolSource = new URL('../packages/core/src/protocol.ts', import.meta.url).href
const protocol: Record<string, unknown> = await import(protocolSource)

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')
const doc = read('docs/protocol.md')
const source = read('packages/core/src/protocol.ts')
/** Where protocol.ts takes the identity types from. */
const types = read('packages/core/src/types.ts')

/** The text of the section under `heading` (a whole heading line), up to the next heading of its level or above. */
function section(text: string, heading: string): string {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => line.trim() === heading)
  if (start < 0) return ''
  const level = heading.indexOf(' ')
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && line.indexOf(' ') <= level)
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

/** The rows of the limits table: constant name and the number its value cell starts with. */
function limitRows(): Map<string, number> {
  const rows = new Map<string, number>()
  for (const match of section(doc, '## Limits').matchAll(/^\|\s*`(\w+)`\s*\|\s*([\d,_]+)/gm)) {
    rows.set(match[1]!, Number(match[2]!.replace(/[,_]/g, '')))
  }
  return rows
}

/** The fields of an interface declared in `text` (protocol.ts unless said), by name. */
function fieldsOf(name: string, text = source): string[] {
  const body = new RegExp(`export interface ${name}\\b[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(text)?.[1]
  if (body === undefined) throw new Error(`no interface ${name} is declared`)
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]!)
}

/** Each event interface of protocol.ts (`interface XEvent extends EventBase`) with its `type` literal. */
function eventInterfaces(): { name: string; type: string }[] {
  return [...source.matchAll(/export interface (\w+) extends EventBase \{([\s\S]*?)\n\}/g)].map((match) => ({
    name: match[1]!,
    type: /^ {2}type: '(\w+)'/m.exec(match[2]!)?.[1] ?? '',
  }))
}

const numericExports = Object.entries(protocol).filter((entry): entry is [string, number] => typeof entry[1] === 'number')

describe('docs/protocol.md', () => {
  it('lists every numeric limit of protocol.ts with its current value', () => {
    expect(numericExports.length).toBeGreaterThan(0)
    const rows = limitRows()
    const documented = Object.fromEntries(numericExports.map(([name]) => [name, rows.get(name)]))
    expect(documented).toEqual(Object.fromEntries(numericExports))
  })

  it('names no limit protocol.ts does not export', () => {
    expect([...limitRows().keys()].sort()).toEqual(numericExports.map(([name]) => name).sort())
  })

  it('documents every event type, each under its own heading with all of its fields', () => {
    const events = eventInterfaces()
    // the union the tracker sends: each of its members is one of the interfaces read above
    const union = /export type TrackerEvent = ([^\n]+)/
      .exec(source)?.[1]
      ?.split('|')
      .map((member) => member.trim())
    expect(union?.sort()).toEqual(events.map((event) => event.name).sort())
    for (const event of events) {
      expect(event.type, `${event.name} has a type literal`).toMatch(/^[A-Z_]+$/)
      const text = section(doc, `#### \`${event.type}\``)
      expect(text, `a "#### \`${event.type}\`" section`).not.toBe('')
      for (const field of fieldsOf(event.name).filter((field) => field !== 'type')) {
        expect(text, `${event.type}.${field}`).toContain(`\`${field}\``)
      }
    }
  })

  it('documents the envelope, the fields every event carries, the identity and the answer', () => {
    for (const name of ['EventBatch', 'EventBase', 'EventsResponse']) {
      for (const field of fieldsOf(name)) expect(doc, `${name}.${field}`).toContain(`\`${field}\``)
    }
    const identify = section(doc, '#### `IDENTIFY`')
    for (const name of ['Identity', 'OtherIdentity']) {
      for (const field of fieldsOf(name, types)) expect(identify, `${name}.${field}`).toContain(`\`${field}\``)
    }
  })
})
