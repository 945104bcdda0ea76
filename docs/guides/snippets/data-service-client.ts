import { createDevtrailClient, DevtrailApiError } from '@devtrail/client'

// the same variables as the curl examples, one segment id per segment type
const { BASE = 'http://localhost:8787', KEY = '', ACCOUNT_ID = '', DEVELOPER_ID = '', AUDIENCE_ID = '' } = process.env
const { ACCOUNT_SEGMENT_ID = '', DEVELOPER_SEGMENT_ID = '', BUYER_SEGMENT_ID = '' } = process.env
const devtrail = createDevtrailClient({ baseUrl: BASE, apiKey: KEY, user: 'ops@acme.com' })

const segments = await devtrail.listSegments({ page: 1 }) //  1 segments
const accounts = await devtrail.listSegmentAccounts({ segment_id: ACCOUNT_SEGMENT_ID, page: 1 }) //  2 accounts of an ACCOUNT segment
const accountActivities = await devtrail.listAccountActivities({ account_id: ACCOUNT_ID }) //  3 activities of an account
const accountDevelopers = await devtrail.listAccountDevelopers({ account_id: ACCOUNT_ID, page: 1 }) //  4 developers of an account
const developers = await devtrail.listSegmentDevelopers({ segment_id: DEVELOPER_SEGMENT_ID, page: 1 }) //  5 developers of a DEVELOPER segment
const developerActivities = await devtrail.listDeveloperActivities({ developer_id: DEVELOPER_ID }) //  6 activities of a developer
const buyers = await devtrail.listSegmentBuyers({ segment_id: BUYER_SEGMENT_ID, page: 1 }) //  7 buyers of a BUYER segment
const list = await devtrail.createList({
  body: {
    name: 'Q3 targets',
    description: 'Accounts to call',
    type: 'ACCOUNT',
    primaryKey: 'domain',
    mapping: [
      { clientKey: 'domain', fieldType: 'String' },
      { clientKey: 'plan', fieldType: 'String' },
    ],
  },
}) //  8 create a list
const lists = await devtrail.listLists() //  9 the user's lists
const rows = await devtrail.addListRows({
  list_id: list.id,
  body: { type: 'ACCOUNT', entities: [{ primaryKey: 'acme.com', clientKey: 'domain', fieldType: 'String', companyData: { plan: 'pro' } }] },
}) // 10 add rows
const audiences = await devtrail.listAudiences({ type: 'BUYER' }) // 11 audiences
const members = await devtrail.listAudienceMembers({ audience_id: AUDIENCE_ID, page: 1 }) // 12 audience members
const byDomain = await devtrail.findAccountByDomain({ domain: 'acme.com' }) // an account by domain (eng.acme.com finds it too)
const tags = await devtrail.setDeveloperTags({ developer_id: DEVELOPER_ID, body: { tags: ['champion', 'beta'] } }) // set a developer's tags

console.log(segments.data.length, accounts.total_pages, accountActivities.data.length, accountDevelopers.data.length, developers.data.length)
console.log(developerActivities.data.length, buyers.data.length, lists.length, rows.data.added, audiences.data.length, members.total_pages)
console.log(byDomain.data[0]?.account_domain, tags.data.tags)

// every row of every page, fetched as the loop goes
for await (const account of devtrail.all.listSegmentAccounts({ segment_id: ACCOUNT_SEGMENT_ID })) {
  if (account.developer_activity === 'HIGH') console.log(account.account_domain, account.active_developers_count)
}

// errors are typed: status, type, message and the request id to quote
try {
  await devtrail.listSegmentAccounts({ segment_id: 'no-such-segment' })
} catch (error) {
  if (!(error instanceof DevtrailApiError)) throw error
  console.log(error.status, error.type, error.request_id)
}

const removed = await devtrail.deleteDeveloper({ developer_id: DEVELOPER_ID }) // delete a person everywhere
console.log(removed.data.activities)
