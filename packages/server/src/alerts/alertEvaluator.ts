/**
 * The rule evaluator: writers hand it what they committed (`committed(workspaceId, activityIds)`)
 * AFTER their transaction, and it evaluates off the request path, one group after another, from
 * what ingest already computed (the stored activities with their accounts' and developers'
 * aggregates). A workspace without an enabled rule costs one Set lookup: the set of workspaces
 * with rules is cached and reloaded in the background. Each evaluation moves the workspace's
 * durable mark; at start, `resume()` hands over again what was committed after it (the process
 * stopped between a commit and its evaluation).
 */
import type { Store } from '../store/store.js'
import { alertContent, committedActivities, lastAlerts, recordedLevels } from './alertFacts.js'
import { type AlertRule, enabledAlertRules } from './alertRules.js'
import { decideAlerts, subjectKeyOf } from './decideAlerts.js'
import { activitiesAfterMark, marksToResume } from './evaluationMarks.js'
import { type DecidedAlert, recordAlerts } from './recordAlerts.js'

/** How the evaluator runs. */
export interface AlertEvaluatorOptions {
  /** The server's public URL, for dashboard links in alerts (DEVTRAIL_PUBLIC_URL); null: no links. */
  publicUrl?: string | null
  /** How long the rules of a workspace (and the set of workspaces with rules) are cached, in ms (default 5 s). */
  ruleCacheMs?: number
  /** How long handed-over activities gather before one evaluation reads them all, in ms (default 100): fewer, larger reads. */
  gatherMs?: number
  /** Activity ids waiting at most (default 100,000); past it new ones are dropped and reported. */
  maxWaiting?: number
  /** Called after alerts were queued (wakes the job runner). */
  onQueued?: () => void
  /** Where failures are reported. */
  onError?: (error: unknown, message: string) => void
}

interface Waiting {
  workspaceId: string
  activityIds: string[]
}

/** Evaluates rules on committed activities, in the background of one process. */
export class AlertEvaluator {
  private readonly _store: Store
  private readonly _publicUrl: string | null
  private readonly _ruleCacheMs: number
  private readonly _maxWaiting: number
  private readonly _gatherMs: number
  private readonly _onQueued: () => void
  private readonly _onError: (error: unknown, message: string) => void
  private _withRules: Set<string> | null = null
  private _withRulesAt = 0
  private _loadingWithRules: Promise<void> | null = null
  private readonly _rules = new Map<string, { rules: AlertRule[]; at: number }>()
  private _waiting: Waiting[] = []
  private _waitingIds = 0
  private _draining: Promise<void> | null = null
  private _closing = false
  private _closed = false

  constructor(store: Store, options: AlertEvaluatorOptions = {}) {
    this._store = store
    this._publicUrl = options.publicUrl ?? null
    this._ruleCacheMs = options.ruleCacheMs ?? 5000
    this._maxWaiting = options.maxWaiting ?? 100_000
    this._gatherMs = options.gatherMs ?? 100
    this._onQueued = options.onQueued ?? (() => {})
    this._onError = options.onError ?? (() => {})
  }

  /** Hands over activities (events, by their ids) committed in `workspaceId`. Never throws, never waits. */
  committed(workspaceId: string, activities: readonly { id: string }[]): void {
    if (this._closed || activities.length === 0) return
    const fresh = Date.now() - this._withRulesAt <= this._ruleCacheMs
    if (!fresh) this._loadWithRules()
    // a stale answer is not trusted: the drain reads the workspace's rules itself
    if (fresh && this._withRules !== null && !this._withRules.has(workspaceId)) return
    // activities are stored under their event ids in lower case
    const activityIds = activities.map((activity) => activity.id.toLowerCase())
    if (this._waitingIds + activityIds.length > this._maxWaiting) {
      this._onError(new Error(`${activityIds.length} activities not evaluated`), 'alert evaluation is behind: activities dropped')
      return
    }
    this._waiting.push({ workspaceId, activityIds })
    this._waitingIds += activityIds.length
    this._draining ??= this._drain().finally(() => {
      this._draining = null
    })
  }

  /**
   * Hands over every activity committed after its workspace's evaluation mark (at start: what a
   * crash left unevaluated); answers how many. Pages wait for the evaluator to stay under `maxWaiting`.
   */
  async resume(): Promise<number> {
    const page = Math.min(1000, this._maxWaiting)
    let resumed = 0
    for (const mark of await marksToResume(this._store.db)) {
      let after = mark.evaluatedSeq
      for (;;) {
        const activities = await activitiesAfterMark(this._store.db, this._store.dialect, mark.workspaceId, after, page)
        if (activities.length === 0) break
        if (this._waitingIds + activities.length > this._maxWaiting) await this.idle()
        this.committed(mark.workspaceId, activities)
        resumed += activities.length
        after = activities.at(-1)!.seq
        if (activities.length < page) break
      }
    }
    return resumed
  }

  /** Forgets the cached rules (a rule was created, changed or deleted in this process). */
  rulesChanged(): void {
    this._rules.clear()
    this._withRulesAt = 0
    this._withRules = null
  }

  /** Resolves once everything handed over so far is evaluated. */
  async idle(): Promise<void> {
    while (this._draining) await this._draining
  }

  /** Evaluates what is waiting, then takes nothing more. */
  async close(): Promise<void> {
    this._closing = true
    await this.idle()
    this._closed = true
  }

  private _loadWithRules(): Promise<void> {
    this._loadingWithRules ??= this._store.db
      .selectFrom('alert_rules')
      .select('workspace_id')
      .distinct()
      .where('enabled', '=', 1)
      .execute()
      .then(
        (rows) => {
          this._withRules = new Set(rows.map((row) => row.workspace_id))
          this._withRulesAt = Date.now()
        },
        (error: unknown) => this._onError(error, 'could not read which workspaces have alert rules'),
      )
      .finally(() => {
        this._loadingWithRules = null
      })
    return this._loadingWithRules
  }

  private async _rulesOf(workspaceId: string): Promise<AlertRule[]> {
    const cached = this._rules.get(workspaceId)
    if (cached && Date.now() - cached.at <= this._ruleCacheMs) return cached.rules
    const rules = await enabledAlertRules(this._store.db, workspaceId)
    this._rules.set(workspaceId, { rules, at: Date.now() })
    return rules
  }

  private async _drain(): Promise<void> {
    while (this._waiting.length > 0) {
      // gather a while: one evaluation of many commits costs a few reads, and never delays an answer
      await new Promise((resolve) => setTimeout(resolve, this._closing ? 0 : this._gatherMs))
      const taken = this._waiting
      this._waiting = []
      this._waitingIds = 0
      const byWorkspace = new Map<string, string[]>()
      for (const item of taken) {
        const ids = byWorkspace.get(item.workspaceId) ?? []
        for (const id of item.activityIds) ids.push(id)
        byWorkspace.set(item.workspaceId, ids)
      }
      for (const [workspaceId, ids] of byWorkspace) {
        try {
          await this._evaluate(workspaceId, [...new Set(ids)])
        } catch (error) {
          this._onError(error, 'alert evaluation failed')
        }
      }
    }
  }

  private async _evaluate(workspaceId: string, activityIds: string[]): Promise<void> {
    const rules = await this._rulesOf(workspaceId)
    if (rules.length === 0) return
    const db = this._store.db
    const activities = await committedActivities(db, this._store.dialect, workspaceId, activityIds)
    if (activities.length === 0) return
    const evaluatedSeq = activities.reduce<number | null>(
      (highest, activity) => (activity.seq !== null && activity.seq > (highest ?? -1) ? activity.seq : highest),
      null,
    )
    const tracksLevels = rules.some((rule) => rule.trigger === 'level_medium' || rule.trigger === 'level_high')
    const accountIds = [...new Set(activities.flatMap((activity) => (activity.accountId ? [activity.accountId] : [])))]
    const levelsSeen = tracksLevels ? await recordedLevels(db, workspaceId, accountIds) : new Map<string, string>()
    const quietRules = rules.filter((rule) => rule.quiet_window_ms > 0).map((rule) => rule.id)
    const lastAlertAt = await lastAlerts(db, quietRules, [...new Set(activities.map(subjectKeyOf))])
    const now = Date.now()
    const { candidates, levels } = await decideAlerts(this._store, rules, activities, levelsSeen, lastAlertAt, now)
    const decided: DecidedAlert[] = []
    for (const candidate of candidates) {
      decided.push({ candidate, content: await alertContent(db, { ...candidate, workspaceId }, this._publicUrl) })
    }
    const queued = await recordAlerts(this._store, workspaceId, decided, levels, now, evaluatedSeq)
    if (queued > 0) this._onQueued()
  }
}
