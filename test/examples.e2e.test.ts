/**
 * The examples of `examples/`, end to end: each is built for production (all builds at once),
 * served, and driven in Chromium against a real Devtrail server, then read back through the data
 * service. Per example: exactly one page visit per navigation, copies from the site's own copy
 * buttons classified right (COPY_COMMAND vs COPY_CODE), the sign-in linking the person, no
 * Content Security Policy violation under a policy that names no host but Devtrail's, and the
 * rejected-load handler logging a blocked tracker.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { DataService, waitFor, type AccountActivity } from './fixtures/examples/dataService.js'
import { startDevtrailServer, type DevtrailServer } from './fixtures/examples/devtrailServer.js'
import { freePort } from '../packages/server/test/freePort.js'
import { buildExample, EXAMPLES, type ExampleName, serveExample, type ServedExample } from './fixtures/examples/exampleApps.js'
import { SCENARIOS } from './fixtures/examples/scenarios.js'
import { policyHosts, SiteVisit } from './fixtures/examples/siteVisit.js'

// DEVTRAIL_EXAMPLES=next,vue-vite builds and drives only those examples (all by default)
const names = (process.env.DEVTRAIL_EXAMPLES?.split(',') ?? Object.keys(EXAMPLES)).filter((name): name is ExampleName => name in EXAMPLES)

describe('examples', () => {
  let server: DevtrailServer
  let dataService: DataService
  let browser: Browser
  const served = new Map<ExampleName, ServedExample>()

  beforeAll(async () => {
    const ports = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await freePort()] as const))) as Record<ExampleName, number>
    server = await startDevtrailServer(
      await freePort(),
      names.map((name) => ({ name, kind: EXAMPLES[name].kind, origin: `http://127.0.0.1:${ports[name]}` })),
    )
    dataService = new DataService(server.url, server.apiKey)
    const envOf = (name: ExampleName) => ({ CLIENT_ID: server.clientIds[name]!, DEVTRAIL_URL: server.url })
    const started = await Promise.allSettled(
      names.map(async (name) => {
        await buildExample(name, envOf(name))
        served.set(name, await serveExample(name, ports[name], envOf(name)))
      }),
    )
    const failed = started.filter((result) => result.status === 'rejected')
    if (failed.length)
      throw new AggregateError(
        failed.map((result) => result.reason),
        failed.map((result) => String(result.reason)).join('\n\n'),
      )
    browser = await launchChromium()
  }, 360_000)

  afterAll(async () => {
    await browser?.close()
    await Promise.all([...served.values()].map((example) => example.stop()))
    await server?.stop()
  })

  describe.each(names)('%s', (name) => {
    const person = { email: `ada@${name}-example.dev`, firstname: 'Ada', lastname: 'Lovelace' }
    const domain = `${name}-example.dev`

    it('records one page visit per navigation, classifies its copies, links the person, and breaks no CSP', async () => {
      const site = served.get(name)!
      const context = await browser.newContext({ userAgent: DESKTOP_UA })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
      const visit = await SiteVisit.start(context, site.url)
      await SCENARIOS[name](visit, person)
      const policy = await visit.policy()
      await visit.close()
      await context.close()

      const accountId = await waitFor(`the account ${domain}`, async () => (await dataService.accountId(domain)) ?? undefined)
      let seen: AccountActivity[] = []
      const activities = await waitFor(
        'every page visit and copy',
        async () => {
          seen = await dataService.accountActivities(accountId)
          const pages = new Set(seen.filter((row) => row.activity_type === 'PAGE_VISIT').map((row) => row.page))
          const copied = new Set(seen.map((row) => row.copied_text))
          return visit.visits.every((url) => pages.has(url)) && visit.copies.every((copy) => copied.has(copy.text)) ? seen : undefined
        },
        () => seen,
      )
      const source = EXAMPLES[name].kind === 'docs' ? 'DOCS' : 'PRODUCT'
      const visits = activities.filter((row) => row.activity_type === 'PAGE_VISIT')
      expect(visits.map((row) => row.page).sort()).toEqual([...visit.visits].sort())
      expect(new Set(visits.map((row) => row.activity_source))).toEqual(new Set([source]))
      const copies = activities.filter((row) => row.activity_type.startsWith('COPY_'))
      expect(copies.map((row) => ({ text: row.copied_text, type: row.activity_type })).sort((a, b) => a.text!.localeCompare(b.text!))).toEqual(
        [...visit.copies].sort((a, b) => a.text.localeCompare(b.text)),
      )

      // the sign-in (identify) made the person known, with everything they did before it
      const developers = await dataService.accountDevelopers(accountId)
      expect(developers.map((developer) => [developer.developer_business_email, developer.developer_name])).toEqual([[person.email, 'Ada Lovelace']])
      const developerId = developers[0]!.id
      expect(new Set(activities.map((row) => row.developer_id))).toEqual(new Set([developerId]))
      const ofDeveloper = await dataService.developerActivities(developerId)
      expect(ofDeveloper.filter((row) => row.activity_type === 'PAGE_VISIT')).toHaveLength(visit.visits.length)
      expect(ofDeveloper.filter((row) => row.activity_type.startsWith('COPY_')).map((row) => row.copied_text)).toHaveLength(visit.copies.length)

      // the policy is in force, names no host but Devtrail's, and nothing broke it
      expect(policy).not.toBeNull()
      const { hosts, directives } = policyHosts(policy!)
      expect(hosts).toEqual('firstPartyProxy' in EXAMPLES[name] ? [] : [server.url])
      expect(directives).toEqual(expect.arrayContaining(['script-src', 'connect-src']))
      expect(visit.cspViolations).toEqual([])
      expect(visit.consoleErrors).toEqual([])
    }, 120_000)

    it('logs a tracker that cannot load, and the site keeps working', async () => {
      const site = served.get(name)!
      const context = await browser.newContext({ userAgent: DESKTOP_UA })
      await context.route(/\/tracker(\/[^/]+)?\.js$/, (route) => route.abort('blockedbyclient'))
      const visit = await SiteVisit.start(context, site.url)
      await visit.open('/')
      await expect.poll(() => visit.consoleErrors.filter((text) => text.startsWith('Devtrail failed to load')), { timeout: 15_000 }).toHaveLength(1)
      expect(await visit.page.locator('pre code').first().isVisible()).toBe(true)
      await context.close()
    })
  })
})
