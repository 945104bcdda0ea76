/**
 * Settings > Alerts: the rules (trigger, filters, destinations, quiet window, enabled) with a form to
 * create, edit and delete one, then the destinations and their delivery logs. A session without the
 * admin scope reads the same without any control (the server refuses those changes anyway).
 */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import type { Session } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { DataTable } from '../../components/DataTable.js'
import { useChanges } from '../../components/useChanges.js'
import { useApi } from '../../useApi.js'
import { AlertDestinations } from './AlertDestinations.js'
import { AlertRuleForm } from './AlertRuleForm.js'
import { quietWindowText, triggerLabel } from './alertWords.js'

type Rule = Schema<'AlertRule'>

/** A rule's filters in words. */
function filtersText(rule: Rule, segments: Schema<'Segment'>[], audiences: Schema<'Audience'>[]): string {
  const { segmentId, audienceId, sources, customerFits, countries } = rule.filters
  const parts = [
    ...(rule.pattern ? [`matching ${rule.pattern}`] : []),
    ...(segmentId ? [`segment ${segments.find((segment) => segment.segment_id === segmentId)?.name ?? segmentId}`] : []),
    ...(audienceId ? [`audience ${audiences.find((audience) => audience.id === audienceId)?.name ?? audienceId}`] : []),
    ...(sources?.length ? [`sources ${sources.join(', ')}`] : []),
    ...(customerFits?.length ? [`fit ${customerFits.join(', ')}`] : []),
    ...(countries?.length ? [`countries ${countries.join(', ')}`] : []),
  ]
  return parts.length ? parts.join('; ') : 'none'
}

/** The alerts tab; `canChange` is false for a read-only session. */
export function AlertSettings({ session, canChange = session.scope === 'admin' }: { session: Session; canChange?: boolean }) {
  const changes = useChanges()
  const [editing, setEditing] = useState<string | undefined>(undefined)
  const rules = useApi<OperationAnswer<'listAlertRules'>>('/alerts/rules', 0, changes.version)
  const destinations = useApi<OperationAnswer<'listAlertDestinations'>>('/alerts/destinations', 0, changes.version)
  const segments = useApi<OperationAnswer<'listSegments'>>('/segments').data?.data ?? []
  const audiences = useApi<OperationAnswer<'listAudiences'>>('/audiences').data?.data ?? []
  const destinationList = destinations.data?.data ?? []
  const ruleList = rules.data?.data ?? []
  const edited = ruleList.find((rule) => rule.id === editing)
  const destinationNames = (rule: Rule) =>
    rule.destination_ids.map((id) => destinationList.find((destination) => destination.id === id)?.name ?? `${id} (deleted)`).join(', ')
  const formProps = { segments, audiences, destinations: destinationList, changes }
  return (
    <>
      <ChangeError error={changes.error} />
      <DataTable<Rule>
        caption="Alert rules"
        name="alert-rules"
        rows={rules.data?.data}
        error={rules.error}
        rowKey={(rule) => rule.id}
        empty="No alert rule yet."
        columns={[
          { heading: 'Rule', cell: (rule) => rule.name },
          { heading: 'Trigger', cell: (rule) => triggerLabel(rule.trigger) },
          { heading: 'Filters', cell: (rule) => filtersText(rule, segments, audiences) },
          { heading: 'Destinations', cell: destinationNames },
          { heading: 'Quiet window', cell: (rule) => quietWindowText(rule.quiet_window_ms) },
          { heading: 'Digest above', cell: (rule) => (rule.digest_above === null ? 'never' : `${rule.digest_above} an hour`) },
          { heading: 'Enabled', cell: (rule) => (rule.enabled ? 'yes' : 'no') },
          ...(canChange
            ? [
                {
                  heading: 'Edit',
                  cell: (rule: Rule) => (
                    <button type="button" onClick={() => setEditing(rule.id)}>
                      Edit<span class="visually-hidden"> {rule.name}</span>
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canChange && edited ? <AlertRuleForm key={edited.id} rule={edited} {...formProps} onDone={() => setEditing(undefined)} /> : null}
      {canChange && !edited ? <AlertRuleForm key={`new-${changes.version}`} {...formProps} onDone={() => undefined} /> : null}
      <AlertDestinations destinations={destinations.data?.data} error={destinations.error} rules={ruleList} changes={canChange ? changes : null} />
    </>
  )
}
