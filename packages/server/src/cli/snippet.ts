/**
 * `devtrail snippet --asset <id> --url <server URL>`: what to paste into a site: the script tag
 * pinned to this tracker version with its SRI hash, the npm loader call, and the CSP lines.
 */
import { getAsset } from '../admin/assets.js'
import { DevtrailError } from '../errors.js'
import { assetSnippet } from '../scriptHost/assetSnippet.js'
import { CliFailure, optionalString, requiredString, UsageError, type Command } from './command.js'

/** The snippet command. */
export const snippetCommand: Command = {
  name: 'snippet',
  summary: "print an asset's script tag (with SRI), npm loader call and CSP lines",
  usage: '--asset <id> [--url <server URL>]',
  help: ['--asset <id>       the asset', '--url <url>        the Devtrail server as browsers reach it (default http://localhost:8787)'],
  options: { asset: { type: 'string' }, url: { type: 'string' } },
  positionals: 0,
  run: async ({ values, store }) => {
    const assetId = requiredString(values, 'asset', '<id>')
    const url = optionalString(values, 'url') ?? 'http://localhost:8787'
    let base: string
    try {
      base = new URL(url).origin
    } catch {
      throw new UsageError(`--url must be a URL such as https://devtrail.example.com (got "${url}")`)
    }
    const asset = await getAsset(await store(), assetId)
    let snippets: ReturnType<typeof assetSnippet>
    try {
      snippets = assetSnippet(asset, base)
    } catch (error) {
      if (error instanceof DevtrailError) throw new CliFailure(error.message)
      throw error
    }
    const text = [
      `Script tag (pinned to tracker ${snippets.version}; the server keeps serving this version after upgrades):`,
      snippets.scriptTag,
      '',
      'Or with npm (npm install @devtrail/loader):',
      snippets.loader,
      '',
      'Content-Security-Policy directives to add:',
      `  ${snippets.csp.scriptSrc}`,
      `  ${snippets.csp.connectSrc}`,
    ].join('\n')
    return { json: snippets, text }
  },
}
