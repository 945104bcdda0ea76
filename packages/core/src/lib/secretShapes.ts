/**
 * Secrets told by their shape alone, wherever they stand, URL paths included; one alternation
 * scanned once. The alternatives, by the group that holds their secret:
 * - 1, vendor shapes, replaced whole: PEM private key blocks (to their END or the end of the
 *   text), Slack, Discord and Teams webhooks, `sk-`/`sk_live_`/`rk_live_`/`pk_live_` (Stripe,
 *   OpenAI, Anthropic), GitHub, npm, Hugging Face, Stripe `whsec_`, GitLab, PyPI, 1Password
 *   `ops_`, Vault `hvs.`, Doppler `dp.st.`, Slack, Google `AIza`, AWS `AKIA`/`ASIA`, SendGrid,
 *   Twilio `SK` keys, JWTs;
 * - none, a hash of Subresource Integrity or CSP (`sha384-…`), kept whole: its base64 looks random;
 * - 2, a run of 32 or more word characters, a secret when it `looksRandom`;
 * - none, a run of `[\w.-]` neither could use, skipped whole: every alternative starts at such a
 *   run, so no run is rescanned from each of its characters: linear time.
 */
const SHAPES =
  // biome-ignore lint/correctness/noEmptyCharacterClassInRegex: `[^]` is any character, newlines included (3 B shorter than `[\s\S]`)
  /(-----BEGIN[^-]*PRIVATE KEY[^]*?(?:-----END[^-]*-----|$)|(?:hooks\.slack\.com\/\w+|discord(?:app)?\.com\/api\/webhooks|[\w.-]*webhook\.office\.com\/webhookb2)\/[\w@/-]+|(?:[spr]k[-_]|(?:gh[oprsu]|github_pat|npm|hf|whsec|ops)_|(?:glpat|pypi)-|xox[abpr]-|hv[sb]\.|dp\.\w\w\.(?:\w+\.)?|AIza|A[KS]IA|SG\.[\w-]{16,}\.)[\w-]{16,}|SK[\da-f]{32}|eyJ[\w-]+\.[\w-]+\.[\w-]*)|sha(?:256|384|512)-[\w+/]+=*|([\w-]{32,})|[\w.-]+/gi

/**
 * Whether a long run of word characters reads like a random token rather than a word, a name or
 * a hash: digits, lower case and an upper case letter after them (not `AC4f…`, a Twilio account
 * id), switching between the three at least every 2.5 characters on average (not a CamelCase
 * `TestHandleRequestWithHTTP2Config`). Hex digests (`git` SHAs) and UUIDs have no upper case.
 */
const looksRandom = (run: string) =>
  // biome-ignore lint/correctness/noEmptyCharacterClassInRegex: `[^]` is any character, newlines included
  /\d/.test(run) && /[a-z\d][^]*[A-Z]/.test(run) && /[a-z]/.test(run) && run.match(/\d+|[a-z]+|[A-Z]+/g)!.length > run.length * 0.4

/**
 * Replaces the secrets a text shows by their shape (vendor tokens, webhook URLs, private keys,
 * JWTs, random-looking tokens) with `[REDACTED]`. All the hosted script applies to the page views
 * it sends, with `stripUrlSecrets`; `redact` applies it first, then its rules for named values.
 */
export function redactShapes(text: string): string {
  return text.replace(SHAPES, (match, shape?: string, run?: string) => (shape || (run && looksRandom(run)) ? '[REDACTED]' : match))
}
