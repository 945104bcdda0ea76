/**
 * Starts the process's job runner with the app and stops it on close, before the store closes.
 * `app.jobs.wake()` asks it to look for due jobs at once (after enqueueing one).
 */
import type { FastifyInstance } from 'fastify'
import type { Store } from '../store/store.js'
import { type AnyJobHandler, createJobRunner, type JobRunner, type JobRunnerOptions } from './jobRunner.js'

/** How the app runs its jobs. */
export interface JobEngineOptions extends Omit<JobRunnerOptions, 'onError'> {
  /** Run jobs in this process (default true); false for a process that only collects. */
  enabled?: boolean
  /** More handlers (tests). */
  handlers?: AnyJobHandler[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner. */
    jobs: JobRunner
  }
}

/** Decorates `app.jobs` and runs it between the app's ready and close. */
export function scheduleJobRunner(app: FastifyInstance, store: Store, handlers: readonly AnyJobHandler[], options: JobEngineOptions = {}): void {
  const runner = createJobRunner(store, options.enabled === false ? [] : handlers, {
    ...options,
    onError: (error, message) => app.log.warn({ err: error }, message),
  })
  app.decorate('jobs', runner)
  app.addHook('onReady', async () => runner.start())
  app.addHook('onClose', async () => runner.stop())
}
