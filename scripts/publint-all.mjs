// Lints every publishable package as npm would pack it; exits non-zero on any error or warning.
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { readFile } from 'node:fs/promises'

const packages = ['core', 'loader', 'react', 'vue', 'server', 'client']
let problems = 0
for (const name of packages) {
  const pkgDir = `packages/${name}`
  const pkg = JSON.parse(await readFile(`${pkgDir}/package.json`, 'utf8'))
  const { messages } = await publint({ pkgDir, level: 'warning', strict: true })
  for (const message of messages) {
    problems++
    console.error(`${pkg.name}: ${formatMessage(message, pkg)}`)
  }
}
if (problems > 0) process.exit(1)
console.log(`publint: ${packages.length} packages clean`)
