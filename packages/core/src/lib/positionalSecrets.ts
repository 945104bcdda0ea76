/**
 * Secrets told by their place rather than their name: a field of a credential file's line, an
 * argument of an authenticating call (the collector knows more places). In each pattern group 1
 * keeps what comes before the secret and group 2 is the secret; an empty group 1 marks a secret
 * whose shape alone tells it (a `$`-started password hash), otherwise the secret is judged like a
 * named value (`$PASSWORD`, `<password>` and `YOUR_PASSWORD` are kept).
 */
export const POSITIONAL_SECRETS: RegExp[] = [
  // .netrc: `machine host login me password pw`, on one line or several, and its `default` entry
  /((?:machine\s+[^\s;|&]+|default(?=\s+login))(?:\s+(?:login|account)\s+[^\s;|&]+)*?\s+password\s+["']?)([^\s"']+)/g,
  // ~/.pgpass: `host:port:database:user:password`, a line or a quoted word
  /((?:^|["'\s])(?:[\w.-]+|\*|\[[\da-f:]+\]):(?:\d+|\*):[^\s:"']+:[^\s:"']*[a-z][^\s:"']*:)((?:\\.|[^\s:"'\\])+)(?=["'\s]|$)/gim,
  // htpasswd and /etc/shadow: a crypt hash (`$apr1$salt$hash`, `$2y$05$…`, `$6$…`, `$argon2id$v=19$…`; its id is lower case, unlike `$HOME$PATH`) or a `{SHA}` digest
  /()(\$[a-z\d]{1,8}(?:\$[^\s:"'$]{0,64}){1,3}\$[\w./+=]{16,}|\{S?SHA\}[\w+/]{20,}=*)/g,
  // a user and password given to an HTTP client's auth option or an authenticating call: `auth=('me', 'pw')`, `SetBasicAuth("me", "pw")`, `'auth' => ['me', 'pw']`, `PlainAuth("", "me", "pw", host)`, `SetBasicAuth(os.Getenv("U"), "pw")`
  /((?:auth(?:entication)?|credentials?|login|basic)["']?\s*(?:[:=]>?\s*)?(?:[([]|\s)\s*(?:["'`]{2}\s*,\s*)?(?:["'`][^"'`\n]*["'`]|[\w.]+(?:\([^()\n]*\))?)\s*,\s*(?:Some\(\s*)?["'`])([^\s"'`]+)(?=["'`])/gi,
]
