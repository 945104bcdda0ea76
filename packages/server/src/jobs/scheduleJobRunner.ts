/**
 * Starts the process's job runner with the app and stops it on close, before the store closes.
 * The features register their handlers on `app.jobs` while the app is built;
 * `app.jobs.wake()` asks it to look for due jobs at once (after enqueueing one).
 */
import type { FastifyInstance } from 'fastify'
import type { Store } from '../store/store.js'
import { type AnyJobHandler, createJobRunner, type JobRunner, type JobRunnerOptions } from './jobRunner.js'

/** How the app runs its jobs. */
export interface JobEngineOptions extends Omit<JobRunnerOptions, 'onError'> {
  /** Run jobs in this process (default true); false for a process that only collects. */
  enabled?: boolean
  /** More handlers, by job kind (tests). */
  handlers?: Record<string, AnyJobHandler>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner. */
    jobs: JobRunner
  }
}

/** Decorates `app.jobs` with a runner holding `options.handlers`, and runs it between the app's ready and close (unless jobs are off). */
export function scheduleJobRunner(app: FastifyInstance, store: Store, options: JobEngineOptions = {}): JobRunner {
  const runner = createJobRunner(store, {
    ...options,
    onError: (error, message) => app.log.warn({ err: error }, message),
  })
  for (const [kind, handler] of Object.entries(options.handlers ?? {})) runner.registerJobHandler(kind, handler)
  app.decorate('jobs', runner)
  app.addHook('onReady', async () => {
    if (options.enabled !== false) runner.start()
  })
  app.addHook('onClose', async () => runner.stop())
  return runner
}
