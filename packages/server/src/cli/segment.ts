/** `devtrail segment create`: saved filters over accounts, developers or buyers. */
import { optionalString, requiredString, UsageError, type Command } from './command.js'

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
      const filterText = optionalString(values, 'filter') ?? '{}'
      let filter: unknown
      try {
        filter = JSON.parse(filterText)
      } catch (error) {
        throw new UsageError(`--filter is not valid JSON: ${(error as Error).message}`)
      }
      const description = optionalString(values, 'description')
      // loaded on use: the filter schemas are slow to load and most commands never need them
      const { createSegment } = await import('../segments/segment.js')
      const segment = await createSegment(await store(), {
        workspaceId,
        type: type as (typeof segmentTypes)[number],
        name,
        filter,
        ...(description === undefined ? {} : { description }),
      })
      return { json: { segment: { ...segment, description: description ?? '', filter } }, text: `Created ${segment.type} segment "${segment.name}": ${segment.id}` }
    },
  },
]
