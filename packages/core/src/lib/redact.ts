/**
 * Secrets in a text, one alternation scanned once. The rule: the value of anything *named* like a
 * secret (a key, flag, env variable, header, query parameter or connection-string part whose name
 * says pass(word/wd/phrase), pwd, secret, key, token, auth, credential, session, cookie or
 * sig(nature); not `author`, `keyword`, `sign`, `passthrough`, `--passWithNoTests`, nor a plural such as
 * `max_tokens`) is a secret whatever its length or shape, unless it is an expression; so is the
 * password of a URL, of `curl -u me:pw`, `mysql -ppw` and `docker login -p pw`; and so are vendor
 * token shapes and PEM private keys wherever they stand.
 *
 * A value is an expression, kept, when it is a reference or placeholder (`$VAR`, `${VAR}`,
 * `${{ secrets.X }}`, `%VAR%`, `{...}`, `<your-key>`, `***`, `[REDACTED]`, `-flag`, a URL), when
 * unquoted it is a code path, call or typed parameter (`process.env.KEY`, `getenv(...)`,
 * `token: string)`), and when unquoted after a spaced `:` or `=` it is followed by more words on
 * its line (`const token = await load()`, a page title `Authentication: Getting started`).
 *
 * The alternatives, in order, by the group that holds their secret:
 * - 1, secrets by shape, replaced whole: PEM private key blocks (to their END or the end of the
 *   text), Slack webhooks, `sk-`/`sk_live_`/`rk_live_`/`pk_live_` (Stripe, OpenAI, Anthropic),
 *   GitHub, npm, Hugging Face, Stripe `whsec_`, GitLab, Slack, Google `AIza`, AWS `AKIA`/`ASIA`,
 *   SendGrid, Twilio `SK` keys, JWTs;
 * - 2, a command line's password, at most 20 arguments after `curl`/`login`/`mysql…`: `-u me:pw`;
 *   `-p` with its value attached, or after a space for `login` only (`mysql -p db` prompts);
 * - 7, a named value. 3 holds a flag's `-` or `set `/`ENV `, after which a space may separate the
 *   name from its value (`--password pw`, `aws configure set aws_secret_access_key KEY`); 4 the
 *   spaces after `:`/`=`; 5 the opening quote (with a Python `f`); 6 an HTTP scheme, kept and never
 *   backtracked into (`Bearer ${token}` stays). `(?!\5)` passes only for a quoted value,
 *   `(?=\4)` only for a tight one and `(?!\6)` only after a scheme: they skip the expression
 *   checks. A k8s `name:` + `value:` pair counts as a name and its value. A quoted value runs to
 *   its quote, an unquoted one to a space or one of `;&,<>)}`;
 * - 8, the password of a URL (`postgres://user:pw@host`);
 * - none, a run of `[\w.-]` none of the above could use, skipped whole: every alternative starts
 *   at such a run (or `//`), so no run is rescanned from each of its characters: linear time.
 */
const SECRETS =
  /(-----BEGIN[^-]*PRIVATE KEY[^]*?(?:-----END[^-]*-----|$)|hooks\.slack\.com\/services\/[\w/]+|(?:[spr]k[-_]|(?:gh[oprsu]|github_pat|npm|hf|whsec)_|glpat-|xox[abpr]-|AIza|A[KS]IA|SG\.[\w-]{16,}\.)[\w-]{16,}|SK[\da-f]{32}|eyJ[\w-]+\.[\w-]+\.[\w-]*)|(?:(?:curl|login|mysql\w*)(?:\s+[^\s;|&]+){0,20}?\s+(?:-u[ \t]*["']?[^\s:"']+:|-p["']?)|login(?:\s+[^\s;|&]+){0,20}?\s+-p[ \t]+["']?)(?![-$<{[(%*|>=:]|\w+:\/\/)([^\s"']+)|((?:set|env)[ \t]+|-)?(?=[\w.-]*?(?:pass(?:w(?!i)|phr|\b|_)|pwd|secret|key(?!w)|token|auth(?!or(?!i))|credential|session|cookie|sig(?!n(?!at)))(?!s\b))[\w.-]+["'`]?\]?(?:[ \t]*(?::=?|=>?|\n\s*value:)|(?!\3)[ \t]+)([ \t]*)(f?["'`]|(?!f["']))(?=((?:bearer|basic|token)[ \t]+)?)\6(?:(?!\6)|(?!\5)|(?![a-z_][\w$]*(?:\.[a-z_]|[([,)])))(?:(?!\5)|(?=\4)|(?=[^\s"'`;&,<>)}]+(?![^\s"'`;&,<>)}]|[ \t]+[^\s#])))(?![-$<{[(%*|>=:]|\w+:\/\/)((?:[^\s"'`;&,<>)}]|(?!\5)[^"'`\n])+)|\/\/[^\s:@/]*:([^\s@/]+)(?=@)|[\w.-]+/gi

/** Replaces API keys, tokens, passwords and private keys in a text with `[REDACTED]`. */
export function redact(text: string): string {
  return text.replace(
    SECRETS,
    (
      match,
      shape?: string,
      commandPassword?: string,
      _flag?: string,
      _spaces?: string,
      _quote?: string,
      _scheme?: string,
      value?: string,
      urlPassword?: string,
    ) => {
      const secret = shape ?? commandPassword ?? value ?? urlPassword
      if (!secret) return match
      const before = match.slice(0, -secret.length)
      // the arguments skipped before a command line's password may hold other secrets (`curl -H "X-Api-Key: k" -u me:pw`)
      return `${commandPassword ? redact(before) : before}[REDACTED]`
    },
  )
}
