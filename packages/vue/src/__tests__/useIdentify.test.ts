import { defineComponent, h, nextTick, ref, type Ref } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Identity, Tracker } from '@devtrail/core'
import { recordingTracker, type RecordingTracker } from '../../../../test/fixtures/recordingTracker'

type Binding = typeof import('../index')
const page = window as unknown as { Devtrail?: Tracker }
let binding: Binding

beforeEach(async () => {
  vi.resetModules()
  binding = await import('../index')
  document.head.innerHTML = ''
  delete page.Devtrail
})

const ada: Identity = { username: 'ada@example.com', type: 'email', firstname: 'Ada', company: 'example.com' }

function mountIdentifying(identity: Ref<Identity | null | undefined> | (() => Identity | null | undefined), tracker: RecordingTracker, bundled = true) {
  const SignedIn = defineComponent({
    setup() {
      binding.useIdentify(identity)
      return () => h('div')
    },
  })
  return mount(SignedIn, {
    global: {
      plugins: [binding.createTrackerPlugin(bundled ? { clientID: 'c1', bundled: tracker, apiHost: 'https://devtrail.example.com' } : { clientID: 'c1' })],
    },
  })
}

describe('useIdentify', () => {
  it('treats undefined as not known yet: no reset while auth loads', async () => {
    const tracker = recordingTracker()
    const identity = ref<Identity | null | undefined>(ada)
    mountIdentifying(identity, tracker)
    await flushPromises()
    expect(tracker.identities).toEqual([ada])
    identity.value = undefined
    await flushPromises()
    expect(tracker.resets).toBe(0)
    identity.value = null
    await flushPromises()
    expect(tracker.resets).toBe(1)
  })

  it('identifies once per distinct identity, by value, and resets on sign-out', async () => {
    const tracker = recordingTracker()
    const identity = ref<Identity | null | undefined>(undefined)
    mountIdentifying(identity, tracker)
    await flushPromises()
    expect(tracker.inits).toHaveLength(1)
    expect(tracker.identities).toEqual([])

    identity.value = ada
    await nextTick()
    expect(tracker.identities).toEqual([ada])

    // A new object with the same content (keys in another order): no second identify.
    identity.value = { company: 'example.com', firstname: 'Ada', type: 'email', username: 'ada@example.com' }
    await nextTick()
    expect(tracker.identities).toHaveLength(1)

    // Deep change of the same object: identify again.
    identity.value.other_identities = [{ username: 'ada', type: 'github' }]
    await nextTick()
    expect(tracker.identities).toHaveLength(2)
    expect(tracker.identities[1]!.other_identities).toEqual([{ username: 'ada', type: 'github' }])

    // Sign-out: one reset; staying signed out does not reset again.
    identity.value = null
    await nextTick()
    expect(tracker.resets).toBe(1)
    identity.value = undefined
    await nextTick()
    expect(tracker.resets).toBe(1)
  })

  it('accepts a getter, and does not reset when the identity was never set', async () => {
    const tracker = recordingTracker()
    const signedIn = ref(false)
    mountIdentifying(() => (signedIn.value ? { username: 'ada', type: 'github' } : null), tracker)
    await flushPromises()
    expect(tracker.resets).toBe(0)
    signedIn.value = true
    await nextTick()
    expect(tracker.identities).toEqual([{ username: 'ada', type: 'github' }])
  })

  it('identifies after the hosted script arrives when the identity was known before', async () => {
    const tracker = recordingTracker()
    mountIdentifying(ref(ada), tracker, false)
    await flushPromises()
    expect(tracker.identities).toEqual([])
    page.Devtrail = tracker
    document.querySelector('script')!.dispatchEvent(new Event('load'))
    await flushPromises()
    expect(tracker.inits).toHaveLength(1)
    expect(tracker.identities).toEqual([ada])
  })

  it('stops watching when the component is unmounted, and a remount does not re-identify', async () => {
    const tracker = recordingTracker()
    const identity = ref<Identity | null>(ada)
    const wrapper = mountIdentifying(identity, tracker)
    await flushPromises()
    expect(tracker.identities).toEqual([ada])
    wrapper.unmount()
    identity.value = { username: 'grace@example.com', type: 'email' }
    await nextTick()
    identity.value = null
    await nextTick()
    expect(tracker.identities).toHaveLength(1)
    expect(tracker.resets).toBe(0)

    mountIdentifying(ref({ ...ada }), tracker)
    await flushPromises()
    expect(tracker.identities).toHaveLength(1)
  })
})

describe('useIdentify with a signature', () => {
  it('passes the signature (a ref or getter) with the identity, and identifies again only when either changes', async () => {
    const tracker = recordingTracker()
    const identity = ref<Identity | null | undefined>(ada)
    const signature = ref('a'.repeat(64))
    const SignedIn = defineComponent({
      setup() {
        binding.useIdentify(identity, () => ({ signature: signature.value }))
        return () => h('div')
      },
    })
    mount(SignedIn, { global: { plugins: [binding.createTrackerPlugin({ clientID: 'c1', bundled: tracker, apiHost: 'https://devtrail.example.com' })] } })
    await flushPromises()
    expect(tracker.identities).toEqual([ada])
    expect(tracker.signatures).toEqual(['a'.repeat(64)])
    identity.value = { ...ada }
    await flushPromises()
    expect(tracker.identities).toHaveLength(1)
    signature.value = 'b'.repeat(64)
    await nextTick()
    await flushPromises()
    expect(tracker.signatures).toEqual(['a'.repeat(64), 'b'.repeat(64)])
  })
})
