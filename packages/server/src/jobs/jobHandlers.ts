/**
 * Every kind of job the server runs, built from the app's options. A feature that works through
 * the outbox (CRM sync, alert deliveries) adds its handlers here.
 */
import type { AppOptions } from '../appOptions.js'
import type { AnyJobHandler } from './jobRunner.js'

/** The handlers of every job kind, plus any the options add (tests). */
export function jobHandlersOf(options: AppOptions): AnyJobHandler[] {
  return [...(options.jobs?.handlers ?? [])]
}
