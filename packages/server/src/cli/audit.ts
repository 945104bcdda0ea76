/** `devtrail audit --workspace <id> [--since <time>] [--format text|csv]`: a workspace's audit log. */
import { getWorkspace } from '../admin/workspaces.js'
import { listAuditEvents, type AuditEvent } from '../audit/auditLog.js'
import { auditCsvLines } from '../audit/auditCsv.js'
import { optionalString, requiredString, table, UsageError, type Command } from './command.js'
import { parseDuration } from './duration.js'

const EVENTS_PER_READ = 1000

/** `--since`: an ISO date or time (`2026-01-31`, `2026-01-31T12:00:00Z`) or a duration back from now (`24h`, `7d`). */
function sinceOf(value: string, now: number): number {
  if (/^\d+[smhd]$/.test(value)) return now - parseDuration('since', value)
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw new UsageError(`--since must be a date such as 2026-01-31, a time, or a duration such as 7d (got "${value}")`)
  return time
}

/** The audit command. */
export const auditCommand: Command = {
  name: 'audit',
  summary: "print a workspace's audit log (every change, newest first)",
  usage: '--workspace <id> [--since <date|duration>] [--format text|csv]',
  help: [
    '--workspace <id>   the workspace',
    '--since <when>     only changes from then on: 2026-01-31, an ISO time, or 24h / 7d back from now',
    '--format <format>  text (default) or csv (the columns of GET /export/audit.csv)',
  ],
  options: { workspace: { type: 'string' }, since: { type: 'string' }, format: { type: 'string' } },
  positionals: 0,
  run: async ({ values, store }) => {
    const workspaceId = requiredString(values, 'workspace', '<id>')
    const format = optionalString(values, 'format') ?? 'text'
    if (format !== 'text' && format !== 'csv') throw new UsageError(`--format must be text or csv (got "${format}")`)
    const sinceText = optionalString(values, 'since')
    const since = sinceText === undefined ? undefined : sinceOf(sinceText, Date.now())
    const opened = await store()
    await getWorkspace(opened, workspaceId)
    const events: AuditEvent[] = []
    for (let offset = 0; ; offset += EVENTS_PER_READ) {
      const page = await listAuditEvents(opened.db, { workspaceId, ...(since === undefined ? {} : { since }), limit: EVENTS_PER_READ, offset })
      events.push(...page.events)
      if (page.events.length < EVENTS_PER_READ) break
    }
    const text =
      format === 'csv'
        ? auditCsvLines(events).join('').trimEnd()
        : events.length
          ? table(
              ['WHEN', 'WHO', 'ACTION', 'TARGET', 'ADDRESS'],
              events.map((event) => [
                new Date(event.at).toISOString(),
                event.actor_label,
                event.action,
                `${event.target_type} ${event.target_id ?? ''}`.trim(),
                event.address ?? '',
              ]),
            )
          : 'No changes recorded.'
    return { json: { events }, text }
  },
}
