/**
 * Team access in real Chromium against the real server (in-process, SQLite, a real port) and a real
 * OpenID provider: password sign-in and the Members page, invite -> accept -> role, CSRF refusal,
 * a removed member's open tab losing access on its next request, lockout then reset by link, TOTP
 * enrolment and sign-in, SSO sign-in, and axe-core on every new page. One browser for the file.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { TOTP } from 'otpauth'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareIdentityProvider, type TestIdentityProvider } from '../packages/server/test/oidcProvider.js'
import { createTeamApp, emailOf, PASSWORD, seedTeam, TestClock } from '../packages/server/test/teamAccess.js'
import { openStore, type Store } from '../packages/server/src/store/store.js'
import { createUserLink } from '../packages/server/src/users/userLinks.js'
import { findUserByEmail } from '../packages/server/src/users/users.js'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { seriousViolations } from './fixtures/axe.js'

describe('team access in Chromium', () => {
  let dir: string
  let store: Store
  let app: FastifyInstance
  let provider: TestIdentityProvider
  let browser: Browser
  let base: string
  let team: Awaited<ReturnType<typeof seedTeam>>
  const clock = new TestClock()
  const contexts: BrowserContext[] = []

  /** A fresh browser profile (its own cookies) with one page. */
  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } })
    contexts.push(context)
    return context.newPage()
  }
  const signIn = async (page: Page, email: string, password = PASSWORD) => {
    await page.goto(`${base}/dashboard/`)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  }
  const overview = (page: Page) => page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor()

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'devtrail-team-e2e-'))
    store = await openStore(`sqlite:${join(dir, 'devtrail.db')}`)
    team = await seedTeam(store)
    provider = await prepareIdentityProvider()
    app = await createTeamApp(store, clock, {
      lockout: { accountFailures: 3 },
      sso: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        allowedDomains: ['acme.test'],
        workspaceId: team.workspaceId,
        roleClaim: null,
        roleMapping: {},
        allowPrivateIssuer: true,
      },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await provider.start(`${base}/dashboard/auth/sso/callback`)
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
    await provider?.stop()
    await store?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  let inviteLink = ''
  let viewerPage: Page

  it('signs an owner in with a password; the owner invites with a role and gets a link to copy', async () => {
    const page = await newPage()
    await page.goto(`${base}/dashboard/`)
    await page.getByLabel('E-mail').waitFor()
    expect(await page.getByRole('link', { name: 'Sign in with SSO' }).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
    await signIn(page, emailOf('owner', team.workspaceId))
    await overview(page)
    const cookie = (await page.context().cookies()).find((each) => each.name === 'devtrail_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    await page.getByRole('link', { name: 'Members' }).click()
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor()
    await page.getByLabel('E-mail').fill('new.viewer@acme.test')
    await page.getByLabel('Role', { exact: true }).selectOption('viewer')
    await page.getByRole('button', { name: 'Invite' }).click()
    inviteLink = (await page.locator('[data-invitation-link]').textContent()) ?? ''
    expect(inviteLink).toMatch(/\/dashboard\/#\/link\/dti_/)
    await expect.poll(() => page.getByRole('button', { name: 'Revoke invitation for new.viewer@acme.test' }).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
  })

  it('accepts the invitation in another browser profile and joins as a viewer, who sees no Members control', async () => {
    viewerPage = await newPage()
    await viewerPage.goto(inviteLink)
    await viewerPage.getByRole('heading', { name: 'Join a workspace' }).waitFor()
    expect(await viewerPage.textContent('main')).toContain('as viewer')
    expect(await seriousViolations(viewerPage)).toEqual([])
    await viewerPage.getByLabel('Your name').fill('Vera')
    await viewerPage.getByLabel(/New password/).fill('short')
    await viewerPage.getByRole('button', { name: 'Accept invitation' }).click()
    // the browser refuses it first (minlength); a long common password reaches the server
    await viewerPage.getByLabel(/New password/).fill('qwerty123456')
    await viewerPage.getByRole('button', { name: 'Accept invitation' }).click()
    await expect.poll(() => viewerPage.getByRole('alert').textContent()).toContain('most common passwords')
    await viewerPage.getByLabel(/New password/).fill('violet harbour lamps 9')
    await viewerPage.getByRole('button', { name: 'Accept invitation' }).click()
    await overview(viewerPage)
    expect(await viewerPage.getByRole('link', { name: 'Members' }).count()).toBe(0)
    await viewerPage.getByRole('link', { name: 'Your account' }).click()
    await viewerPage.getByRole('heading', { name: 'Your account', level: 1 }).waitFor()
    expect(await viewerPage.textContent('main')).toContain('viewer of Acme')
    expect(await seriousViolations(viewerPage)).toEqual([])
  })

  it('refuses a state-changing request without the CSRF token, and the server refuses a viewer the Members API', async () => {
    const forged = await viewerPage.evaluate(async () => {
      const response = await fetch('/dashboard/me/sign-out', { method: 'POST' })
      return { status: response.status, body: await response.json() }
    })
    expect(forged.status).toBe(403)
    expect(forged.body.error.type).toBe('forbidden')
    const members = await viewerPage.evaluate(async () => (await fetch('/dashboard/members')).status)
    expect(members).toBe(403)
  })

  it("ends a removed member's open tab on its next request", async () => {
    const owner = await newPage()
    await signIn(owner, emailOf('owner', team.workspaceId))
    await overview(owner)
    await owner.goto(`${base}/dashboard/#/members`)
    await owner.getByRole('button', { name: 'Remove new.viewer@acme.test' }).click()
    await expect.poll(() => owner.getByRole('button', { name: 'Remove new.viewer@acme.test' }).count()).toBe(0)
    await viewerPage.getByRole('link', { name: 'Accounts', exact: true }).click()
    await expect.poll(() => viewerPage.locator('.notice').textContent()).toBe('Your session has ended: sign in again.')
    await viewerPage.getByLabel('E-mail').waitFor()
  })

  it('locks an account after repeated wrong passwords; a reset link sets a new password and signs in', async () => {
    const page = await newPage()
    const email = emailOf('admin', team.workspaceId)
    for (let attempt = 0; attempt < 3; attempt++) {
      await signIn(page, email, `wrong password ${attempt}00`)
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('wrong e-mail or password')
    }
    await signIn(page, email)
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('too many failed sign-ins')
    const user = await findUserByEmail(store, email)
    const { token } = await createUserLink(store, user?.id ?? '', 'reset')
    await page.goto(`${base}/dashboard/#/link/${token}`)
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByLabel(/New password/).fill('granite window seven 7')
    await page.getByRole('button', { name: 'Save password' }).click()
    await overview(page)
  })

  it('enrols TOTP with recovery codes, then asks for a code at the next sign-in', async () => {
    const page = await newPage()
    const email = emailOf('owner', team.workspaceId)
    await signIn(page, email)
    await overview(page)
    await page.getByRole('link', { name: 'Your account' }).click()
    await page.getByRole('button', { name: 'Set up two-factor codes' }).click()
    const secret = (await page.locator('[data-totp-secret]').textContent()) ?? ''
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
    await page.getByLabel('6-digit code').fill(totp.generate({ timestamp: clock.now() }))
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect.poll(() => page.locator('[data-recovery-codes] li').count()).toBe(10)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign out' }).click()
    // a code works once: the sign-in uses the next 30-second step's
    clock.advance(30_000)
    await signIn(page, email)
    await page.getByLabel('Code').fill(totp.generate({ timestamp: clock.now() }))
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Verify' }).click()
    await overview(page)
  })

  it('signs in with SSO at the OpenID provider and lands in the workspace of the allowed domain', async () => {
    provider.nextAccount = { sub: 'sso-ada', email: 'ada@acme.test', name: 'Ada' }
    const page = await newPage()
    await page.goto(`${base}/dashboard/`)
    await page.getByRole('link', { name: 'Sign in with SSO' }).click()
    await overview(page)
    await page.getByRole('link', { name: 'Your account' }).click()
    await expect.poll(() => page.textContent('main')).toContain('Signed in as ada@acme.test (Ada), viewer of Acme')
  })
})
