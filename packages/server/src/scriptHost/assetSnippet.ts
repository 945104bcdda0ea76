/**
 * What to paste into a site for an asset: the script tag pinned to this tracker version with its
 * SRI hash, the npm loader call, and the CSP lines. Printed by `devtrail snippet`, answered by
 * `GET /assets/{asset_id}/snippet`.
 */
import { createHash } from 'node:crypto'
import type { Asset } from '../admin/assets.js'
import { DevtrailError } from '../errors.js'
import { builtTracker, loadTrackerScript } from './trackerScript.js'

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

/** An asset's snippets for a server reached at `baseUrl` (an origin), with the built tracker's version and SRI hash. */
export function assetSnippet(asset: Pick<Asset, 'id' | 'client_id'>, baseUrl: string) {
  const built = builtTracker()
  const script = built.path && built.version ? loadTrackerScript(built.path, built.version) : null
  if (!script) throw new DevtrailError('unavailable', 'the tracker script is not built: run `npm run build`')
  return {
    asset_id: asset.id,
    client_id: asset.client_id,
    version: script.version,
    ...trackerSnippets(baseUrl, asset.client_id, script.version, script.integrity),
  }
}
