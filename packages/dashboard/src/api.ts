/**
 * The dashboard's calls to the server: same-origin, authenticated by the HttpOnly session cookie
 * (the API key is sent once, to sign in, and never kept in the page).
 */

/** An error answer of the server, with its `{error:{type, message}}`. */
export class ApiError extends Error {
  /** The error type (unauthorized, params_invalid, ...). */
  readonly type: string
  /** The HTTP status. */
  readonly status: number

  constructor(status: number, type: string, message: string) {
    super(message)
    this.status = status
    this.type = type
  }
}

/** Dispatched on `window` when the server answers 401: the session has ended (signed out elsewhere, removed, expired). */
export const SESSION_ENDED_EVENT = 'devtrail-session-ended'

/** The JSON answer of `response`, or an ApiError in the server's error shape (a 401 also says the session ended). */
export async function answerOf<T>(response: Response): Promise<T> {
  if (response.ok) return (response.status === 204 ? null : await response.json()) as T
  if (response.status === 401) dispatchEvent(new Event(SESSION_ENDED_EVENT))
  let body: { error?: { type?: string; message?: string } } = {}
  try {
    body = await response.json()
  } catch {
    // not JSON: the status says enough
  }
  throw new ApiError(response.status, body.error?.type ?? 'internal_error', body.error?.message ?? `the server answered ${response.status}`)
}

/** GET a JSON answer. */
export async function getJson<T>(path: string): Promise<T> {
  return answerOf<T>(await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }))
}

/** What a session may do: read (reads, exports), write (also data writes), admin (also the workspace settings). */
export type SessionScope = 'read' | 'write' | 'admin'

/** The signed-in workspace. */
export interface Session {
  /** A member signed in as themselves, or a session opened with an API key or a one-time key link. */
  kind?: 'member' | 'key'
  workspace_id: string
  workspace_name: string
  expires_at: number
  /** What the session may do; the dashboard shows only the controls it allows (the server refuses the rest anyway). */
  scope: SessionScope
  /** The session's CSRF token, sent back with every change. */
  csrf_token?: string
}

/** The header carrying the session's CSRF token: the server accepts the session cookie on a change only with it. */
const CSRF_HEADER = 'x-csrf-token'

/** The session's CSRF token, sent with every change (set when the session, of a member or a key, is read). */
export const csrf = { token: '' }

/** Sends a change (POST, PUT, PATCH, DELETE) with a JSON body and the session's CSRF token, and answers the JSON reply. */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: csrf.token }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return answerOf<T>(await fetch(path, { method, credentials: 'same-origin', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }))
}

/** Keeps the CSRF token of a session just read. */
function rememberCsrf(session: Session): Session {
  csrf.token = session.csrf_token ?? ''
  return session
}

/** The current session, or null when signed out. */
export async function currentSession(): Promise<Session | null> {
  try {
    return rememberCsrf((await getJson<{ data: Session }>('/dashboard/session')).data)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** Exchanges an API key for a session cookie. */
export async function signIn(apiKey: string): Promise<Session> {
  const response = await fetch('/dashboard/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  })
  return rememberCsrf((await answerOf<{ data: Session }>(response)).data)
}

/** Ends the session on the server. */
export async function signOut(): Promise<void> {
  await sendJson<null>('DELETE', '/dashboard/session')
}

/** A path with its query (empty values left out). */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** The CSV export URL of a table read at `path` (same query). */
export function exportUrl(path: string): string {
  const [pathname, query] = path.split('?')
  return `/export${pathname}.csv${query ? `?${query}` : ''}`
}
