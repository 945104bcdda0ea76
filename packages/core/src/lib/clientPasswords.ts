/**
 * The flag grammars of common command-line clients (the collector knows more): for each client (names as a pattern), the
 * flags that take its password, spelled as the client spells them (flags are case-sensitive:
 * `mysql -P` is a port, `plink -P` too, `sqlcmd -P` a password). A flag as written takes its
 * value attached (`-apw`, short flags only), after `=` or after spaces; a flag ending in `:`, `%`
 * or `,` takes `user` then that separator then the password (`curl -u me:pw`, `smbclient -U
 * me%pw`, `lftp -u me,pw`); a flag ending in `+` takes it attached, or after spaces when it is no
 * lower-case word alone at the end of the command (`mysql -p shop` prompts, `shop` is a database).
 */
export const CLIENT_PASSWORD_FLAGS: Record<string, string> = {
  curl: '-u: --user:',
  'mysql\\w*|mariadb[\\w-]*': '-p+',
  '(?:redis|keydb|valkey)-cli': '-a',
  'mongo\\w*|cqlsh|cypher-shell|login|upload|publish|sshpass': '-p',
  'sqlcmd|bcp': '-P',
  'plink|pscp': '-pw',
  'https?|etcdctl': '-a: --user:',
}

/** A shell word, to its end or the end of its command. */
const WORD = '[^\\s;|&]+'

/** The pattern of one flag as it takes a password: attached, after `=` or spaces, or as `user:password`. */
function flagPattern(flag: string): string {
  const name = flag.replace(/[:%,+]$/, '')
  const short = name.length === 2
  const separator = flag.slice(name.length)
  if (separator === '+') return `${name}(?:\\s+(?![a-z_]+[ \\t]*(?:[\\n<>|;&-]|$)))?["']?`
  const after = `${name}(?:=|\\s+${short ? '|' : ''})["']?`
  return separator ? `${after}[^\\s${separator}"']+${separator}` : after
}

/**
 * One pattern for the password of every client of `clients` (as `CLIENT_PASSWORD_FLAGS`): the
 * client's name, at most 20 arguments that are none of its password flags (so the first one is
 * taken: `sshpass -p "$PW" ssh -p 2222` keeps both), then the flag; group 1 keeps all that, group
 * 2 is the password, to its quote (up to 4 spaces in it) or the end of its word. A scan starts at
 * a word of at most 30 characters followed by a space (a client's name) or fails at once, so it
 * stays linear.
 */
export function clientPasswords(clients: Record<string, string>): RegExp {
  const alternatives = Object.entries(clients).map(([names, flags]) => {
    const flag = `(?:${flags.split(' ').map(flagPattern).join('|')})`
    return `(?:${names})(?:\\s+(?!${flag})${WORD}){0,20}?\\s+${flag}`
  })
  return new RegExp(`(\\b(?=[\\w-]{2,30}\\s)(?:${alternatives.join('|')}))([^\\s"']+(?:[ \\t]+[^\\s"']+){0,4}(?=["'])|[^\\s"';|&<>]+)`, 'g')
}
