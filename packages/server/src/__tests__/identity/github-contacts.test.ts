/** Buyers imported with a GitHub login are the GitHub users of that login, whichever came first, on both stores. */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { importContacts } from '../../contacts/importContacts.js'
import { ImportFileError } from '../../importFileError.js'
import { contactFileFormat } from '../../contacts/readContactFile.js'
import { createGithubHook, type NewGithubHook } from '../../github/githubHooks.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { deliver, fixtureFrom } from '../../../test/githubDeliveries.js'
import { insertDeveloper } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('GitHub logins of imported contacts on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let hook: NewGithubHook
  const box = new SecretBox(randomBytes(32))
  let workspaceId: string
  let key: string
  let dir: string

  const importText = (name: string, text: string) => {
    const path = join(dir, name)
    writeFileSync(path, text)
    return importContacts(store, { workspaceId, path, format: contactFileFormat(path)! })
  }
  const star = async (login: string) => {
    const answer = await deliver(app, hook.id, 'star', fixtureFrom('star-created', login), { secret: hook.secret })
    expect(answer.statusCode).toBe(204)
  }
  const contactOf = (email: string) => store.db.selectFrom('contacts').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  const buyerActivities = async (contactId: string) => {
    const answer = await app.inject({ url: `/developer/${contactId}/activities`, headers: { 'x-api-key': key } })
    expect(answer.statusCode).toBe(200)
    return (answer.json() as { data: Array<Record<string, unknown>> }).data.map((row) => [row.activity_type, row.source, row.actor])
  }
  const identitiesOf = (developerId: string) =>
    store.db.selectFrom('developer_identities').select(['type', 'username']).where('developer_id', '=', developerId).orderBy('type').execute()

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'devtrail-github-contacts-'))
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'github-contacts-secret-0123456789', secretBox: box })
    workspaceId = (await createWorkspace(store, 'Acme')).id
    hook = await createGithubHook(store, box, workspaceId)
    key = (await createApiKey(store, workspaceId)).key
  })
  afterAll(async () => {
    await app.close()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a star from an imported login shows on the buyer, as a developer with the buyer e-mail', async () => {
    const result = await importText(
      'buyers.csv',
      'email,full_name,designation,company_domain,github\nada@acme.dev,Ada Lovelace,CTO,acme.dev,https://github.com/Ada-Lovelace\n',
    )
    expect(result).toMatchObject({ rows: 1, created: 1, developers_linked: 0 })
    const before = await contactOf('ada@acme.dev')
    expect(before).toMatchObject({ github: 'ada-lovelace', developer_id: null })

    await star('Ada-Lovelace')
    const contact = await contactOf('ada@acme.dev')
    expect(contact.developer_id).not.toBeNull()
    expect(await identitiesOf(contact.developer_id!)).toEqual([
      { type: 'email', username: 'ada@acme.dev' },
      { type: 'github', username: 'ada-lovelace' },
    ])
    const developer = await store.db.selectFrom('developers').selectAll().where('id', '=', contact.developer_id!).executeTakeFirstOrThrow()
    expect(developer).toMatchObject({ email: 'ada@acme.dev', name: 'Ada Lovelace', designation: 'CTO', account_id: contact.account_id })
    expect(contact.latest_activity).not.toBeNull()
    expect(await buyerActivities(contact.id)).toEqual([['STAR', 'GITHUB', 'ada@acme.dev']])
  })

  it('a contact imported after the GitHub user is linked to it during the import', async () => {
    await star('grace-h')
    const result = await importText('later.jsonl', `${JSON.stringify({ email: 'grace@globex.io', full_name: 'Grace Hopper', github: '@Grace-H' })}\n`)
    expect(result).toMatchObject({ rows: 1, created: 1, developers_linked: 1 })
    const contact = await contactOf('grace@globex.io')
    expect(contact.developer_id).not.toBeNull()
    expect(await identitiesOf(contact.developer_id!)).toEqual([
      { type: 'email', username: 'grace@globex.io' },
      { type: 'github', username: 'grace-h' },
    ])
    expect(await buyerActivities(contact.id)).toEqual([['STAR', 'GITHUB', 'grace@globex.io']])
  })

  it('a star from the login of a buyer who already signed in joins that developer', async () => {
    const person = await insertDeveloper(store, workspaceId, { email: 'bo@acme.dev' })
    await store.db
      .insertInto('developer_identities')
      .values({ workspace_id: workspaceId, type: 'email', username: 'bo@acme.dev', developer_id: person.id })
      .execute()
    expect(await importText('bo.csv', 'email,github\nbo@acme.dev,bo-gh\n')).toMatchObject({ developers_linked: 1 })
    await star('bo-gh')
    const contact = await contactOf('bo@acme.dev')
    expect(contact.developer_id).toBe(person.id)
    expect(await identitiesOf(person.id)).toEqual([
      { type: 'email', username: 'bo@acme.dev' },
      { type: 'github', username: 'bo-gh' },
    ])
    expect(await buyerActivities(contact.id)).toEqual([['STAR', 'GITHUB', 'bo@acme.dev']])
  })

  it('reports a github value that is not a login as a bad row and imports nothing', async () => {
    const failure = await importText(
      'bad.csv',
      'email,github_login\nok@acme.dev,octocat\nbad@acme.dev,not a login!\nurl@acme.dev,https://gitlab.com/someone\n',
    ).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ImportFileError)
    expect((failure as ImportFileError).errors).toEqual([
      { line: 3, message: 'github "not a login!" is not a GitHub login, @login or github.com profile URL' },
      { line: 4, message: 'github "https://gitlab.com/someone" is not a GitHub login, @login or github.com profile URL' },
    ])
    expect(await store.db.selectFrom('contacts').select('email').where('email', '=', 'ok@acme.dev').execute()).toEqual([])
  })
})
