/**
 * The Slack message of an alert or a digest: Block Kit (header, the account and developer as
 * fields, what happened, the last few activities, a button to the account's dashboard page) and
 * a plain `text` fallback for notifications. Texts are cut to Block Kit's limits. Slack reads the
 * fallback `text` and every mrkdwn text as markup, so every value from a visitor, a workspace or
 * a rule is escaped in both (`&`, `<`, `>`): a name like `<!channel>` or `<https://x|click>` shows
 * as written and never becomes a mention or a link. The header is plain_text, which Slack does
 * not parse.
 */
import type { AlertActivityView, AlertMessage } from './alertEvent.js'

/** A Block Kit text object. */
export interface SlackText {
  type: 'plain_text' | 'mrkdwn'
  text: string
  emoji?: boolean
}

/** The blocks this builder uses (a subset of Block Kit's `KnownBlock`). */
export type SlackBlock =
  | { type: 'header'; text: SlackText & { type: 'plain_text' } }
  | { type: 'section'; text?: SlackText; fields?: SlackText[] }
  | { type: 'context'; elements: SlackText[] }
  | { type: 'divider' }
  | { type: 'actions'; elements: { type: 'button'; text: SlackText & { type: 'plain_text' }; url: string; action_id: string }[] }

/** An incoming-webhook body. */
export interface SlackMessage {
  /** The notification text (and what clients without blocks show). */
  text: string
  blocks: SlackBlock[]
}

/** `text` cut to `max` characters. */
function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/** Text safe inside mrkdwn: Slack's control characters escaped. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Escaped `markup` cut to `max` characters without splitting an escape (no `&am…`). */
function cutMarkup(markup: string, max: number): string {
  return markup.length <= max ? markup : `${markup.slice(0, max - 1).replace(/&[a-z]{0,3}$/, '')}…`
}

const mrkdwn = (markup: string, max = 2000): SlackText => ({ type: 'mrkdwn', text: cutMarkup(markup, max) })

function activityLine(activity: AlertActivityView): string {
  const what = activity.copied_text
    ? `\`${escaped(cut(activity.copied_text.replace(/`/g, "'"), 120))}\``
    : activity.page
      ? escaped(cut(activity.page, 150))
      : ''
  const when = new Date(activity.action_time).toISOString().replace('T', ' ').slice(0, 16)
  return `• ${escaped(activity.activity_type)} (${escaped(activity.activity_source)}) ${what} _${when} UTC_`
}

/** The Slack message of `message`. */
export function slackMessageOf(message: AlertMessage): SlackMessage {
  if (message.type === 'alert.digest') {
    const { data } = message
    const lines = data.accounts
      .slice(0, 20)
      .map(
        ({ account, alerts }) =>
          `• *${escaped(account.account_name)}* (${escaped(account.account_domain)}): ${alerts} · ${escaped(account.developer_activity)}${account.dashboard_url ? ` · <${account.dashboard_url}|open>` : ''}`,
      )
    return {
      text: cutMarkup(escaped(data.title), 3000),
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: cut(data.title, 150), emoji: false } },
        { type: 'section', text: mrkdwn(lines.join('\n') || 'No account changed.', 3000) },
        ...(data.accounts.length > 20 ? [{ type: 'context' as const, elements: [mrkdwn(`and ${data.accounts.length - 20} more accounts`)] }] : []),
      ],
    }
  }
  const { data } = message
  const account = data.account
  const who = data.developer ? (data.developer.developer_name ?? data.developer.developer_business_email ?? 'An identified developer') : 'An anonymous visitor'
  const headline = account ? `${data.title}: ${account.account_name}` : data.title
  const fields: SlackText[] = []
  if (account) {
    fields.push(mrkdwn(`*Account*\n${escaped(account.account_name)} (${escaped(account.account_domain)})`))
    fields.push(
      mrkdwn(
        `*Activity level*\n${escaped(account.developer_activity)} · fit ${escaped(account.customer_fit)}${account.country ? ` · ${escaped(account.country)}` : ''}`,
      ),
    )
  }
  fields.push(
    mrkdwn(
      `*Developer*\n${escaped(who)}${data.developer?.developer_business_email && data.developer.developer_name ? ` (${escaped(data.developer.developer_business_email)})` : ''}`,
    ),
  )
  fields.push(mrkdwn(`*Rule*\n${escaped(data.rule.name)}`))
  const blocks: SlackBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(headline, 150), emoji: false } },
    { type: 'section', fields },
  ]
  if (data.activity) blocks.push({ type: 'section', text: mrkdwn(`*What happened*\n${activityLine(data.activity)}`, 3000) })
  if (data.recent_activities.length) {
    blocks.push({ type: 'divider' })
    blocks.push({ type: 'section', text: mrkdwn(`*Latest activities*\n${data.recent_activities.map(activityLine).join('\n')}`, 3000) })
  }
  if (account?.dashboard_url) {
    blocks.push({
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open the account' }, url: account.dashboard_url, action_id: 'open_account' }],
    })
  }
  return { text: cutMarkup(escaped(`${headline} (${who})`), 3000), blocks }
}
