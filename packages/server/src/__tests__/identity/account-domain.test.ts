/**
 * One company, one account: the registrable domain decides (public suffix list), for sign-ins,
 * contact imports and account lookups alike, on both stores; free-mail, disposable and no-reply
 * domains make no account however they arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountDomainOf, accountDomainOfEmail } from '../../accounts/accountDomain.js'
import { upsertContacts } from '../../contacts/upsertContacts.js'
import type { Store } from '../../store/store.js'
import { createDataServiceApp, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import type { ContactInput } from '../../contacts/contactRow.js'

describe('account domain rule', () => {
  it('reduces hosts to their registrable domain and refuses domains that name no company', () => {
    expect(accountDomainOf('eng.initrode.com')).toBe('initrode.com')
    expect(accountDomainOf('https://WWW.Eng.Initrode.com/careers?x=1')).toBe('initrode.com')
    expect(accountDomainOf('research.acme.co.uk')).toBe('acme.co.uk')
    expect(accountDomainOf('bücher.de')).toBe('xn--bcher-kva.de')
    expect(accountDomainOf('acme.github.io')).toBe('acme.github.io')
    for (const none of ['gmail.com', 'mail.yahoo.com', 'mailinator.com', 'users.noreply.github.com', 'co.uk', 'localhost', 'not a domain', '']) {
      expect(accountDomainOf(none), none).toBeNull()
    }
    expect(accountDomainOfEmail('peter@eng.initrode.com')).toBe('initrode.com')
    expect(accountDomainOfEmail('12345+octo@users.noreply.github.com')).toBeNull()
  })
})

describe.each(dialects)('accounts from contacts on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('puts contacts of a subdomain in the company account, and free-mail contacts in none', async () => {
    const { workspaceId, key } = await seedWorkspace(store, 'Domains')
    const contact = (email: string, company_domain: string): ContactInput => ({
      email,
      full_name: '',
      designation: '',
      seniority: '',
      job_function: '',
      state: '',
      country: '',
      email_verified: false,
      company_domain,
      tags: '',
    })
    await upsertContacts(store, workspaceId, [
      contact('peter@eng.initrode.com', 'eng.initrode.com'),
      contact('mia@initrode.com', 'initrode.com'),
      contact('joe@gmail.com', 'gmail.com'),
    ])
    const accounts = await store.db.selectFrom('accounts').select('domain').where('workspace_id', '=', workspaceId).execute()
    expect(accounts.map((row) => row.domain)).toEqual(['initrode.com'])
    const linked = await store.db.selectFrom('contacts').select(['email', 'account_id']).where('workspace_id', '=', workspaceId).orderBy('email').execute()
    expect(linked.map((row) => row.account_id !== null)).toEqual([false, true, true])
    const app = await createDataServiceApp(store)
    const lookup = await app.inject({ url: '/accounts?domain=eng.initrode.com', headers: { 'x-api-key': key } })
    expect(lookup.statusCode).toBe(200)
    expect(lookup.json().data[0].account_domain).toBe('initrode.com')
    await app.close()
  })
})
