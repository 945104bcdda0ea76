/** `devtrail segment create|list|show|update|delete`: saved filters over accounts, developers or buyers. */
import { findSegment, listSegments, type SegmentInfo } from '../segments/segmentAdmin.js'
import { createSegmentAs, deleteSegmentAs, updateSegmentAs } from '../settings/segmentSettings.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { optionalString, requiredString, UsageError, type Command } from './command.js'
import { manageCommands } from './manageCommands.js'

function parseFilter(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new UsageError(`--filter is not valid JSON: ${(error as Error).message}`)
  }
}

const segmentTypes = ['ACCOUNT', 'DEVELOPER', 'BUYER'] as const

/** The segment commands. */
export const segmentCommands: Command[] = [
  {
    name: 'segment create',
    summary: 'create a segment (a saved filter)',
    usage: "--workspace <id> --type ACCOUNT|DEVELOPER|BUYER --name <name> [--description <text>] [--filter '<json>']",
    help: [
      '--workspace <id>      the workspace',
      '--type <type>         ACCOUNT, DEVELOPER or BUYER',
      '--name <name>         unique within the workspace',
      '--description <text>  free text',
      `--filter '<json>'     the saved filter, e.g. '{"country":["US"]}' (default {}: every member)`,
    ],
    options: { workspace: { type: 'string' }, type: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' }, filter: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const type = requiredString(values, 'type', 'ACCOUNT|DEVELOPER|BUYER').toUpperCase()
      if (!segmentTypes.includes(type as (typeof segmentTypes)[number])) {
        throw new UsageError(`--type must be ACCOUNT, DEVELOPER or BUYER (got "${type}")`)
      }
      const name = requiredString(values, 'name', '<name>')
      const filter = parseFilter(optionalString(values, 'filter') ?? '{}')
      const description = optionalString(values, 'description')
      const segment = await createSegmentAs(await store(), CLI_CALLER, {
        workspaceId,
        type: type as (typeof segmentTypes)[number],
        name,
        filter,
        ...(description === undefined ? {} : { description }),
      })
      return {
        json: { segment: { ...segment, description: description ?? '', filter } },
        text: `Created ${segment.type} segment "${segment.name}": ${segment.id}`,
      }
    },
  },
  ...manageCommands<SegmentInfo>({
    noun: 'segment',
    jsonKey: 'segment',
    label: 'segment',
    list: listSegments,
    find: findSegment,
    remove: (store, id) => deleteSegmentAs(store, CLI_CALLER, id),
    columns: [
      ['ID', (segment) => segment.id],
      ['TYPE', (segment) => segment.type],
      ['NAME', (segment) => segment.name],
      ['FILTER', (segment) => JSON.stringify(segment.filter)],
    ],
    describe: (segment) =>
      [
        `${segment.type} segment "${segment.name}" (${segment.id})`,
        `Description: ${segment.description || '-'}`,
        `Filter: ${JSON.stringify(segment.filter)}`,
      ].join('\n'),
    update: {
      usage: "[--name <name>] [--description <text>] [--filter '<json>']",
      help: [
        '--name <name>         a new name, unique within the workspace',
        '--description <text>  new free text',
        "--filter '<json>'     a new saved filter (checked against the segment's type)",
      ],
      options: { name: { type: 'string' }, description: { type: 'string' }, filter: { type: 'string' } },
      apply: (store, id, values) => {
        const name = optionalString(values, 'name')
        const description = typeof values.description === 'string' ? values.description : undefined
        const filter = optionalString(values, 'filter')
        return updateSegmentAs(store, CLI_CALLER, id, {
          ...(name ? { name } : {}),
          ...(description !== undefined ? { description } : {}),
          ...(filter ? { filter: parseFilter(filter) } : {}),
        })
      },
    },
  }),
]
