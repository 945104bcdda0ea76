import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createMailer } from '../../email/createMailer.js'
import { invitationMailerOf } from '../../email/invitationEmail.js'
import type { Store } from '../../store/store.js'
import { startSmtpServer } from '../../../test/smtpServer.js'
import { createTestStore } from '../../../test/stores.js'
import { createTeamApp, emailOf, seedTeam, signInMember, TestClock } from '../../../test/teamAccess.js'

describe('invitations by e-mail', () => {
  let store: Store
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let app: FastifyInstance
  let workspaceId: string

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    smtp = await startSmtpServer()
    ;({ workspaceId } = await seedTeam(store, 'Acme <Labs> & "Friends"'))
    const mailer = createMailer({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'alerts',
      password: 's3cret',
      from: 'Devtrail <team@devtrail.example.com>',
    })
    app = await createTeamApp(store, new TestClock(), { mailer: invitationMailerOf(mailer) })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
    await store?.close()
  })

  it('mails the invited person the one-time link the owner asked to see too, with text and HTML parts', async () => {
    const owner = await signInMember(app, emailOf('owner', workspaceId))
    const answer = await owner.request({
      method: 'POST',
      url: '/dashboard/invitations',
      payload: { email: 'new.hire@acme.test', role: 'admin', show_link: true },
    })
    expect(answer.statusCode).toBe(201)
    const { link } = answer.json().data as { link: string }
    expect(link).toMatch(/#\/link\/dti_/)
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1)
    const [{ from, to, mail }] = smtp.received as [(typeof smtp.received)[number]]
    expect(from).toBe('team@devtrail.example.com')
    expect(to).toEqual(['new.hire@acme.test'])
    expect(mail.subject).toBe('You are invited to Acme <Labs> & "Friends" on Devtrail')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('as admin')
    // the workspace name is text in the HTML part, never markup; the link is the same one
    expect(mail.html).toContain('Acme &#60;Labs&#62; &#38; &#34;Friends&#34;')
    expect(mail.html).not.toContain('<Labs>')
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`)
  })
})
