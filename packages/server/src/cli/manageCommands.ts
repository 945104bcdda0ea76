/**
 * The list / show / update / delete commands every managed resource has (assets, keys, segments,
 * audiences, lists), built from the resource's repository functions so they behave alike.
 */
import type { Store } from '../store/store.js'
import { requiredString, table, UsageError, type Command, type OptionValues } from './command.js'

/** What a resource provides to get its four commands. */
export interface ManagedResource<T extends { id: string }> {
  /** The command noun, e.g. `segment`. */
  noun: string
  /** The JSON key of one item, e.g. `segment`. */
  jsonKey: string
  /** How the item is named in sentences, e.g. `segment`. */
  label: string
  /** The label's indefinite article where its first letter misleads (`a` user, `an` hour); else `an` before a vowel. */
  article?: 'a' | 'an'
  list: (store: Store, workspaceId: string) => Promise<T[]>
  find: (store: Store, id: string) => Promise<T>
  remove: (store: Store, id: string) => Promise<T>
  /** Table columns for `list`: header and cell. */
  columns: Array<[string, (item: T) => string]>
  /** Lines describing one item (show, update). */
  describe: (item: T) => string
  /** What `delete` adds after "Deleted ...". */
  deleteNote?: string
  /** The update command's options and how it applies them (absent: no update command). */
  update?: {
    usage: string
    help: string[]
    options: Command['options']
    apply: (store: Store, id: string, values: OptionValues) => Promise<T>
  }
}

/** The label with its indefinite article: `a segment`, `an asset`, `an API key`. */
function withArticle(resource: Pick<ManagedResource<{ id: string }>, 'label' | 'article'>): string {
  const article = resource.article ?? (/^[aeiou]/i.test(resource.label) ? 'an' : 'a')
  return `${article} ${resource.label}`
}

/** The list, show, update and delete commands of `resource`. */
export function manageCommands<T extends { id: string }>(resource: ManagedResource<T>): Command[] {
  const { noun, jsonKey, label } = resource
  const oneItem = withArticle(resource)
  const commands: Command[] = [
    {
      name: `${noun} list`,
      summary: `list a workspace's ${label}s`,
      usage: '--workspace <id>',
      help: ['--workspace <id>  the workspace'],
      options: { workspace: { type: 'string' } },
      positionals: 0,
      run: async ({ values, store }) => {
        const items = await resource.list(await store(), requiredString(values, 'workspace', '<id>'))
        const text = items.length
          ? table(
              resource.columns.map(([header]) => header),
              items.map((item) => resource.columns.map(([, cell]) => cell(item))),
            )
          : `No ${label}s in this workspace.`
        return { json: { [`${jsonKey}s`]: items }, text }
      },
    },
    {
      name: `${noun} show`,
      summary: `show one ${label}`,
      usage: `<${noun}-id>`,
      help: [],
      options: {},
      positionals: 1,
      run: async ({ positionals, store }) => {
        const item = await resource.find(await store(), positionals[0]!)
        return { json: { [jsonKey]: item }, text: resource.describe(item) }
      },
    },
    {
      name: `${noun} delete`,
      summary: `delete ${oneItem}`,
      usage: `<${noun}-id>`,
      help: [],
      options: {},
      positionals: 1,
      run: async ({ positionals, store }) => {
        const item = await resource.remove(await store(), positionals[0]!)
        return { json: { deleted: item }, text: `Deleted ${label} ${item.id}.${resource.deleteNote ? ` ${resource.deleteNote}` : ''}` }
      },
    },
  ]
  const { update } = resource
  if (update) {
    commands.splice(2, 0, {
      name: `${noun} update`,
      summary: `change ${oneItem}`,
      usage: `<${noun}-id> ${update.usage}`,
      help: update.help,
      options: update.options,
      positionals: 1,
      run: async ({ positionals, values, store }) => {
        const changes = Object.keys(update.options).filter((name) => values[name] !== undefined)
        if (changes.length === 0)
          throw new UsageError(
            `nothing to change: give ${Object.keys(update.options)
              .map((name) => `--${name}`)
              .join(' and/or ')}`,
          )
        const item = await update.apply(await store(), positionals[0]!, values)
        return { json: { [jsonKey]: item }, text: `Updated.\n${resource.describe(item)}` }
      },
    })
  }
  return commands
}
