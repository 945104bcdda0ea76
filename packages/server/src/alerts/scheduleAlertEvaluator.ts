/**
 * Gives the app its alert evaluator (`app.alerts`): writers hand it what they committed, it
 * wakes the job runner when it queued deliveries, and it finishes its evaluations on close.
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
    onQueued: () => app.jobs.wake(),
    onError: (error, message) => app.log.error({ err: error }, message),
  })
  app.decorate('alerts', evaluator)
  app.addHook('onClose', async () => evaluator.close())
}
