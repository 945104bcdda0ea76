/** `devtrail workspace create|list|settings`. */
import { listWorkspaces } from '../admin/workspaces.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { changeWorkspaceSettingsAs, createWorkspaceAs } from '../settings/workspaceSettings.js'
import { optionalPositiveInteger, table, UsageError, type Command } from './command.js'

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
      const workspace = await createWorkspaceAs(await store(), CLI_CALLER, positionals[0] ?? '')
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
        ? table(
            ['ID', 'NAME', 'CREATED'],
            workspaces.map((w) => [w.id, w.name, new Date(w.created_at).toISOString()]),
          )
        : 'No workspaces yet: devtrail workspace create <name>'
      return { json: { workspaces }, text }
    },
  },
  {
    name: 'workspace settings',
    summary: "change a workspace's activity-level and customer-fit thresholds and its retention period",
    usage: '<workspace-id> [--activity-high N] [--activity-medium N] [--fit-strong N] [--fit-moderate N] [--retention-days N]',
    help: [
      '--activity-high <N>    activities in 30 days for developer_activity HIGH (default 50)',
      '--activity-medium <N>  activities in 30 days for MEDIUM (default 10)',
      '--fit-strong <N>       developers active in 30 days for customer_fit STRONG (default 5)',
      '--fit-moderate <N>     developers active in 30 days for MODERATE (default 2)',
      '--retention-days <N>   delete activity older than N days at the hourly sweep (0 keeps it forever, the default)',
      'Without options it prints the current settings.',
    ],
    options: {
      'activity-high': { type: 'string' },
      'activity-medium': { type: 'string' },
      'fit-strong': { type: 'string' },
      'fit-moderate': { type: 'string' },
      'retention-days': { type: 'string' },
    },
    positionals: 1,
    run: async ({ positionals, values, store }) => {
      const retention = values['retention-days']
      if (retention !== undefined && (typeof retention !== 'string' || !/^\d{1,6}$/.test(retention))) {
        throw new UsageError(`--retention-days must be a whole number of days (got "${String(retention)}")`)
      }
      const { thresholds, retention_days: retentionDays } = await changeWorkspaceSettingsAs(await store(), CLI_CALLER, positionals[0] ?? '', {
        thresholds: {
          high: optionalPositiveInteger(values, 'activity-high'),
          medium: optionalPositiveInteger(values, 'activity-medium'),
          strongFit: optionalPositiveInteger(values, 'fit-strong'),
          moderateFit: optionalPositiveInteger(values, 'fit-moderate'),
        },
        ...(retention === undefined ? {} : { retentionDays: Number(retention) }),
      })
      const text = [
        `developer_activity: HIGH at ${thresholds.high}, MEDIUM at ${thresholds.medium} activities in 30 days`,
        `customer_fit: STRONG at ${thresholds.strongFit}, MODERATE at ${thresholds.moderateFit} developers active in 30 days`,
        `retention: ${retentionDays === null ? 'activity kept forever' : `activity older than ${retentionDays} days is deleted`}`,
      ].join('\n')
      return { json: { workspace_id: positionals[0], thresholds, retention_days: retentionDays }, text }
    },
  },
]
