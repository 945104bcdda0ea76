/** `devtrail workspace create|list`. */
import { createWorkspace, listWorkspaces } from '../admin/workspaces.js'
import { table, type Command } from './command.js'

/** The workspace commands. */
export const workspaceCommands: Command[] = [
  {
    name: 'workspace create',
    summary: 'create a workspace',
    usage: '<name>',
    help: [],
    options: {},
    positionals: 1,
    run: async ({ positionals, store }) => {
      const workspace = await createWorkspace(await store(), positionals[0] ?? '')
      return { json: { workspace }, text: `Created workspace "${workspace.name}": ${workspace.id}` }
    },
  },
  {
    name: 'workspace list',
    summary: 'list every workspace',
    usage: '',
    help: [],
    options: {},
    positionals: 0,
    run: async ({ store }) => {
      const workspaces = await listWorkspaces(await store())
      const text = workspaces.length
        ? table(['ID', 'NAME', 'CREATED'], workspaces.map((w) => [w.id, w.name, new Date(w.created_at).toISOString()]))
        : 'No workspaces yet: devtrail workspace create <name>'
      return { json: { workspaces }, text }
    },
  },
]
