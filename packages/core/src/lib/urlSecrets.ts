/**
 * One-time secrets of a URL: the userinfo of an absolute URL (`https://user:pw@host`, group 1
 * keeps the scheme), and the value of every query or fragment parameter (after `?`, `#`, `&` or
 * `;`, group 2 keeps the name) whose name says what `redact`'s names say (pass(word), pwd,
 * secret, key, token, auth, credential, session, cookie, sig(nature)) or code, state, otp, magic:
 * OAuth `code`/`state`, `access_token`, `id_token`, `X-Amz-Signature`, `X-Amz-Credential`, `sig`,
 * reset and magic-link tokens. Not `keyword`, `author`, `signup`. The scan is linear: a name is
 * looked at from its separator to the next `=` or separator only.
 */
const URL_SECRETS =
  /^([a-z][\w+.-]*:\/\/)[^/?#@\s]+(?=@)|([?#&;](?=[^=?#&;]*?(?:pass(?:w(?!i)|phr|\b|_)|pwd|secret|key(?!w)|token|auth(?!or(?!i))|credential|session|cookie|sig(?!n(?!at))|code|state|otp|magic))[^=?#&;]*=)[^?#&;]+/gi

/**
 * The URL with its one-time secrets replaced by `[REDACTED]`, in the query and in the fragment
 * (`#access_token=...`), and its userinfo too; everything else is kept byte for byte (paths,
 * harmless parameters such as `utm_source` or `q`, hash routes like `#/docs/install`).
 *
 * Values are replaced rather than parameters dropped: a constant `[REDACTED]` keeps the URLs of
 * one page groupable just as well, the URL keeps its shape (no separators to repair), it says
 * which secret was there (a magic-link visit), and it matches what `redact` does to text.
 * Works on any string (relative URLs, garbage) and never throws.
 */
export function stripUrlSecrets(url: string): string {
  return url.replace(URL_SECRETS, '$1$2[REDACTED]')
}
