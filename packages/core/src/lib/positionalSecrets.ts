/**
 * Secrets told by their place rather than their name: a field of a credential file's line, an
 * argument of an authenticating call. In each pattern group 1 keeps what comes before the secret
 * and group 2 is the secret; an empty group 1 marks a secret whose shape alone tells it (a
 * `$`-started password hash), otherwise the secret is judged like a named value (`$PASSWORD`,
 * `<password>` and `YOUR_PASSWORD` are kept).
 */
export const POSITIONAL_SECRETS: RegExp[] = [
  // .netrc: `machine host login me password pw`, on one line or several, and its `default` entry
  /((?:machine\s+[^\s;|&]+|default(?=\s+login))(?:\s+(?:login|account)\s+[^\s;|&]+)*?\s+password\s+["']?)([^\s"']+)/g,
  // ~/.pgpass: `host:port:database:user:password`, a line or a quoted word
  /((?:^|["'\s])(?:[\w.-]+|\*|\[[\da-f:]+\]):(?:\d+|\*):[^\s:"']+:[^\s:"']*[a-z][^\s:"']*:)((?:\\.|[^\s:"'\\])+)(?=["'\s]|$)/gim,
  // htpasswd and /etc/shadow: a crypt hash (`$apr1$`, `$2y$`, `$6$`, `$argon2id$`...) or `{SHA}` digest
  /()(\$(?:1|2[abxy]?|5|6|7|y|gy|apr1|md5|sha1|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*)(?:\$[^\s:"'$]{0,64}){1,3}\$[\w./+=]{16,}|\{S?SHA\d*\}[\w+/]{20,}=*)/g,
  // XML settings: `<password>pw</password>` (Maven, NuGet), `name="db.password" value="pw"`
  /(<[\w:.-]*(?:password|passwd|passphrase|pwd|secret|token|api-?key)>)([^<\n]+)(?=<\/)/gi,
  /((?:key|name)=["'][\w.:-]*(?:password|passwd|pwd|secret|token|key)["']\s+value=["'])([^"'\n]+)/gi,
  // a password echoed into a command that reads it from stdin, or into a secrets file: `echo pw | docker login --password-stdin`, `echo 'me:pw' | chpasswd`
  /(\becho\s+(?:-\w+\s+)*["']?(?:[\w.@-]+:)?)([^\s"':|]+)(?=["']?\s*(?:\|[^|;&\n]*?(?:-stdin|--with-token|chpasswd|sudo\s+-S)|>>?\s*\S*(?:secrets|passwd)))/g,
  // a user and password given to an HTTP client's auth option or an authenticating call: `auth=('me', 'pw')`, `SetBasicAuth("me", "pw")`, `'auth' => ['me', 'pw']`, `PlainAuth("", "me", "pw", host)`
  /((?:auth(?:entication)?|credentials?|login|basic)["']?\s*(?:[:=]>?\s*)?(?:[(\[]|\s)\s*(?:["'`]{2}\s*,\s*)?(?:["'`][^"'`\n]*["'`]|[\w.]+)\s*,\s*(?:Some\(\s*)?["'`])([^\s"'`]+)(?=["'`])/gi,
  // a secret set by name in a call: `define('DB_PASSWORD', 'pw')`, `headers.set('X-Api-Key', 'k')`
  /((?:define|set\w*|put\w*)\(\s*["'`][\w.-]*(?:pass(?:word|wd)?|pwd|secret|token|key)["'`]\s*,\s*["'`])([^\s"'`]+)(?=["'`])/gi,
  // `user:password` encoded for a Basic header: `btoa('me:pw')`, `b64encode(b'me:pw')`
  /((?:btoa|Buffer\.from|b64encode|\[\]byte)\(\s*b?["'`][^\s:"'`]+:)([^\s"'`]+)(?=["'`])/g,
  // Oracle `sqlplus me/pw@db`, a Go MySQL DSN `me:pw@tcp(host)/db`, a Sentry DSN's key
  /((?:sqlplus|sqlldr|expdp|impdp|rman\s+target)\s+(?:-\w+\s+)*["']?[\w$#]+\/)([^\s@/"']+)/g,
  /([\w.-]+:)([^\s/"']{1,64})(?=@(?:tcp|unix)\()|[\w.-]+/g,
  /(\/\/)([\da-f]{32})(?=[:@])/g,
  // `htpasswd -b file me pw`, `htpasswd -nb me pw`: the last word of the command
  /(htpasswd(?:[ \t]+-\w+)*?[ \t]+-\w*b\w*(?:[ \t]+-\w+)*(?:[ \t]+[^\s<>|;&-]\S*){1,2}[ \t]+)([^\s<>|;&]+)(?=[ \t]*(?:$|[\n<>|;&]))/g,
  // PowerShell `ConvertTo-SecureString 'pw' -AsPlainText`
  /(ConvertTo-SecureString\s+(?:-String\s+)?["'])([^"'\n]+)(?=["']\s+-AsPlainText)/gi,
]
