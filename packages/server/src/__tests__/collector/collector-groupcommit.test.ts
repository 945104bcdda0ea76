import { describe, expect, it, vi } from 'vitest'
import { DevtrailError } from '../../errors.js'
import { GroupCommit } from '../../collector/groupCommit.js'

describe('group commit', () => {
  it('writes items queued together in one group and answers each with its own result', async () => {
    const groups: number[][] = []
    const commit = new GroupCommit<number, number>(async (items) => {
      groups.push([...items])
      return items.map((item) => item * 10)
    })
    const results = await Promise.all([commit.add(1, 1), commit.add(2, 1), commit.add(3, 1)])
    expect(results).toEqual([10, 20, 30])
    expect(groups).toEqual([[1, 2, 3]])
  })

  it('caps a group at maxEvents and writes what queued during a write next', async () => {
    const groups: number[][] = []
    const commit = new GroupCommit<number, number>(
      async (items) => {
        groups.push([...items])
        return items
      },
      { maxEvents: 10, maxWaitMs: 1000 },
    )
    // 4 + 4 + 4 events: the third does not fit in a group of 10
    const results = await Promise.all([commit.add(1, 4), commit.add(2, 4), commit.add(3, 4)])
    expect(results).toEqual([1, 2, 3])
    expect(groups).toEqual([[1, 2], [3]])
  })

  it('with maxWaitMs 0 writes what arrived in one turn of the event loop as one group, at once, and grows the next during a write', async () => {
    const groups: number[][] = []
    let release: () => void = () => {}
    const commit = new GroupCommit<number, number>(
      async (items) => {
        groups.push([...items])
        if (groups.length === 1) await new Promise<void>((resolve) => (release = resolve))
        return items
      },
      { maxWaitMs: 0 },
    )
    const first = [commit.add(1, 1), commit.add(2, 1)]
    await new Promise((resolve) => setImmediate(resolve))
    expect(groups).toEqual([[1, 2]])
    // the writer is busy: these wait for it, then go together
    const second = [commit.add(3, 1), commit.add(4, 1)]
    // with maxWaitMs 0 a group starts on the next turn of the event loop: give it two
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve))
    expect(groups).toEqual([[1, 2]])
    release()
    expect(await Promise.all([...first, ...second])).toEqual([1, 2, 3, 4])
    expect(groups).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('fails only the item that fails the transaction', async () => {
    const writes: number[][] = []
    const commit = new GroupCommit<number, number>(async (items) => {
      writes.push([...items])
      if (items.includes(2)) throw new Error('constraint violated')
      return items
    })
    const settled = await Promise.allSettled([commit.add(1, 1), commit.add(2, 1), commit.add(3, 1)])
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(writes).toEqual([[1, 2, 3], [1], [2], [3]])
  })

  it('drains on close and refuses later items', async () => {
    const written: number[] = []
    const commit = new GroupCommit<number, number>(
      async (items) => {
        written.push(...items)
        return items
      },
      { maxWaitMs: 60_000 },
    )
    const pending = commit.add(7, 1)
    await commit.close()
    await expect(pending).resolves.toBe(7)
    expect(written).toEqual([7])
    await expect(commit.add(8, 1)).rejects.toEqual(new DevtrailError('unavailable', 'the collector is shutting down'))
  })

  it('answers a write that hangs as unavailable within the write timeout, fails what queued behind it, and refuses new items briefly', async () => {
    let release: () => void = () => {}
    const hanging = new Promise<void>((resolve) => {
      release = resolve
    })
    let writes = 0
    let started: () => void = () => {}
    const firstWriteStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    const commit = new GroupCommit<number, number>(
      async (items) => {
        writes += 1
        if (writes === 1) {
          started()
          await hanging
        }
        return items
      },
      { writeTimeoutMs: 100, unavailableMs: 200, maxWaitMs: 1 },
    )
    // the refusal lasts unavailableMs on the clock: hold the clock still, then move it rather than wait it out
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const failedAt = Date.now()
      const first = commit.add(1, 1)
      // the first write has started (and hangs): the next item queues behind it
      await firstWriteStarted
      const queued = commit.add(2, 1)
      await expect(first).rejects.toMatchObject({ type: 'unavailable' })
      await expect(queued).rejects.toMatchObject({ type: 'unavailable' })
      await expect(commit.add(3, 1)).rejects.toMatchObject({ type: 'unavailable' })
      release()
      vi.setSystemTime(failedAt + 199)
      await expect(commit.add(4, 1)).rejects.toMatchObject({ type: 'unavailable' })
      vi.setSystemTime(failedAt + 200)
      expect(await commit.add(5, 1)).toBe(5)
    } finally {
      vi.useRealTimers()
    }
  })
})
