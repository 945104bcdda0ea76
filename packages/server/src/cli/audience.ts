/** `devtrail audience create|refresh|list|show|update|delete`: buyer audiences built from a BUYER segment. */
import { findAudience, listAudiences, type AudienceInfo } from '../audiences/audienceAdmin.js'
import { createAudienceAs, deleteAudienceAs, updateAudienceAs } from '../settings/segmentSettings.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
import { optionalPositiveInteger, optionalString, requiredString, stringList, UsageError, type Command } from './command.js'
import { manageCommands } from './manageCommands.js'

/** The audience commands. */
export const audienceCommands: Command[] = [
  {
    name: 'audience create',
    summary: 'create an audience from a BUYER segment and fill it',
    usage:
      '--workspace <id> --segment <id> --name <name> [--designation a,b] [--location ...] [--job-function ...] [--seniority ...] [--limit N] [--verified-only] [--auto-refresh] [--created-by <email>]',
    help: [
      '--workspace <id>       the workspace',
      '--segment <id>         the BUYER segment it is built from',
      '--name <name>          unique within the workspace',
      '--designation <list>   job titles (comma-separated or repeated)',
      '--location <list>      countries or states',
      '--job-function <list>  job functions',
      '--seniority <list>     seniorities',
      '--limit <N>            most members (default 1000)',
      '--verified-only        only contacts with a verified e-mail',
      '--auto-refresh         mark it for periodic refresh',
      '--created-by <email>   who created it (default: $USER)',
    ],
    options: {
      workspace: { type: 'string' },
      segment: { type: 'string' },
      name: { type: 'string' },
      designation: { type: 'string', multiple: true },
      location: { type: 'string', multiple: true },
      'job-function': { type: 'string', multiple: true },
      seniority: { type: 'string', multiple: true },
      limit: { type: 'string' },
      'verified-only': { type: 'boolean' },
      'auto-refresh': { type: 'boolean' },
      'created-by': { type: 'string' },
    },
    positionals: 0,
    run: async ({ values, store, io }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const filter = {
        designation: stringList(values, 'designation'),
        location: stringList(values, 'location'),
        job_function: stringList(values, 'job-function'),
        seniority: stringList(values, 'seniority'),
      }
      const limit = optionalPositiveInteger(values, 'limit')
      const audience = await createAudienceAs(await store(), CLI_CALLER, {
        workspaceId,
        segmentId: requiredString(values, 'segment', '<id>'),
        name: requiredString(values, 'name', '<name>'),
        filter,
        ...(limit === undefined ? {} : { limit }),
        verifiedOnly: values['verified-only'] === true,
        autoRefresh: values['auto-refresh'] === true,
        createdBy: optionalString(values, 'created-by') ?? io.env.USER ?? 'cli',
      })
      return { json: { audience: { ...audience, filter } }, text: `Created audience ${audience.id} with ${audience.count} members.` }
    },
  },
  {
    name: 'audience refresh',
    summary: "recompute an audience's members from its segment",
    usage: '<audience-id> --workspace <id>',
    help: ['--workspace <id>  the workspace'],
    options: { workspace: { type: 'string' } },
    positionals: 1,
    run: async ({ values, positionals, store }) => {
      const { refreshAudience } = await import('../audiences/audience.js')
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const audience = await refreshAudience(await store(), workspaceId, positionals[0] ?? '')
      await auditChange((await store()).db, CLI_CALLER, {
        workspaceId,
        action: 'audience.refresh',
        targetType: 'audience',
        targetId: audience.id,
        after: { count: audience.count },
      })
      return { json: { audience }, text: `Refreshed audience ${audience.id}: ${audience.count} members.` }
    },
  },
  ...manageCommands<AudienceInfo>({
    noun: 'audience',
    jsonKey: 'audience',
    label: 'audience',
    list: listAudiences,
    find: findAudience,
    remove: (store, id) => deleteAudienceAs(store, CLI_CALLER, id),
    columns: [
      ['ID', (audience) => audience.id],
      ['NAME', (audience) => audience.name],
      ['SEGMENT', (audience) => audience.source_id],
      ['MEMBERS', (audience) => String(audience.count)],
      ['LIMIT', (audience) => String(audience.limit)],
    ],
    describe: (audience) =>
      [
        `Audience "${audience.name}" (${audience.id}) from segment ${audience.source_id}`,
        `Members: ${audience.count} (limit ${audience.limit}${audience.verified_only ? ', verified e-mails only' : ''})`,
        `Filter: ${JSON.stringify(audience.filter)}`,
        `Auto refresh: ${audience.auto_refresh ? 'on' : 'off'}`,
      ].join('\n'),
    update: {
      usage: '[--name <name>] [--auto-refresh on|off]',
      help: ['--name <name>           a new name, unique within the workspace', '--auto-refresh on|off   refresh the members periodically'],
      options: { name: { type: 'string' }, 'auto-refresh': { type: 'string' } },
      apply: (store, id, values) => {
        const name = optionalString(values, 'name')
        const autoRefresh = optionalString(values, 'auto-refresh')
        if (autoRefresh !== undefined && autoRefresh !== 'on' && autoRefresh !== 'off')
          throw new UsageError(`--auto-refresh must be on or off (got "${autoRefresh}")`)
        return updateAudienceAs(store, CLI_CALLER, id, { ...(name ? { name } : {}), ...(autoRefresh ? { autoRefresh: autoRefresh === 'on' } : {}) })
      },
    },
  }),
]
