#!/usr/bin/env node
/** The `devtrail` command: administration of a Devtrail store and `devtrail start` to run the server. */
import { runCli } from './cli/runCli.js'

const { status, keepAlive } = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  readStdin: async () => {
    let text = ''
    for await (const chunk of process.stdin) text += String(chunk)
    return text
  },
})
if (!keepAlive) process.exitCode = status
