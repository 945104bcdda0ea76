/**
 * Sign-in benchmark: what a password sign-in costs with argon2id (memoryCost 19456 KiB, timeCost 2,
 * parallelism 1), and whether a sign-in with an unknown e-mail takes as long as one with a known
 * e-mail (it must: otherwise the time tells which e-mails have accounts). One in-process app on
 * SQLite; three cases interleave (ABC, CBA, ...) within ONE run through `inject`:
 *   known: the right e-mail and password; unknown: an e-mail with no account; wrong: the right
 *   e-mail with a wrong password. Prints ms per sign-in (median) and the ratios to `known`, then
 *   unknown against wrong alone (all someone without the password can compare).
 * Writes bench/results/signin.json.
 *
 *   node bench/signin.mjs [--rounds 10] [--per-round 5]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '10' }, 'per-round': { type: 'string', default: '5' } } })
const rounds = Number(args.rounds)
const perRound = Number(args['per-round'])

const load = (path) => import(pathToFileURL(join(dist, path)).href)
const { openStore } = await load('store/store.js')
const { createApp } = await load('app.js')
const { createWorkspace } = await load('admin/workspaces.js')
const { addMember } = await load('members/memberships.js')
const { createUser, setPasswordHash } = await load('users/users.js')
const { ARGON2_PARAMETERS, hashPassword } = await load('users/passwordHashing.js')

const dir = mkdtempSync(join(tmpdir(), 'devtrail-bench-signin-'))
const store = await openStore(`sqlite:${join(dir, 'devtrail.db')}`)
const PASSWORD = 'bench password of a reasonable length'
const workspaceId = (await createWorkspace(store, 'Bench')).id
const user = await createUser(store, { email: 'member@bench.example' })
await setPasswordHash(store, user.id, await hashPassword(PASSWORD))
await addMember(store, workspaceId, user.id, 'owner')
// no lockout during the measurement: every wrong attempt is still checked and counted in the store
const app = await createApp({
  store,
  tokenSecret: 'bench-signin-token-secret-0123456789',
  teamAccess: { lockout: { accountFailures: 1e9, addressFailures: 1e9 } },
})

const cases = {
  known: { email: 'member@bench.example', password: PASSWORD, status: 200 },
  unknown: { email: 'nobody@bench.example', password: PASSWORD, status: 401 },
  wrong: { email: 'member@bench.example', password: 'a wrong password of similar size', status: 401 },
}
const samples = { known: [], unknown: [], wrong: [] }

async function signIn(name) {
  const { email, password, status } = cases[name]
  const started = performance.now()
  const answer = await app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email, password } })
  const elapsed = performance.now() - started
  if (answer.statusCode !== status) throw new Error(`${name}: expected ${status}, got ${answer.statusCode} ${answer.body}`)
  return elapsed
}

// warm-up: the dummy hash of unknown e-mails is computed once, on first use
for (const name of Object.keys(cases)) await signIn(name)
const order = Object.keys(cases)
// the cases interleave one sign-in at a time (ABC CBA ...): drift and GC fall on all alike
for (let round = 0; round < rounds * perRound; round++) {
  const names = round % 2 === 0 ? order : [...order].reverse()
  for (const name of names) samples[name].push(await signIn(name))
}

// an attacker without the password compares these two only: measured again, without successful
// sign-ins in between (a success clears the account's failure count, which the next wrong attempt re-creates)
const probe = { unknown: [], wrong: [] }
for (let round = 0; round < rounds * perRound; round++) {
  for (const name of round % 2 === 0 ? ['unknown', 'wrong'] : ['wrong', 'unknown']) probe[name].push(await signIn(name))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const ms = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, Number(median(values).toFixed(2))]))
const result = {
  argon2: ARGON2_PARAMETERS,
  samples_per_case: rounds * perRound,
  median_ms_per_sign_in: ms,
  ratio_unknown_email_to_known: Number((ms.unknown / ms.known).toFixed(3)),
  ratio_wrong_password_to_known: Number((ms.wrong / ms.known).toFixed(3)),
  attacker_view_median_ms: { unknown: Number(median(probe.unknown).toFixed(2)), wrong: Number(median(probe.wrong).toFixed(2)) },
  ratio_unknown_email_to_wrong_password: Number((median(probe.unknown) / median(probe.wrong)).toFixed(3)),
}
console.log(JSON.stringify(result, null, 2))
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/signin.json'), `${JSON.stringify(result, null, 2)}\n`)
await app.close()
await store.close()
rmSync(dir, { recursive: true, force: true })
