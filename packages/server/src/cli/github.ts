/**
 * `devtrail github connect`: a webhook endpoint for a workspace and what to paste into GitHub;
 * `devtrail github hooks|disconnect`: a workspace's endpoints, and removing one (a leaked secret);
 * `devtrail github import`: a repository's stargazers or forks from a GitHub API export.
 */
import { existsSync } from 'node:fs'
import { importGithubExport } from '../github/githubImport.js'
import { listGithubHooks } from '../github/githubHooks.js'
import { connectGithubAs, disconnectGithubAs, GITHUB_WEBHOOK_EVENTS } from '../settings/githubSettings.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
import { optionalString, requiredString, UsageError, type Command } from './command.js'
import { secretBoxOf } from './identifyCommands.js'

function serverOrigin(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    throw new UsageError(`--url must be a URL such as https://devtrail.example.com (got "${url}")`)
  }
}

const progressBar = (done: number, total: number) => {
  const width = 30
  const filled = Math.round((done / (total || 1)) * width)
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`
}

/** The github commands. */
export const githubCommands: Command[] = [
  {
    name: 'github connect',
    summary: "create a GitHub webhook endpoint for a workspace and print GitHub's settings for it",
    usage: '--workspace <id> [--url <server URL>]',
    help: [
      '--workspace <id>  the workspace',
      '--url <url>       the Devtrail server as GitHub reaches it (default http://localhost:8787)',
      '',
      'Paste the printed Payload URL, content type and secret into the repository or organisation',
      'settings (Settings > Webhooks > Add webhook) and select the listed events. The secret is',
      'shown once here; run the command again for a new endpoint. It is stored encrypted: the server',
      'must use the same DEVTRAIL_SECRET_KEY (or data folder key file) as this command.',
    ],
    options: { workspace: { type: 'string' }, url: { type: 'string' } },
    positionals: 0,
    run: async (context) => {
      const workspaceId = requiredString(context.values, 'workspace', '<id>')
      const base = serverOrigin(optionalString(context.values, 'url') ?? 'http://localhost:8787')
      const connection = await connectGithubAs(await context.store(), secretBoxOf(context), CLI_CALLER, { workspaceId, baseUrl: base })
      const text = [
        "In GitHub: the repository's or organisation's Settings > Webhooks > Add webhook, then:",
        `  Payload URL:   ${connection.payload_url}`,
        '  Content type:  application/json',
        `  Secret:        ${connection.secret}`,
        `  Events:        Let me select individual events: ${GITHUB_WEBHOOK_EVENTS.join(', ')}`,
        '',
        'GitHub sends a ping when the webhook is saved; a green check under Recent Deliveries means it works.',
      ].join('\n')
      return { json: { ...connection }, text }
    },
  },
  {
    name: 'github hooks',
    summary: "list a workspace's GitHub webhook endpoints",
    usage: '--workspace <id>',
    help: ['--workspace <id>  the workspace'],
    options: { workspace: { type: 'string' } },
    positionals: 0,
    run: async (context) => {
      const hooks = await listGithubHooks(await context.store(), requiredString(context.values, 'workspace', '<id>'))
      const lines = hooks.map((hook) => `${hook.id}  created ${new Date(Number(hook.created_at)).toISOString()}`)
      return { json: { hooks }, text: lines.length ? lines.join('\n') : 'No GitHub webhook endpoints.' }
    },
  },
  {
    name: 'github disconnect',
    summary: 'remove a GitHub webhook endpoint: its deliveries are refused from then on',
    usage: '<hook-id>',
    help: [
      'To replace a leaked secret: `devtrail github connect` for a new endpoint, paste it into GitHub,',
      'then disconnect the old one. The activities it stored stay.',
    ],
    options: {},
    positionals: 1,
    run: async (context) => {
      const hook = await disconnectGithubAs(await context.store(), CLI_CALLER, context.positionals[0]!)
      return { json: { deleted: hook }, text: `Disconnected GitHub webhook ${hook.id}: its deliveries now answer 404.` }
    },
  },
  {
    name: 'github import',
    summary: "import a repository's stargazers or forks from a GitHub API export (JSON)",
    usage: '--workspace <id> --repo <owner/name> <file.json>',
    help: [
      '--workspace <id>      the workspace',
      '--repo <owner/name>   the repository the file lists',
      '',
      'The file is what the GitHub REST API answers, as one JSON array (or the pages of',
      '`gh api --paginate --slurp`):',
      '  stargazers: gh api -H "Accept: application/vnd.github.star+json" --paginate --slurp repos/OWNER/NAME/stargazers',
      '  forks:      gh api --paginate --slurp repos/OWNER/NAME/forks',
      'Each row becomes a STAR or FORK activity (source type GITHUB_IMPORT) of the GitHub login, at',
      'starred_at or created_at. Importing the same file again adds nothing.',
    ],
    options: { workspace: { type: 'string' }, repo: { type: 'string' } },
    positionals: 1,
    run: async ({ values, positionals, store, io }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const repo = requiredString(values, 'repo', '<owner/name>')
      const path = positionals[0] ?? ''
      if (!existsSync(path)) throw new UsageError(`file not found: ${path}`)
      const result = await importGithubExport(await store(), {
        workspaceId,
        repo,
        path,
        onProgress: (done, total) => io.stderr(`${progressBar(done, total)}\n`),
      })
      await auditChange((await store()).db, CLI_CALLER, {
        workspaceId,
        action: 'github.import',
        targetType: 'github_repo',
        targetId: repo,
        after: { rows: result.rows, imported: result.imported },
      })
      const kind = result.activity_type === 'STAR' ? 'stargazers' : 'forks'
      const text = `Imported ${result.rows} ${kind} of ${repo}: ${result.imported} new, ${result.rows - result.imported} already known.`
      return { json: { repo, ...result }, text }
    },
  },
]
