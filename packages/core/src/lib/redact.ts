import { CLIENT_PASSWORD_FLAGS, clientPasswords } from './clientPasswords'
import { POSITIONAL_SECRETS } from './positionalSecrets'
import { PROVIDER_KEYS, providerKeys } from './providerKeys'
import { redactShapes } from './secretShapes'

/**
 * Secrets in a text by their name, one alternation scanned once (`redactShapes` has replaced the
 * secrets told by their shape before). The rule: the value of anything *named* like a
 * secret (a key, flag, env variable, header, query parameter or connection-string part whose name
 * says pass(word/wd/phrase), pwd, secret, key, token, auth, credential, session, cookie or
 * sig(nature); not `author`, `keyword`, `sign`, `passthrough`, `--passWithNoTests`, nor a plural such as
 * `max_tokens`) is a secret whatever its length or shape, unless it is an expression or its value
 * is judged no secret (see `redact`); so is the password of a URL. Passwords told by a client's
 * flag, by their place or by a provider's prefix have their own rules (`redactByRules`).
 *
 * A value is an expression, kept, when it is a reference or placeholder (`$VAR`, `${VAR}`,
 * `${{ secrets.X }}`, `%VAR%`, `{...}`, `<your-key>`, `***`, `[REDACTED]`, `-flag`, a URL), when
 * unquoted it is a code path, call or typed parameter (`process.env.KEY`, `getenv(...)`,
 * `token: string)`), and when unquoted after a spaced `:` or `=` it is followed by more words on
 * its line (`const token = await load()`, a page title `Authentication: Getting started`).
 *
 * The alternatives, in order, by the group that holds their secret:
 * - none, a hash of Subresource Integrity or CSP (`sha384-…`), kept whole: its base64 may hold
 *   `key`, `pwd` or `sig` before a `=` (`integrity="sha256-…PwDAAA=" crossorigin=`);
 * - 6, a named value. 1 holds a flag's `-` or `set `/`ENV `, after which a space may separate the
 *   name from its value (`--password pw`, `aws configure set aws_secret_access_key KEY`); 2 the
 *   name; 3 the spaces after `:`/`=`; 4 the opening quote (with a Python `f`); 5 an HTTP scheme,
 *   kept and never backtracked into (`Bearer ${token}` stays). `(?!\4)` passes only for a quoted
 *   value, `(?=\3)` only for a tight one, `(?!\5)` only after a scheme and `(?!\1)` only after a
 *   flag (`--password=a.b1` is no code path): they skip the expression checks. A k8s `name:` +
 *   `value:` pair counts as a name and its value. A quoted value runs to its quote, an unquoted one
 *   to a space or one of `;&,<>)}`;
 * - 7, the password of a URL (`postgres://user:pw@host`);
 * - none, a run of `[\w.-]` none of the above could use, skipped whole: every alternative starts
 *   at such a run (or `//`), so no run is rescanned from each of its characters: linear time.
 */
const SECRETS =
  /sha\d{3}-[\w+/]+=*|((?:set|env)[ \t]+|-)?(?=[\w.-]*?(?:pass(?:w(?!i)|phr|\b|_)|pwd|secret|key(?!w)|token|auth(?!or(?!i))|credential|session|cookie|sig(?!n(?!at)))(?!s\b))([\w.-]+)["'`]?\]?(?:[ \t]*(?::=?|=>?|\n\s*value:)|(?!\1)[ \t]+)([ \t]*)(f?["'`]|(?!f["']))(?=((?:bearer|basic|token)[ \t]+)?)\5(?:(?!\5)|(?!\4)|(?!\1)|(?![a-z_][\w$]*(?:\.[a-z_]|[([,)])))(?:(?!\4)|(?=\3)|(?=[^\s"'`;&,<>)}]+(?![^\s"'`;&,<>)}]|[ \t]+[^\s#])))(?![-$<{[(%*|>=:]|\w+:\/\/)((?:[^\s"'`;&,<>)}]|(?!\4)[^"'`\n])+)|\/\/[^\s:@/]*:([^\s@/]+)(?=@)|[\w.-]+/gi

/** Names of a setting *about* a secret, not the secret itself: `API_KEY_HEADER`, `--password-file`, `TOKEN_TTL`, `AUTH_COOKIE_NAME`. */
const ABOUT_A_SECRET = /(?:name|header|path|file|dir|ttl|timeout|expiry|expires|length|type|mechanism|method|mode|scheme|plugin|source|domain|stdin)$/i

/** Names that end with what they hold, a secret (`DB_PASSWORD`, `apiKey`, `Set-Cookie`), unlike `StrictHostKeyChecking` or `SESSION_DRIVER`. */
const SECRET_NAME = /(?:pass(?:word|wd|phrase)?|pwd|secret|key|token|auth(?:orization)?|credentials?|session|cookie|sig(?:nature)?)$/i

/** Names of a password, whose value may be anything, digits alone included. */
const PASSWORD_NAME = /(?:pass(?:word)?|pwd)$/i

/** A number or a duration (`3600`, `30m`): no secret unless it is a password. */
const NUMBER = /^\d+(?:\.\d+)?(?:ms|[smhdwy]|min|sec|hours?|days?)?$/i

/** One or more lower-case words (`accept-new`, `publickey,password`): a setting's value, unless named as a secret. */
const WORDS = /^[a-z]+(?:[-,][a-z]+)*$/

/**
 * Values that are no secret whatever they are named: a boolean or null, a placeholder
 * (`YOUR_API_KEY`, `your-token`, `xxxx`, `...`, `password`), a header name (`X-Api-Key`,
 * `Content-Type`), a path (`/run/secrets/db`, `./key.pem`, `~/.ssh/id_ed25519`, `C:\keys`) with no stretch of 20
 * characters without a separator, which a base64 secret starting with `/` has.
 */
const PLAIN_VALUE =
  // biome-ignore lint/correctness/noEmptyCharacterClassInRegex: `[^]` is any character, newlines included
  /^(?:(?:[Tt]rue|[Ff]alse|yes|no|on|off|null|[Nn]one|x{3,}|\.+|[Pp]ass(?:word|wd)?|PASS(?:WORD)?|secret|SECRET|token)$|(?:your|my)[-_]|(?![^]*[^/\\._~-]{20})(?:(?:~|\.\.?)?\/|[A-Za-z]:\\))|^(?:[A-Z\d]+(?:_[A-Z\d]+)+|X-[\w-]+|[A-Z][a-z]+(?:-[A-Z][a-z]+)+)$/

/**
 * Replaces API keys, tokens, passwords and private keys in a text with `[REDACTED]`. A named
 * value is judged as well as its name: it is kept when the name says the setting is about a
 * secret (`*_KEY_PATH`, `--password-file`, `TOKEN_TTL`), or when the value is a path, a boolean,
 * a placeholder or a header name, a number or duration (unless named a password), or lower-case
 * words (unless the name ends with the secret word: `StrictHostKeyChecking=accept-new` is kept).
 */
const redactNamed = (text: string): string =>
  text.replace(
    SECRETS,
    (match, _flag?: string, name?: string, _spaces?: string, _quote?: string, _scheme?: string, value?: string, urlPassword?: string, at?: number) => {
      // a named value is judged too: `-o StrictHostKeyChecking=no`, `TOKEN_TTL=3600`, `SSH_KEY_PATH=~/.ssh/id` hold no secret
      if (
        value &&
        (ABOUT_A_SECRET.test(name!) ||
          // an XML `key="ClearTextPassword" value="pw"` pair: the key attribute is the name (`POSITIONAL_SECRETS` takes the value)
          text.startsWith('" value=', at! + match.length) ||
          PLAIN_VALUE.test(value) ||
          (NUMBER.test(value) && !PASSWORD_NAME.test(name!)) ||
          (WORDS.test(value) && !SECRET_NAME.test(name!)))
      )
        return match.slice(0, -value.length) + redactNamed(value)
      const secret = value ?? urlPassword
      return secret ? `${match.slice(0, -secret.length)}[REDACTED]` : match
    },
  )

/** A value that refers to a secret or stands for one: `$PASSWORD`, `${{ secrets.X }}`, `%PW%`, `<password>`, `****`, `[REDACTED]`, a flag, a URL. */
const EXPRESSION = /^(?:[-$<{[(%*|>=:]|\w+:\/\/)/

/**
 * The tracker's rules whose group 1 keeps what comes before a secret and group 2 is the secret:
 * clients' password flags, positions, provider keys. Built when a text is redacted, not at import,
 * so that a bundle importing only this module's neighbours (the protocol's limits) drops them.
 */
const trackerRules = () => [clientPasswords(CLIENT_PASSWORD_FLAGS), ...POSITIONAL_SECRETS, providerKeys(PROVIDER_KEYS)]

/**
 * Replaces group 2 of each match of each rule (in `rules`' order) with `[REDACTED]`, unless
 * group 1 is not empty and the secret is an expression or a plain value (`PLAIN_VALUE`).
 */
export function redactByRules(text: string, rules: readonly RegExp[]): string {
  return rules.reduce(
    (redacted, rule) =>
      redacted.replace(rule, (match, before?: string, secret?: string) =>
        secret && !(before && (EXPRESSION.test(secret) || PLAIN_VALUE.test(secret))) ? `${before}[REDACTED]` : match,
      ),
    text,
  )
}

/**
 * Replaces API keys, tokens, passwords and private keys in a text with `[REDACTED]`: those told
 * by their shape (`redactShapes`), then named values and command-line passwords. A named
 * value is judged as well as its name: it is kept when the name says the setting is about a
 * secret (`*_KEY_PATH`, `--password-file`, `TOKEN_TTL`), or when the value is a path, a boolean,
 * a placeholder or a header name, a number or duration (unless named a password), or lower-case
 * words (unless the name ends with the secret word: `StrictHostKeyChecking=accept-new` is kept).
 */
export function redact(text: string): string {
  return redactShapes(redactByRules(redactNamed(text), trackerRules()))
}
