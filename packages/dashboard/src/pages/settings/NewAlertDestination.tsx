/** A new alert destination: Slack (its incoming webhook URL), a webhook (its URL; the signing secret is shown once) or e-mail (recipients, optional digest). */
import type { OperationAnswer } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import type { Changes } from '../../components/useChanges.js'
import { wordsOf } from './alertWords.js'

type Kind = 'slack' | 'webhook' | 'email'

/** The form; `onSecret` gets a new webhook's secret. */
export function NewAlertDestination({ changes, onSecret }: { changes: Changes; onSecret: (secret: { name: string; secret: string }) => void }) {
  const [name, setName] = useState('')
  const [kind, setKind] = useState<Kind>('webhook')
  const [url, setUrl] = useState('')
  const [recipients, setRecipients] = useState('')
  const [digest, setDigest] = useState('')
  const create = async (event: Event) => {
    event.preventDefault()
    const body =
      kind === 'email'
        ? { name: name.trim(), kind, recipients: wordsOf(recipients), digest: digest === '' ? null : digest }
        : { name: name.trim(), kind, url: url.trim() }
    const answer = await changes.run(() => sendJson<OperationAnswer<'createAlertDestination'>>('POST', '/alerts/destinations', body))
    if (answer) {
      if (answer.secret) onSecret({ name: answer.data.name, secret: answer.secret })
      setName('')
      setUrl('')
      setRecipients('')
    }
  }
  return (
    <form class="card settings-form" onSubmit={create} aria-label="New alert destination">
      <h2>New alert destination</h2>
      <label for="destination-name">Destination name</label>
      <input id="destination-name" required maxLength={200} value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <label for="destination-kind">Kind</label>
      <select id="destination-kind" value={kind} onChange={(event) => setKind(event.currentTarget.value as Kind)}>
        <option value="webhook">Webhook (signed JSON)</option>
        <option value="slack">Slack (incoming webhook)</option>
        <option value="email">E-mail</option>
      </select>
      {kind === 'email' ? (
        <>
          <label for="destination-recipients">Recipients (comma-separated e-mail addresses)</label>
          <input id="destination-recipients" required value={recipients} onInput={(event) => setRecipients(event.currentTarget.value)} />
          <label for="destination-digest">Digest e-mail</label>
          <select id="destination-digest" value={digest} onChange={(event) => setDigest(event.currentTarget.value)}>
            <option value="">None</option>
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </select>
        </>
      ) : (
        <>
          <label for="destination-url">{kind === 'slack' ? 'Slack incoming webhook URL' : 'Webhook URL (public https)'}</label>
          <input id="destination-url" type="url" required maxLength={2000} value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
        </>
      )}
      <button type="submit" disabled={changes.busy}>
        Create destination
      </button>
    </form>
  )
}
