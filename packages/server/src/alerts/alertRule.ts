/** What an alert rule is, as the API, the CLI and the evaluator see it (its table is `alertRules.ts`'s). */
import type { AlertTrigger } from './alertTriggers.js'

/** What an alert must also be about; every filter given must hold (an empty list is no filter). */
export interface AlertFilters {
  /** The account (ACCOUNT segment) or developer (DEVELOPER segment) is a member of this segment. */
  segmentId?: string
  /** The account has a contact in this audience. */
  audienceId?: string
  /** The activity's source is one of these. */
  sources?: string[]
  /** The account's customer fit is one of these. */
  customerFits?: string[]
  /** The account's (else the activity's) country is one of these ISO codes. */
  countries?: string[]
}

/** A rule as the API and the CLI show it. */
export interface AlertRule {
  id: string
  workspace_id: string
  name: string
  trigger: AlertTrigger
  /** The page or copied-text pattern (`*` is any run of characters), null for other triggers. */
  pattern: string | null
  filters: AlertFilters
  /** Where its alerts go. */
  destination_ids: string[]
  /** At most one alert per account in this many ms (0: one per matching activity). */
  quiet_window_ms: number
  /** Above this many alerts in one hour, the rest of the hour is sent as one digest; null: never. */
  digest_above: number | null
  enabled: boolean
  created_at: number
  updated_at: number
}
