/**
 * Activity levels decay without new activity: an account busy last month is LOW today even if
 * little was written since. Write-time aggregates cannot see that, so a periodic sweep
 * recomputes every account whose level or active developer count is still above zero.
 */
import type { FastifyInstance } from 'fastify'
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { accountsStillActive } from '../accounts/account.js'
import { developerIdsOfAccount } from '../developers/developerRows.js'
import { pruneDeliveryBodies } from '../github/deliveryBodies.js'
import { applyRetention } from '../privacy/retention.js'
import type { Store } from '../store/store.js'
import { activityLevelsOf } from '../domain/activityLevels.js'
import { refreshDeveloperAggregates } from './aggregates.js'

/** How often the sweep runs by default: hourly. */
export const DEFAULT_SWEEP_INTERVAL_MS = 60 * 60 * 1000

/** Recomputes every account above LOW or with active developers; returns how many it refreshed. */
export async function sweepActivityLevels(store: Store, now = Date.now()): Promise<number> {
  const stale = await accountsStillActive(store.db)
  for (const account of stale) {
    // one account per transaction: the collector's writes interleave with the sweep
    await store.db.transaction().execute(async (trx) => {
      for (const developerId of await developerIdsOfAccount(trx, account.id)) await refreshDeveloperAggregates(trx, developerId)
      await refreshAccountAggregates(trx, account.id, activityLevelsOf(account.settings), now)
    })
  }
  return stale.length
}

/**
 * One run of the periodic sweep at `now`: retention first (the levels are then computed from what
 * is kept), GitHub delivery body hashes past their window, then the activity levels.
 */
export async function periodicSweep(store: Store, now = Date.now()): Promise<void> {
  await applyRetention(store, now)
  await pruneDeliveryBodies(store.db, now)
  await sweepActivityLevels(store, now)
}

/** Runs the sweep every `intervalMs` while the app is up (0 turns it off), then `afterSweep` (alerts record the lowered levels). */
export function scheduleActivitySweep(app: FastifyInstance, store: Store, intervalMs: number, afterSweep: () => Promise<unknown> = async () => {}): void {
  if (intervalMs <= 0) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = periodicSweep(store)
        .then(afterSweep)
        .catch((error: unknown) => app.log.error({ err: error }, 'activity sweep failed'))
    }, intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
