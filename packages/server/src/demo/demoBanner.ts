/** The banner `devtrail start --demo` prints: where the demo pages are and how to query the data service. */
import type { DemoSetup } from './setupDemo.js'

/** The demo banner for a server reachable at `baseUrl` (`http://localhost:8787`); `keyFile` is where the key is kept. */
export function demoBanner(setup: DemoSetup, baseUrl: string, keyFile: string, dashboardLink: string): string {
  const curl = (path: string) => `  curl -H "x-api-key: ${setup.apiKey}" "${baseUrl}${path}"`
  return [
    '',
    `Devtrail is running at ${baseUrl} with the demo workspace (${setup.created ? 'created now' : 'from an earlier run'}).`,
    '',
    `Dashboard: ${baseUrl}/dashboard/`,
    `  sign in with the API key below, or once with this link (valid 15 minutes):`,
    `  ${dashboardLink}`,
    '',
    'Demo pages: browse, copy a command, sign in, and watch the activity panel:',
    `  Website  ${baseUrl}/demo/`,
    `  Docs     ${baseUrl}/demo/docs`,
    `  Product  ${baseUrl}/demo/app`,
    '',
    'Client IDs:',
    `  website  ${setup.clientIds.website}`,
    `  docs     ${setup.clientIds.docs}`,
    `  product  ${setup.clientIds.product}`,
    '',
    `Data-service API key (kept in ${keyFile}):`,
    `  ${setup.apiKey}`,
    '',
    'Try the data service:',
    curl('/segments'),
    curl(`/segment/${setup.segmentIds.account}/accounts`),
    curl(`/segment/${setup.segmentIds.developer}/developers`),
    curl(`/segment/${setup.segmentIds.buyer}/buyers`),
    curl('/audiences'),
    curl(`/audiences/${setup.audienceId}/members?page=1`),
    `  OpenAPI document: ${baseUrl}/openapi.json`,
    '',
    'Stop with Ctrl+C.',
  ].join('\n')
}
