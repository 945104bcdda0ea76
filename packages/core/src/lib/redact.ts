/**
 * Secret shapes, one alternation so the text is scanned once; the replacement keeps group 1
 * (a key name, `Bearer `) or group 2 (a URL up to its password), empty for the other shapes:
 * PEM private keys (also when the copy ends inside the block, and when assigned to a key name);
 * sk_live_/sk-/pk_live_/rk_live_ keys, GitHub, GitLab, Slack, npm, Hugging Face, webhook, Google
 * and AWS tokens, JWTs; Bearer/Basic headers and api_key=..., "password": "...", DB_PASS=...,
 * X-API-Key: ... with a value of 8+ characters that is not an expression (`key={id}`,
 * `token: string` stay); the password of a URL (`postgres://user:password@host`).
 * Key names start at a word boundary, so a long run of letters is scanned once, not once per letter.
 */
const SECRETS =
  /-----BEGIN[A-Z ]*PRIVATE KEY[^]*?(?:END[A-Z ]*KEY-----|$)|\b(?:[spr]k[-_][\w-]{16,}|(?:gh[oprsu]|github_pat)_\w{20,}|(?:glpat|xox[abpr])-[\w-]{10,}|(?:npm|hf|whsec)_\w{16,}|AIza[\w-]{30,}|AKIA[0-9A-Z]{16}|eyJ[\w-]+\.[\w-]+\.[\w-]*)|((?:Bearer|Basic)\s+|\b\w*(?:pass|pwd|secret|key|token|auth)\w*["']?\s*[:=]\s*["']?)(?!-----)[^\s"'`,;&{}()]{8,}|(\/\/[^\s:@/]*:)[^\s@/]+(?=@)/gi

/** Replaces API keys, tokens, passwords and private keys in a text with `[REDACTED]`. */
export function redact(text: string): string {
  return text.replace(SECRETS, '$1$2[REDACTED]')
}
