/**
 * The Members page (owners only): members with their roles (change, remove), open invitations
 * (copy the link once made, revoke), and the invitation form.
 */
import { useState } from 'preact/hooks'
import { FormError, messageOf } from '../components/FormError.js'
import { formatTime } from '../format.js'
import { type Me, type Role, sendJson } from '../memberApi.js'
import { useApi } from '../useApi.js'

interface MembersAnswer {
  data: {
    members: { user_id: string; email: string; name: string | null; role: Role; joined_at: number }[]
    invitations: { id: string; email: string; role: Role; created_at: number; expires_at: number }[]
  }
}

const ROLES: Role[] = ['viewer', 'admin', 'owner']

/** The Members page. */
export function Members({ me }: { me: Me }) {
  const [version, setVersion] = useState(0)
  const { data, error: loadError } = useApi<MembersAnswer>(`/dashboard/members?v=${version}`)
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('viewer')
  const [link, setLink] = useState<string | undefined>(undefined)
  const [mailedTo, setMailedTo] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const [copied, setCopied] = useState(false)
  const act = async (action: () => Promise<unknown>) => {
    setError(undefined)
    try {
      await action()
      setVersion((value) => value + 1)
    } catch (failure) {
      setError(messageOf(failure))
    }
  }
  const invite = (event: Event) => {
    event.preventDefault()
    setCopied(false)
    return act(async () => {
      // with a mailer the link goes to the inbox only: accepting it then proves the e-mail
      const answer = await sendJson<{ data: { link: string | null; email: string } }>('POST', '/dashboard/invitations', { email, role })
      setLink(answer.data.link ?? undefined)
      setMailedTo(answer.data.link === null ? answer.data.email : undefined)
      setEmail('')
    })
  }
  return (
    <>
      <h1>Members</h1>
      <FormError error={error ?? loadError} />
      <section class="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        <form class="inline-form" onSubmit={invite}>
          <label for="invite-email">E-mail</label>
          <input id="invite-email" type="email" required value={email} onInput={(event) => setEmail(event.currentTarget.value)} />
          <label for="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(event) => setRole(event.currentTarget.value as Role)}>
            {ROLES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
          <button type="submit">Invite</button>
        </form>
        {mailedTo ? <p class="notice">The invitation link was e-mailed to {mailedTo}.</p> : null}
        {link ? (
          <div class="invite-link">
            <p>Send this link to them: it works once, for 7 days.</p>
            <code data-invitation-link>{link}</code>
            <button
              type="button"
              onClick={async () => {
                await navigator.clipboard.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }}
            >
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        ) : null}
      </section>
      <section class="card" aria-labelledby="members-heading">
        <h2 id="members-heading">Members</h2>
        <div class="table-frame">
          <table data-table="members">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(data?.data.members ?? []).map((member) => (
                <tr key={member.user_id}>
                  <td>{member.email}</td>
                  <td>{member.name ?? ''}</td>
                  <td>
                    <label class="visually-hidden" for={`role-${member.user_id}`}>
                      Role of {member.email}
                    </label>
                    <select
                      id={`role-${member.user_id}`}
                      value={member.role}
                      onChange={(event) => act(() => sendJson('PATCH', `/dashboard/members/${member.user_id}`, { role: event.currentTarget.value }))}
                    >
                      {ROLES.map((each) => (
                        <option key={each} value={each}>
                          {each}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{formatTime(member.joined_at)}</td>
                  <td>
                    {member.user_id === me.user.id ? null : (
                      <button type="button" onClick={() => act(() => sendJson('DELETE', `/dashboard/members/${member.user_id}`))}>
                        Remove {member.email}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section class="card" aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Open invitations</h2>
        {data && data.data.invitations.length === 0 ? <p>None.</p> : null}
        <ul class="invitations">
          {(data?.data.invitations ?? []).map((invitation) => (
            <li key={invitation.id}>
              {invitation.email} as {invitation.role}, until {formatTime(invitation.expires_at)}{' '}
              <button type="button" onClick={() => act(() => sendJson('DELETE', `/dashboard/invitations/${invitation.id}`))}>
                Revoke invitation for {invitation.email}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
