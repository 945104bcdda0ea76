import type { CopyActivity } from './enrich.js'

/** Language hints of shells and terminal sessions, as Prism, Shiki, Pygments, highlight.js and Linguist name them. */
const SHELL_LANGUAGES = new Set(
  (
    'sh bash zsh ksh csh tcsh fish nu nushell shell shellscript shell-script console terminal command-line cli curl ' +
    'shell-session shellsession shell_session sh-session bash-session tcshcon ' +
    'powershell pwsh ps ps1 posh ps1con pwsh-session powershell-session cmd bat batch batchfile dos doscon dosbatch'
  ).split(' '),
)

/**
 * Language hints of programming and configuration languages. Hints naming a tool as well as a
 * language (`docker`, `make`, `terraform`) are left out: their text decides.
 */
const CODE_LANGUAGES = new Set(
  (
    'js javascript jsx mjs cjs ts typescript tsx mts cts json jsonc json5 yaml yml toml ini xml html vue svelte astro ' +
    'css scss sass less python py python3 pycon ipython go golang rust rs java kotlin kt scala swift objectivec c cpp c++ ' +
    'h hpp cs csharp c# fsharp f# php ruby rb elixir ex exs erlang dart lua r perl haskell hs clojure zig solidity ' +
    'sql graphql gql proto protobuf prisma dockerfile makefile cmake hcl nix diff patch groovy gradle ' +
    'markdown md mdx jinja handlebars hbs liquid twig env dotenv properties'
  ).split(' '),
)

/** Well-known command-line tools, as the first word of a command. */
const TOOLS = [
  'npm',
  'npx',
  'pnpm',
  'yarn',
  'bunx?',
  'deno',
  'node',
  'corepack',
  'nvm',
  'volta',
  'pip[0-9.]*',
  'pipx',
  'uvx?',
  'poetry',
  'pipenv',
  'conda',
  'python[0-9.]*',
  'py',
  'cargo',
  'rustup',
  'dotnet',
  'mvn',
  'gradle',
  'java',
  'composer',
  'php',
  'bundle',
  'rails',
  'curl',
  'wget',
  'git',
  'gh',
  'ssh',
  'scp',
  'rsync',
  'openssl',
  'docker',
  'docker-compose',
  'podman',
  'kubectl',
  'helm',
  'minikube',
  'terraform',
  'aws',
  'gcloud',
  'az',
  'flyctl',
  'vercel',
  'netlify',
  'heroku',
  'wrangler',
  'firebase',
  'supabase',
  'apt',
  'apt-get',
  'yum',
  'dnf',
  'apk',
  'pacman',
  'snap',
  'choco',
  'winget',
  'scoop',
  'pod',
  'flutter',
  'ng',
  'pulumi',
  'iwr',
  'irm',
  'iex',
  'powershell',
  'pwsh',
  'bash',
  'sh',
  'zsh',
  'setx',
  'set',
  'cd',
  'mkdir',
  'chmod',
  'chown',
  'ls',
  'cat',
  'echo',
  'touch',
  'rm',
  'cp',
  'mv',
  'ln',
  'tar',
  'unzip',
  'make',
  'systemctl',
  'psql',
  'mysql',
].join('|')

/**
 * A command at the start of a line, after `VAR=value` prefixes: `sudo` anything, a known tool
 * followed by an argument or nothing (`npm = require('npm')` is code), an `export NAME=` or
 * `$env:NAME =` assignment, a PowerShell cmdlet (`Set-ExecutionPolicy`), a path to an executable
 * (`./gradlew`), or a tool that is also a keyword or a DSL call (`go func`, Gemfile `gem 'x'`)
 * before a bare subcommand.
 */
const COMMAND = new RegExp(
  String.raw`^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(?:sudo\s+\S|(?:${TOOLS})(?=\s+[^\s=]|\s*$)|export\s+[A-Za-z_]\w*=|\$env:\w+\s*\+?=|[A-Z][a-z]+-[A-Z]\w*(?=\s|$)|\.{1,2}[\\/]\S|(?:go|gem|brew|source)\s+(?!func\b)[^\s'"(=])`,
)

/** A line with a prompt that only a terminal shows: `$ `, `PS C:\> `, `C:\> `, `user@host:~$ `, `❯ `. */
const PROMPT = /^\s*(?:\$ (?=[^\s=])|PS(?: [^>\n]*)?> |[A-Z]:\\[^>\n]*> |[\w.-]+@[\w.-]+(?::[^\s$#]*)?[$#] |\[[^\]\n]+\][$#] |❯ )/

/** A prompt that is also comment or quote syntax (root `# `, zsh `% `, `> `): it counts only before a command. */
const WEAK_PROMPT = /^\s*[#%>] /

/** A line of an unknown tool with a long option: `mycli deploy --prod`. */
const TOOL_WITH_OPTION = /^[a-z][\w.-]*\s.*\s--[a-z]/

/** A comment line of a shell (`#`, `REM`, `::`); it says nothing about the kind of text. */
const COMMENT = /^\s*(?:#|rem\s|::)/i

/** What makes a shell text a script rather than commands to run: a function definition, or a block closed on its own line (`fi`, `done`, `}`). */
const SCRIPT = /^\s*(?:function\s+[\w-]+|[\w-]+\s*\(\s*\)\s*(?:\{\s*)?$|param\s*\(|(?:fi|done|esac|end|\})\s*(?:;\s*)?$)/

/** A heredoc opening (`cat <<EOF`, `<<-'EOF'`), to skip its body, which is data. */
const HEREDOC = /<<-?\s*['"]?(\w+)/

/** The logical lines of a text: continuations (`\`, PowerShell `` ` ``, cmd `^`) joined, blank lines and heredoc bodies left out. */
function logicalLines(text: string): string[] {
  const lines: string[] = []
  let heredocEnd: string | undefined
  for (const line of text.replace(/[\\`^]\r?\n/g, ' ').split(/\r?\n/)) {
    if (heredocEnd) {
      if (line.trim() === heredocEnd) heredocEnd = undefined
    } else if (line.trim()) {
      lines.push(line)
      heredocEnd = HEREDOC.exec(line)?.[1]
    }
  }
  return lines
}

/** Whether a line runs a command: a known tool (maybe after a `#`/`%`/`>` prompt), or one in a `&&`, `||`, `|` or `;` chain, or an unknown tool given `--options`. */
function isCommandLine(line: string): boolean {
  const unprompted = line.replace(WEAK_PROMPT, '').trim()
  return (
    unprompted.split(/&&|\|\|?|;/).some((part) => COMMAND.test(part.trim())) ||
    (!COMMENT.test(line) && !/[;{}()]/.test(line) && TOOL_WITH_OPTION.test(unprompted))
  )
}

/**
 * The activity a copied text is: COPY_COMMAND (something to run in a terminal) or COPY_CODE.
 *
 * 1. A shell prompt (`$ `, `PS C:\> `, `user@host:~$ `) on any line makes a terminal transcript:
 *    a command, whatever its output lines hold and whatever the hint.
 * 2. A programming or configuration language hint (`js`, `go`, `json`, `yaml` ...) means code,
 *    even when a line starts like a command (`go func() {}` in a Go block).
 * 3. A shell script is code: a shebang, a function definition, or a block closed on its own line
 *    (`fi`, `done`, `}`). One-line loops (`for f in *; do ...; done`) stay commands.
 * 4. A shell hint (`bash`, `sh`, `console`, `powershell`, `cmd`, `shell-session` ..., also as
 *    `source-shell`) means a command.
 * 5. Otherwise (no hint, `text`, an unknown hint) the text decides: a command when every line
 *    that is not a comment runs a well-known tool (`npm`, `curl`, `docker`, `pip` ..., after
 *    `sudo`, `VAR=value` or a `# `/`% `/`> ` prompt, continuations joined, heredoc bodies skipped),
 *    `export NAME=...`, a PowerShell cmdlet or an executable path, or an unknown tool with
 *    `--options`; code otherwise (comments, imports, definitions, braces, data).
 *
 * Linear in the text's length.
 */
export function classifyCopy(text: string, language: string | null): CopyActivity {
  const hint = language?.toLowerCase().replace(/^(?:source|text)[-.]/, '')
  const lines = logicalLines(text)
  if (lines.some((line) => PROMPT.test(line))) return 'COPY_COMMAND'
  if (hint && CODE_LANGUAGES.has(hint)) return 'COPY_CODE'
  if (text.startsWith('#!') || lines.some((line) => SCRIPT.test(line))) return 'COPY_CODE'
  if (hint && SHELL_LANGUAGES.has(hint)) return 'COPY_COMMAND'
  const significant = lines.filter((line) => !COMMENT.test(line) || isCommandLine(line))
  return significant.length > 0 && significant.every(isCommandLine) ? 'COPY_COMMAND' : 'COPY_CODE'
}
