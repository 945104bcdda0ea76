/** `devtrail list list|show|update|delete`: the lists users create through the data service, across users. */
import { deleteList, findList, listLists, updateList, type ListSummary } from '../lists/listAdmin.js'
import { optionalString, type Command } from './command.js'
import { manageCommands } from './manageCommands.js'

/** The list commands. */
export const listCommands: Command[] = manageCommands<ListSummary>({
  noun: 'list',
  jsonKey: 'list',
  label: 'list',
  list: listLists,
  find: findList,
  remove: deleteList,
  columns: [
    ['ID', (list) => list.id],
    ['TYPE', (list) => list.type],
    ['NAME', (list) => list.name],
    ['CREATED BY', (list) => list.created_by],
    ['ROWS', (list) => String(list.rows)],
  ],
  describe: (list) =>
    [`${list.type} list "${list.name}" (${list.id}) of ${list.created_by}`, `Description: ${list.description || '-'}`, `Rows: ${list.rows}`].join('\n'),
  deleteNote: 'Its rows are gone with it.',
  update: {
    usage: '[--name <name>] [--description <text>]',
    help: ['--name <name>         a new name, unique within the workspace', '--description <text>  new free text'],
    options: { name: { type: 'string' }, description: { type: 'string' } },
    apply: (store, id, values) => {
      const name = optionalString(values, 'name')
      const description = typeof values.description === 'string' ? values.description : undefined
      return updateList(store, id, { ...(name ? { name } : {}), ...(description !== undefined ? { description } : {}) })
    },
  },
})
