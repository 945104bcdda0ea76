/** `devtrail workspace create|list|settings`. */
import { createWorkspace, listWorkspaces, updateWorkspaceThresholds } from '../admin/workspaces.js'
import { optionalPositiveInteger, table, type Command } from './command.js'

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
  {
    name: 'workspace settings',
    summary: "change a workspace's activity-level and customer-fit thresholds",
    usage: '<workspace-id> [--activity-high N] [--activity-medium N] [--fit-strong N] [--fit-moderate N]',
    help: [
      '--activity-high <N>    activities in 30 days for developer_activity HIGH (default 50)',
      '--activity-medium <N>  activities in 30 days for MEDIUM (default 10)',
      '--fit-strong <N>       developers active in 30 days for customer_fit STRONG (default 5)',
      '--fit-moderate <N>     developers active in 30 days for MODERATE (default 2)',
      'Without options it prints the current thresholds.',
    ],
    options: {
      'activity-high': { type: 'string' },
      'activity-medium': { type: 'string' },
      'fit-strong': { type: 'string' },
      'fit-moderate': { type: 'string' },
    },
    positionals: 1,
    run: async ({ positionals, values, store }) => {
      const thresholds = await updateWorkspaceThresholds(await store(), positionals[0] ?? '', {
        high: optionalPositiveInteger(values, 'activity-high'),
        medium: optionalPositiveInteger(values, 'activity-medium'),
        strongFit: optionalPositiveInteger(values, 'fit-strong'),
        moderateFit: optionalPositiveInteger(values, 'fit-moderate'),
      })
      const text = [
        `developer_activity: HIGH at ${thresholds.high}, MEDIUM at ${thresholds.medium} activities in 30 days`,
        `customer_fit: STRONG at ${thresholds.strongFit}, MODERATE at ${thresholds.moderateFit} developers active in 30 days`,
      ].join('\n')
      return { json: { workspace_id: positionals[0], thresholds }, text }
    },
  },
]
