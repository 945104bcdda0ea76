/** `devtrail list list|show|update|delete`: the lists users create through the data service, across users. */
import { deleteList, findList, listLists, updateList, type ListSummary } from '../lists/listAdmin.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
import type { Store } from '../store/store.js'
import { optionalString, type Command } from './command.js'
import { manageCommands } from './manageCommands.js'

const audited = (list: ListSummary) => ({ name: list.name, description: list.description })

/** Deletes a list and records it. */
async function deleteListAsCli(store: Store, id: string): Promise<ListSummary> {
  const list = await deleteList(store, id)
  await auditChange(store.db, CLI_CALLER, { workspaceId: list.workspace_id, action: 'list.delete', targetType: 'list', targetId: id, before: audited(list) })
  return list
}

/** The list commands. */
export const listCommands: Command[] = manageCommands<ListSummary>({
  noun: 'list',
  jsonKey: 'list',
  label: 'list',
  list: listLists,
  find: findList,
  remove: deleteListAsCli,
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
    apply: async (store, id, values) => {
      const name = optionalString(values, 'name')
      const description = typeof values.description === 'string' ? values.description : undefined
      const before = await findList(store, id)
      const after = await updateList(store, id, { ...(name ? { name } : {}), ...(description !== undefined ? { description } : {}) })
      await auditChange(store.db, CLI_CALLER, {
        workspaceId: after.workspace_id,
        action: 'list.update',
        targetType: 'list',
        targetId: id,
        before: audited(before),
        after: audited(after),
      })
      return after
    },
  },
})
