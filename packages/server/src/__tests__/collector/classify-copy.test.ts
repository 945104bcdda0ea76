import { describe, expect, it } from 'vitest'
import { docsBlocks } from '../../../../../test/fixtures/docsMarkup.js'
import { classifyCopy } from '../../collector/classifyCopy.js'

const COMMAND = 'COPY_COMMAND'
const CODE = 'COPY_CODE'

/** Asserts the class of each `[text, language hint]`, naming the failing case. */
const expectClass = (expected: typeof COMMAND | typeof CODE, cases: [string, string | null][]) => {
  for (const [text, language] of cases) expect(classifyCopy(text, language), `${JSON.stringify(text)} (${language})`).toBe(expected)
}

describe('classifyCopy', () => {
  it.for(docsBlocks)('$generator, $name: classified from what the tracker captured', (block) => {
    expect(classifyCopy(block.copiedText, block.language ?? null)).toBe(block.expected)
  })

  it("takes a shell hint as a command, in any highlighter's spelling", () => {
    const hints = [
      'bash',
      'sh',
      'shell',
      'zsh',
      'fish',
      'console',
      'shell-session',
      'shellsession',
      'terminal',
      'powershell',
      'pwsh',
      'ps1',
      'cmd',
      'bat',
      'batch',
    ]
    expectClass(
      COMMAND,
      hints.map((hint) => ['devtrail login', hint]),
    )
    expectClass(COMMAND, [
      ['devtrail login', 'source-shell'],
      ['devtrail login', 'source-powershell'],
      ['devtrail login', 'Bash'],
      ['devtrail login', 'shellscript'],
    ])
  })

  it('takes a programming or configuration language hint as code, even where a line starts like a command', () => {
    expectClass(CODE, [
      ['go func() {\n\tdone <- true\n}()', 'go'],
      ['go run .', 'go'],
      ['npm install', 'js'],
      ["gem 'rails', '~> 7.1'", 'ruby'],
      ['curl: true', 'yaml'],
      ['docker = "^7"', 'toml'],
      ['SELECT * FROM events', 'sql'],
    ])
  })

  it('reads a transcript with a shell prompt as a command, whatever the hint and the output', () => {
    expectClass(COMMAND, [
      ['$ curl localhost:3000/health\n{\n  "ok": true\n}', null],
      ['$ npm run build\n\n> app@1.0.0 build\n> vite build', 'text'],
      ['$ pip install devtrail', 'python'],
      ['PS C:\\Users\\ada> winget install Git.Git', null],
      ['PS> Get-ChildItem', null],
      ['C:\\> dir', null],
      ['ada@laptop:~/app$ make\ncc -o app main.c', null],
      ['[root@host ~]# systemctl status nginx', null],
      ['❯ bun dev', null],
    ])
    // `$` as a variable is not a prompt, nor is a Python or Node REPL
    expectClass(CODE, [
      ['$ = jQuery', null],
      ['>>> import os\n>>> os.getcwd()', null],
      ['> [1, 2].map(x => x * 2)\n[ 2, 4 ]', null],
    ])
  })

  it('reads a shell script as code: a shebang, a function, a block closed on its own line', () => {
    expectClass(CODE, [
      ['#!/usr/bin/env bash\nset -euo pipefail\nnpm ci', 'bash'],
      ['deploy() {\n  npm run build && rsync -a dist/ host:/srv\n}', 'bash'],
      ['if [ ! -f .env ]; then\n  cp .env.example .env\nfi', 'sh'],
      ['function Install-Devtrail {\n  npm install -g devtrail\n}', 'powershell'],
      ['#!/bin/sh\necho hi', null],
    ])
    // a one-line loop is a command; a JSON body continues the curl command it is quoted in
    expectClass(COMMAND, [
      ['for f in *.png; do convert "$f" "${f%.png}.jpg"; done', 'bash'],
      ['curl -X POST https://api.example.com/v1/events \\\n  -d \'{\n  "type": "COPY"\n}\'', 'bash'],
    ])
  })

  it('without a hint, reads commands of well-known tools, chains, continuations and heredocs as commands', () => {
    expectClass(COMMAND, [
      ['npm install @devtrail/core', null],
      ['pnpm add -D vitest\npnpm vitest run', null],
      ['python3 -m venv .venv && . .venv/bin/activate', null],
      ['sudo apt-get update && sudo apt-get install -y postgresql', null],
      ['NODE_ENV=production node server.js', null],
      ['export DEVTRAIL_API_KEY=[REDACTED]', null],
      ['$env:DEVTRAIL_API_KEY = "[REDACTED]"', null],
      ['Set-ExecutionPolicy RemoteSigned -Scope CurrentUser', null],
      ['iwr https://get.pnpm.io/install.ps1 -useb | iex', null],
      ['./gradlew build', null],
      ['.\\venv\\Scripts\\activate', null],
      ['go install golang.org/x/tools/gopls@latest', null],
      ['brew install devtrail', null],
      ['kubectl apply -f \\\n  deploy.yaml', null],
      ['docker run `\n  -p 3000:3000 `\n  devtrail', null],
      ['cat <<EOF | kubectl apply -f -\napiVersion: v1\nkind: Namespace\nEOF', null],
      ['# install the CLI\nnpm i -g devtrail', null],
      ['# apt-get install nginx', null],
      ['% brew upgrade', null],
      ['devtrail deploy --prod', null],
      ['mkcert -install && npm run dev', null],
    ])
  })

  it('without a hint, reads anything else as code: comments, imports, definitions, braces, data', () => {
    expectClass(CODE, [
      ["import { tracker } from '@devtrail/core'", null],
      ['export const config = { runtime: "edge" }', null],
      ['export default defineConfig({})', null],
      ['// install first\nconst client = new Client()', null],
      ['# npm is needed\nimport os', null],
      ['go func() {\n  work()\n}()', null],
      ["gem 'devise'", null],
      ['source "https://rubygems.org"', null],
      ['make(chan int, 10)', null],
      ['npm = require("npm")', null],
      ['FROM node:22\nRUN npm ci', null],
      ['name: CI\non: push\njobs:\n  test:\n    steps:\n      - run: npm test', null],
      ['{\n  "scripts": { "build": "tsc" }\n}', null],
      ['DATABASE_URL=postgres://localhost/devtrail', null],
      ['Content-Type: application/json', null],
      ['Look at this great page', null],
      ['', null],
    ])
  })

  it("is linear in the text's length", () => {
    const long = [
      'a'.repeat(50_000),
      `${' '.repeat(50_000)}x`,
      `x${'\\\n'.repeat(20_000)}`,
      `$env:${'a'.repeat(50_000)}`,
      `f${' '.repeat(50_000)}()`,
      `npm${' -x'.repeat(20_000)};`,
    ]
    const started = performance.now()
    for (const text of long) classifyCopy(text, null)
    expect(performance.now() - started).toBeLessThan(500)
  })
})
