/**
 * Gives the app its alert evaluator (`app.alerts`): writers hand it what they committed, it
 * wakes the job runner when it queued deliveries, and it finishes its evaluations on close. When
 * the app is ready it resumes what was committed after each workspace's evaluation mark.
 */
import type { FastifyInstance } from 'fastify'
import type { Store } from '../store/store.js'
import { AlertEvaluator } from './alertEvaluator.js'
import type { AlertOptions } from './alertOptions.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's alert rule evaluator. */
    alerts: AlertEvaluator
  }
}

/** Decorates `app.alerts`; its evaluations finish before the app closes. */
export function scheduleAlertEvaluator(app: FastifyInstance, store: Store, options: AlertOptions = {}): void {
  const evaluator = new AlertEvaluator(store, {
    publicUrl: options.publicUrl ?? null,
    ...(options.ruleCacheMs !== undefined ? { ruleCacheMs: options.ruleCacheMs } : {}),
    ...(options.gatherMs !== undefined ? { gatherMs: options.gatherMs } : {}),
    onQueued: () => app.jobs.wake(),
    onError: (error, message) => app.log.error({ err: error }, message),
  })
  app.decorate('alerts', evaluator)
  app.addHook('onReady', async () => {
    try {
      const resumed = await evaluator.resume()
      if (resumed > 0) app.log.warn({ activities: resumed }, `alert evaluation resumed for ${resumed} activities committed after the last evaluation`)
    } catch (error) {
      app.log.error({ err: error }, 'could not resume alert evaluation after the mark')
    }
  })
  app.addHook('onClose', async () => evaluator.close())
}
