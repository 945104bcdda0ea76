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

async function answerOf<T>(response: Response): Promise<T> {
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

/** The signed-in workspace. */
export interface Session {
  workspace_id: string
  workspace_name: string
  expires_at: number
}

/** The current session, or null when signed out. */
export async function currentSession(): Promise<Session | null> {
  try {
    return (await getJson<{ data: Session }>('/dashboard/session')).data
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
  return (await answerOf<{ data: Session }>(response)).data
}

/** Ends the session on the server. */
export async function signOut(): Promise<void> {
  await answerOf<null>(await fetch('/dashboard/session', { method: 'DELETE', credentials: 'same-origin', headers: { 'x-devtrail-dashboard': '1' } }))
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
