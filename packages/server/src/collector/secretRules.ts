/**
 * The collector's own secret rules, in addition to the tracker's (`redact`): more clients' flag
 * grammars, more places of a password in code and credential files, and more providers' keys,
 * written as the tracker's rules are (`clientPasswords`, `providerKeys`, `redactByRules`). The
 * tracker keeps to the common ones for its size; the collector, which sees every text before it is
 * stored, applies both.
 */
import { clientPasswords, providerKeys, redact, redactByRules } from '@devtrail/core/protocol'

/** Clients and their password flags, as `CLIENT_PASSWORD_FLAGS` (`/p:` and `user%password` included). */
const CLIENT_PASSWORD_FLAGS: Record<string, string> = {
  curl: '-U: --proxy-user: -E: --cert: --pass --proxy-pass --oauth2-bearer',
  'https?|xh|hey': '--auth:',
  '(?:redis|keydb|valkey)-[\\w-]+|memtier_benchmark': '--pass --authenticate',
  '(?:redis|keydb|valkey)-(?!cli)[\\w-]+': '-a',
  'couchbase-cli|cbq|cb\\w+|rabbitmqadmin|racadm|smbmap|hydra|crackmapexec|nxc|evil-winrm|rdesktop|psexec(?:\\.py)?': '-p --password',
  'osql|mosquitto_\\w+|ipmitool|p4': '-P --pw',
  influx: '-p -password -t',
  'ldap\\w+|vsql': '-w',
  ldappasswd: '-s -a',
  'ssh-keygen': '-N -P',
  'zip|unzip': '-P',
  '7z\\w?|7za|rar|unrar': '-p+ -hp+',
  openssl: '-k',
  'xh|hey': '-a:',
  ab: '-A:',
  'skopeo|podman|buildah': '--creds: --src-creds: --dest-creds:',
  'smbclient|rpcclient|net\\s+rpc': '-U% --user%',
  lftp: '-u,',
  'snmp\\w+': '-A -X',
  'gh\\s+secret\\s+set': '-b --body',
}

/** Provider keys by alphabet, as `PROVIDER_KEYS`: those whose body `redactShapes` may tell too, and the less common ones. */
const PROVIDER_KEYS: Record<string, string> = {
  // New Relic browser, RubyGems, Shippo, MailerSend, Grafana service account, LangSmith, Sourcegraph
  '[\\da-f]': 'NRJS-:19 rubygems_:48 shippo_(?:live|test)_:40 mlsn\\.:64 glsa_[A-Za-z\\d]{32}_:8 lsv2_(?:pt|sk)_[\\da-f]{32}_:10 sgp_(?:[\\da-f]{16}_)?:40',
  // Linear, Bitbucket, Perplexity, Groq, Replicate, Render, EasyPost, JFrog, xAI, Alibaba, Notion, Prefect
  '[A-Za-z\\d]': 'lin_api_:40 ATBB:32 pplx-:48 gsk_:52 r8_:37 rnd_:32 EZAK:54 AKCp:69 xai-:80 LTAI:20 ntn_\\d{11}:35 secret_:43 pnu_:36',
  // age, Dynatrace
  '[A-Z\\d]': 'AGE-SECRET-KEY-1:58 dt0c01\\.[A-Z\\d]{24}\\.:64',
  // New Relic, Contentful, Heroku, Square, Atlassian, Docker Hub, Google OAuth, Fly.io, PlanetScale, Google access tokens, Telegram bots
  '[\\w=-]':
    'NRI[IQ]-:32 CFPAT-:43 HRKU-AA:58 EAAA:60 sq0atp-:22 sq0csp-:43 ATATT3:186 dckr_pat_:27 GOCSPX-:28 fo1_:43 pscale_(?:tkn|pw|oauth)_:32,64 ya29\\.:30,2000 \\d{5,16}:A:34',
  // Grafana Cloud, Sentry organization tokens, Docker registry credentials (`{"auths":` in base64)
  '[\\w+/=]': 'glc_:32,400 sntrys_eyJ:60,400 eyJhdXRocyI6:20,9999',
}

/** Places of a secret, as `POSITIONAL_SECRETS`: group 1 keeps what comes before it, group 2 is the secret. */
const POSITIONAL_SECRETS: RegExp[] = [
  // XML settings: `<password>pw</password>` (Maven, NuGet), `name="db.password" value="pw"`
  /(<[\w:.-]*(?:password|passwd|passphrase|pwd|secret|token|api-?key)>)([^<\n]+)(?=<\/)/gi,
  /((?:key|name)=["'][\w.:-]*(?:password|passwd|pwd|secret|token|key)["']\s+value=["'])([^"'\n]+)/gi,
  // a password echoed into a command that reads it from stdin, or into a secrets file: `echo pw | docker login --password-stdin`, `echo 'me:pw' | chpasswd`
  /(\becho\s+(?:-\w+\s+)*["']?(?:[\w.@-]+:)?)([^\s"':|]+)(?=["']?\s*(?:\|[^|;&\n]*?(?:-stdin|--with-token|chpasswd|sudo\s+-S)|>>?\s*\S*(?:secrets|passwd)))/g,
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
  // `mc alias set name url access secret`, `rabbitmqctl add_user me pw`, `net use \\\\host\\share pw /user:me`, DB2 `connect to db user me using pw`
  /(\bmc\s+(?:alias\s+set|config\s+host\s+add)\s+\S+\s+\S+\s+\S+\s+)([^\s;|&]+)/g,
  /(\brabbitmqctl\s+(?:add_user|change_password)\s+\S+\s+)([^\s;|&]+)/g,
  /(\bnet\s+use\s+(?:\w:\s+)?\\\\\S+\s+)([^\s/;|&]+)(?=\s+\/user:)/gi,
  /(\bconnect\s+to\s+\S+\s+user\s+\S+\s+using\s+)([^\s;|&]+)/gi,
  // Redis `AUTH pw`, `AUTH me pw`, as typed at its prompt
  /(\bAUTH[ \t]+(?:[\w.-]+[ \t]+)?)([^\s"']+)(?=[ \t]*(?:$|[\n"';|]))/g,
]

/** The collector's rules, built once. */
const RULES = [clientPasswords(CLIENT_PASSWORD_FLAGS), ...POSITIONAL_SECRETS, providerKeys(PROVIDER_KEYS)]

/**
 * The text with every secret the collector's rules and the tracker's find replaced by
 * `[REDACTED]`; the collector's first, so that an exact key format is taken whole before
 * `redactShapes` takes the random part of it.
 */
export function redactAll(text: string): string {
  return redact(redactByRules(text, RULES))
}
