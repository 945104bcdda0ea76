/**
 * Slack reads the fallback `text` and every mrkdwn text as markup: hostile names, pages, copied
 * commands and rule names (`<!channel>`, `<https://evil|click>`, `&lt;`) must arrive escaped in
 * each of them, so they show as written and never become a mention or a link.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AlertAccountView, AlertActivityView, AlertMessage } from '../../alerts/alertEvent.js'
import { type SlackMessage, slackMessageOf } from '../../alerts/slackMessage.js'

const DASHBOARD_LINK = /<https:\/\/devtrail\.example\.com\/dashboard\/#\/accounts\/a1\|open>/g

/** Every text Slack parses as markup: the fallback and each mrkdwn text. */
function markupOf(message: SlackMessage): string[] {
  const texts = [message.text]
  for (const block of message.blocks) {
    if (block.type === 'section') {
      if (block.text?.type === 'mrkdwn') texts.push(block.text.text)
      for (const field of block.fields ?? []) if (field.type === 'mrkdwn') texts.push(field.text)
    }
    if (block.type === 'context') for (const element of block.elements) if (element.type === 'mrkdwn') texts.push(element.text)
  }
  return texts
}

function expectInert(message: SlackMessage): void {
  for (const markup of markupOf(message)) {
    const withoutOwnLinks = markup.replace(DASHBOARD_LINK, '')
    expect(withoutOwnLinks).not.toMatch(/[<>]/)
    expect(withoutOwnLinks).not.toMatch(/&(?!amp;|lt;|gt;)/)
  }
}

const unescaped = (markup: string) => markup.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

const hostile = fc.oneof(
  fc.constantFrom('<!channel>', '<!here|here>', '<@U123>', '<#C123>', '<https://evil.example|click>', '&lt;b&gt;', '&amp;', 'a & b', '<mailto:x@y|x>'),
  fc.string({ unit: fc.constantFrom('<', '>', '&', '|', '!', '@', 'a', ' ', 'lt;', 'amp;', '*', '_', '`', '\n'), maxLength: 40 }),
)

const account = (text: () => string): AlertAccountView => ({
  id: 'a1',
  account_name: text(),
  account_domain: text(),
  country: text(),
  developer_activity: text(),
  customer_fit: text(),
  dashboard_url: 'https://devtrail.example.com/dashboard/#/accounts/a1',
})

const activity = (text: () => string, copied: boolean): AlertActivityView => ({
  id: 'v1',
  activity_type: text(),
  activity_source: text(),
  page: text(),
  copied_text: copied ? text() : null,
  action_time: Date.UTC(2026, 0, 2, 3, 4),
})

describe('Slack message escaping', () => {
  it('escapes every text field of an alert, in the fallback text and in the blocks', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 20, maxLength: 20 }), fc.boolean(), (values, named) => {
        let next = 0
        const text = () => values[next++ % values.length]!
        const message: AlertMessage = {
          type: 'alert.fired',
          data: {
            rule: { id: 'r1', name: text(), trigger: 'page_visit' },
            title: text(),
            account: account(text),
            developer: { id: 'd1', developer_name: named ? text() : null, developer_business_email: text() },
            activity: activity(text, true),
            recent_activities: [activity(text, false), activity(text, true)],
          },
        }
        const slack = slackMessageOf(message)
        expectInert(slack)
        const { data } = message
        const who = data.developer!.developer_name ?? data.developer!.developer_business_email
        expect(unescaped(slack.text)).toBe(`${data.title}: ${data.account!.account_name} (${who})`)
      }),
      { numRuns: 300 },
    )
  })

  it('escapes every text field of a digest', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 8, maxLength: 8 }), fc.integer({ min: 1, max: 25 }), (values, accounts) => {
        let next = 0
        const text = () => values[next++ % values.length]!
        const title = text()
        const message: AlertMessage = {
          type: 'alert.digest',
          data: {
            rule: { id: 'r1', name: text(), trigger: 'page_visit' },
            title,
            period_start: 0,
            period_end: 1,
            accounts: Array.from({ length: accounts }, () => ({ account: account(text), alerts: 2 })),
          },
        }
        const slack = slackMessageOf(message)
        expectInert(slack)
        expect(unescaped(slack.text)).toBe(title)
      }),
      { numRuns: 200 },
    )
  })

  it('never cuts a long text inside an escape', () => {
    const name = '&'.repeat(2000)
    const message: AlertMessage = {
      type: 'alert.fired',
      data: { rule: { id: null, name, trigger: 'test' }, title: name, account: null, developer: null, activity: null, recent_activities: [] },
    }
    const slack = slackMessageOf(message)
    expectInert(slack)
    expect(slack.text.length).toBeLessThanOrEqual(3000)
    expect(slack.text).toMatch(/^(&amp;)+…$/)
  })
})
