/**
 * `devtrail snippet --asset <id> --url <server URL>`: what to paste into a site: the script tag
 * pinned to this tracker version with its SRI hash, the npm loader call, and the CSP lines.
 */
import { createHash } from 'node:crypto'
import { getAsset } from '../admin/assets.js'
import { builtTracker, loadTrackerScript } from '../scriptHost/trackerScript.js'
import { CliFailure, optionalString, requiredString, UsageError, type Command } from './command.js'

/** The snippets for an asset whose Devtrail server is reached at `baseUrl`. */
export function trackerSnippets(baseUrl: string, clientId: string, version: string, integrity: string) {
  const scriptUrl = `${baseUrl}/tracker/${version}.js`
  // runs whether the tracker script loads before or after it; CSP allows it by its hash
  const init = `(function(s){function go(){window.Devtrail&&window.Devtrail.init({clientID:'${clientId}'})}window.Devtrail?go():s.addEventListener('load',go)})(document.getElementById('devtrail-tracker'))`
  const initHash = `sha256-${createHash('sha256').update(init).digest('base64')}`
  return {
    scriptTag: `<script id="devtrail-tracker" async src="${scriptUrl}" integrity="${integrity}" crossorigin="anonymous"></script>\n<script>${init}</script>`,
    loader: [
      "import { loadTrackerScript } from '@devtrail/loader'",
      '',
      `loadTrackerScript({ clientID: '${clientId}', scriptHost: '${baseUrl}' })`,
      `  .then((tracker) => tracker.init({ clientID: '${clientId}' }))`,
      "  .catch((error) => console.error('Devtrail failed to load', error))",
    ].join('\n'),
    csp: { scriptSrc: `script-src ${baseUrl} '${initHash}'`, connectSrc: `connect-src ${baseUrl}` },
    scriptUrl,
    integrity,
  }
}

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
    const built = builtTracker()
    const script = built.path && built.version ? loadTrackerScript(built.path, built.version) : null
    if (!script) throw new CliFailure('the tracker script is not built: run `npm run build`')
    const snippets = trackerSnippets(base, asset.client_id, script.version, script.integrity)
    const text = [
      `Script tag (pinned to tracker ${script.version}; the server keeps serving this version after upgrades):`,
      snippets.scriptTag,
      '',
      'Or with npm (npm install @devtrail/loader):',
      snippets.loader,
      '',
      'Content-Security-Policy directives to add:',
      `  ${snippets.csp.scriptSrc}`,
      `  ${snippets.csp.connectSrc}`,
    ].join('\n')
    return { json: { asset_id: asset.id, client_id: asset.client_id, version: script.version, ...snippets }, text }
  },
}
