/**
 * Secret shapes, one alternation so the text is scanned once; the replacement keeps group 1
 * (a key name, `Bearer `), empty for the other shapes:
 * PEM private keys (also when the copy ends inside the block); sk_live_/sk-/pk_live_ keys, GitHub,
 * Slack and AWS tokens, JWTs; Bearer headers and api_key=..., "password": "...", DB_SECRET=...,
 * X-API-Key: ... with a value of 8+ characters that is not an expression (`key={id}`, `token: string` stay).
 */
const SECRETS =
  /-----BEGIN[A-Z ]*PRIVATE KEY[^]*?(?:END[A-Z ]*KEY-----|$)|\b(?:[spr]k[-_][\w-]{16,}|(?:gh[oprsu]|github_pat)_\w{20,}|xox[abpr]-[\w-]{10,}|AKIA[0-9A-Z]{16}|eyJ[\w-]+\.[\w-]+\.[\w-]*)|(Bearer\s+|\w*(?:passw|pwd|secret|key|token|auth)\w*["']?\s*[:=]\s*["']?)[^\s"'`,;&{}()]{8,}/gi

/** Replaces API keys, tokens, passwords and private keys in a text with `[REDACTED]`. */
export function redact(text: string): string {
  return text.replace(SECRETS, '$1[REDACTED]')
}
