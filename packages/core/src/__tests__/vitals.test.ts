import { describe, expect, it, vi } from 'vitest'
import type { WebVitalEvent } from '../protocol'
import type { Tracker } from '../types'
import { API, completeTrackerArrives, hostedScriptRuns, load, settle, useTrackedPage } from './collector'

const callbacks: Record<string, (m: object) => void> = {}
vi.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: object) => void) => void (callbacks[name] = cb)
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') }
})

const wire = useTrackedPage()

describe('trackVitals', () => {
  it('reports the five metrics as WEB_VITAL events through the tracker queue', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    const { trackVitals } = await import('../vitals')
    trackVitals()
    trackVitals() // a second call does not double the metrics
    expect(Object.keys(callbacks).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
    callbacks.LCP!({ name: 'LCP', value: 1234.5, rating: 'good', delta: 1, id: 'v1', entries: [] })
    callbacks.CLS!({ name: 'CLS', value: 0.31, rating: 'poor', delta: 1, id: 'v2', entries: [] })
    await settle()
    const vitals = wire.events().filter((e) => e.type == 'WEB_VITAL') as WebVitalEvent[]
    expect(vitals).toEqual([
      { id: expect.any(String), time: expect.any(Number), url: 'http://localhost:3000/', type: 'WEB_VITAL', name: 'LCP', value: 1234.5, rating: 'good' },
      { id: expect.any(String), time: expect.any(Number), url: 'http://localhost:3000/', type: 'WEB_VITAL', name: 'CLS', value: 0.31, rating: 'poor' },
    ])
  })

  it('keeps metrics ready before the complete tracker of the hosted script has loaded, and sends them through it', async () => {
    vi.resetModules()
    const tag = document.createElement('script')
    tag.src = 'https://cdn.devtrail.test/tracker.js'
    document.head.append(tag)
    await hostedScriptRuns()
    const devtrail = (window as unknown as { Devtrail: Tracker }).Devtrail
    devtrail.init({ clientID: 'c1', apiHost: API })
    const { trackVitals } = await import('../vitals')
    trackVitals(devtrail)
    callbacks.FCP!({ name: 'FCP', value: 812, rating: 'good', delta: 812, id: 'v3', entries: [] })
    await settle()
    expect(wire.events().filter((e) => e.type == 'WEB_VITAL')).toEqual([])
    await completeTrackerArrives()
    // the next look for a tracker (every 500 ms), then the batch window (1 s)
    await settle(1500)
    expect(wire.events().filter((e) => e.type == 'WEB_VITAL')).toEqual([expect.objectContaining({ name: 'FCP', value: 812, rating: 'good' })])
    tag.remove()
    delete (window as { Devtrail?: unknown }).Devtrail
  })

  it('is not part of the base script', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const dir = `${process.cwd()}/packages/core/src/`
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.ts$/.test(f) && !f.includes('__tests__') && f != 'vitals.ts')
    expect(files).toEqual(expect.arrayContaining(['hosted.ts', 'full.ts']))
    for (const f of files) expect(readFileSync(dir + f, 'utf8')).not.toMatch(/from 'web-vitals'/)
  })
})
