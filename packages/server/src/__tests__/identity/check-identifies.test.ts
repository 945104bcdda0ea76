import type { Identity } from '@devtrail/core/protocol'
import { describe, expect, it } from 'vitest'
import type { IdentifyCheck } from '../../admin/identifySecrets.js'
import { checkIdentifies } from '../../collector/checkIdentifies.js'
import type { IngestEvent } from '../../collector/enrich.js'
import { signIdentity } from '../../identity/identitySignature.js'

const ada: Identity = { username: 'ada@example.com', type: 'email', company: 'example.com' }
const now = 1_800_000_000_000
const identify = (signature?: string): IngestEvent => ({
  type: 'IDENTIFY',
  id: '00000000-0000-4000-8000-000000000001',
  time: now,
  url: 'https://app.example.com/',
  identity: ada,
  ...(signature === undefined ? {} : { signature }),
})
const visit: IngestEvent = { type: 'PAGE_VISIT', id: '00000000-0000-4000-8000-000000000002', time: now, url: 'https://app.example.com/' }
const check = (policy: IdentifyCheck['policy'], secrets: IdentifyCheck['secrets'] = []): IdentifyCheck => ({ policy, secrets })
const verdicts = (result: { events: IngestEvent[]; rejected: number }) => ({
  verified: result.events.map((event) => (event.type === 'IDENTIFY' ? event.verified : event.type)),
  rejected: result.rejected,
})

describe('checkIdentifies', () => {
  it('marks a correctly signed identify verified, for identity resolution', () => {
    const result = checkIdentifies(check('signed', [{ secret: 's1', validUntil: null }]), [visit, identify(signIdentity('s1', ada))], now)
    expect(verdicts(result)).toEqual({ verified: ['PAGE_VISIT', true], rejected: 0 })
  })

  it('under signed, removes and counts the unsigned and the wrongly signed; under unsigned, passes the unsigned unverified', () => {
    const secrets = [{ secret: 's1', validUntil: null }]
    const events = [identify(), identify(signIdentity('s2', ada)), visit]
    expect(verdicts(checkIdentifies(check('signed', secrets), events, now))).toEqual({ verified: ['PAGE_VISIT'], rejected: 2 })
    expect(verdicts(checkIdentifies(check('unsigned', secrets), events, now))).toEqual({ verified: [false, 'PAGE_VISIT'], rejected: 1 })
  })

  it('accepts a previous secret until its expiry only', () => {
    const secrets = [
      { secret: 'new', validUntil: null },
      { secret: 'old', validUntil: now + 1000 },
    ]
    const events = [identify(signIdentity('old', ada))]
    expect(verdicts(checkIdentifies(check('signed', secrets), events, now + 999))).toEqual({ verified: [true], rejected: 0 })
    expect(verdicts(checkIdentifies(check('signed', secrets), events, now + 1000))).toEqual({ verified: [], rejected: 1 })
  })
})
