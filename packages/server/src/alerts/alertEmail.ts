/** The e-mail of an alert or a digest: subject, a plain-text part and an HTML part with the same content. */
import type { MailMessage } from '../email/createMailer.js'
import { escapeHtml as html } from '../http/escapeHtml.js'
import type { AlertActivityView, AlertMessage } from './alertEvent.js'

const when = (time: number) => `${new Date(time).toISOString().replace('T', ' ').slice(0, 16)} UTC`

function activityText(activity: AlertActivityView): string {
  const what = activity.copied_text ?? activity.page ?? ''
  return `${when(activity.action_time)}  ${activity.activity_type} (${activity.activity_source})${what ? `  ${what.slice(0, 200)}` : ''}`
}

/** Subject, text and HTML of `message` for `to`. */
export function alertEmailOf(message: AlertMessage, to: string[]): MailMessage {
  if (message.type === 'alert.digest') {
    const { data } = message
    const lines = data.accounts.map(
      ({ account, alerts }) =>
        `${account.account_name} (${account.account_domain}): ${alerts}, ${account.developer_activity}${account.dashboard_url ? `  ${account.dashboard_url}` : ''}`,
    )
    const text = [data.title, `${when(data.period_start)} to ${when(data.period_end)}`, '', ...(lines.length ? lines : ['No account changed.'])].join('\n')
    const rows = data.accounts
      .map(({ account, alerts }) => {
        const name = account.dashboard_url ? `<a href="${html(account.dashboard_url)}">${html(account.account_name)}</a>` : html(account.account_name)
        return `<tr><td>${name}</td><td>${html(account.account_domain)}</td><td>${alerts}</td><td>${html(account.developer_activity)}</td></tr>`
      })
      .join('')
    const body = `<h2>${html(data.title)}</h2><p>${html(when(data.period_start))} to ${html(when(data.period_end))}</p><table><tr><th>Account</th><th>Domain</th><th>Count</th><th>Level</th></tr>${rows}</table>`
    return { to, subject: `[Devtrail] ${data.title}`, text, html: `<!doctype html><html><body>${body}</body></html>` }
  }
  const { data } = message
  const account = data.account
  const developer = data.developer ? [data.developer.developer_name, data.developer.developer_business_email].filter(Boolean).join(' ') : null
  const subject = `[Devtrail] ${data.title}${account ? `: ${account.account_name}` : ''}`
  const facts: [string, string][] = []
  if (account) {
    facts.push(['Account', `${account.account_name} (${account.account_domain})`])
    facts.push(['Activity level', `${account.developer_activity}, fit ${account.customer_fit}${account.country ? `, ${account.country}` : ''}`])
  }
  facts.push(['Developer', developer || 'anonymous'])
  facts.push(['Rule', data.rule.name])
  if (data.activity) facts.push(['What happened', activityText(data.activity)])
  const text = [
    data.title,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(data.recent_activities.length ? ['', 'Latest activities:', ...data.recent_activities.map((activity) => `  ${activityText(activity)}`)] : []),
    ...(account?.dashboard_url ? ['', `Open the account: ${account.dashboard_url}`] : []),
  ].join('\n')
  const body = [
    `<h2>${html(data.title)}</h2>`,
    `<table>${facts.map(([label, value]) => `<tr><th align="left">${html(label)}</th><td>${html(value)}</td></tr>`).join('')}</table>`,
    data.recent_activities.length
      ? `<h3>Latest activities</h3><ul>${data.recent_activities.map((activity) => `<li>${html(activityText(activity))}</li>`).join('')}</ul>`
      : '',
    account?.dashboard_url ? `<p><a href="${html(account.dashboard_url)}">Open the account</a></p>` : '',
  ].join('')
  return { to, subject, text, html: `<!doctype html><html><body>${body}</body></html>` }
}
