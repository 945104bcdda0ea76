/** A new alert rule, or one being edited: trigger (and its pattern), every filter, destinations, quiet window, digest, enabled. */
import type { Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import type { Changes } from '../../components/useChanges.js'
import { FITS, hoursToMs, msToHours, PATTERN_TRIGGERS, SOURCES, TRIGGERS, wordsOf } from './alertWords.js'

type Rule = Schema<'AlertRule'>

/** Props of AlertRuleForm. */
export interface AlertRuleFormProps {
  /** The rule edited; undefined for a new one. */
  rule?: Rule
  segments: Schema<'Segment'>[]
  audiences: Schema<'Audience'>[]
  destinations: Schema<'AlertDestination'>[]
  changes: Changes
  /** Called once the rule was saved or deleted. */
  onDone: () => void
}

/** The ids with `id` switched on or off. */
const switched = <T,>(list: T[], value: T, on: boolean) => (on ? [...list.filter((each) => each !== value), value] : list.filter((each) => each !== value))

function Checkboxes({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string
  options: { value: string; label: string }[]
  chosen: string[]
  onChange: (next: string[]) => void
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.length === 0 ? <p class="hint">None yet.</p> : null}
      {options.map((option) => (
        <label key={option.value} class="choice">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => onChange(switched(chosen, option.value, event.currentTarget.checked))}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

/** The form. */
export function AlertRuleForm({ rule, segments, audiences, destinations, changes, onDone }: AlertRuleFormProps) {
  const prefix = rule ? 'edit-rule' : 'rule'
  const [name, setName] = useState(rule?.name ?? '')
  const [trigger, setTrigger] = useState<string>(rule?.trigger ?? 'level_high')
  const [pattern, setPattern] = useState(rule?.pattern ?? '')
  const [segmentId, setSegmentId] = useState(rule?.filters.segmentId ?? '')
  const [audienceId, setAudienceId] = useState(rule?.filters.audienceId ?? '')
  const [sources, setSources] = useState<string[]>(rule?.filters.sources ?? [])
  const [fits, setFits] = useState<string[]>(rule?.filters.customerFits ?? [])
  const [countries, setCountries] = useState((rule?.filters.countries ?? []).join(', '))
  const [destinationIds, setDestinationIds] = useState<string[]>(rule?.destination_ids ?? [])
  const [quietHours, setQuietHours] = useState(String(msToHours(rule?.quiet_window_ms ?? 86_400_000)))
  const [digestAbove, setDigestAbove] = useState(rule?.digest_above === null || rule?.digest_above === undefined ? '' : String(rule.digest_above))
  const [enabled, setEnabled] = useState(rule?.enabled ?? true)
  const needsPattern = PATTERN_TRIGGERS.includes(trigger)
  const path = rule ? `/alerts/rules/${encodeURIComponent(rule.id)}` : '/alerts/rules'
  const save = async (event: Event) => {
    event.preventDefault()
    const filters = {
      ...(segmentId ? { segmentId } : {}),
      ...(audienceId ? { audienceId } : {}),
      ...(sources.length ? { sources } : {}),
      ...(fits.length ? { customerFits: fits } : {}),
      ...(countries.trim() ? { countries: wordsOf(countries).map((country) => country.toUpperCase()) } : {}),
    }
    const body = {
      name: name.trim(),
      trigger,
      pattern: needsPattern ? pattern.trim() : null,
      filters,
      destination_ids: destinationIds,
      quiet_window_ms: hoursToMs(Number(quietHours) || 0),
      digest_above: digestAbove.trim() ? Number(digestAbove) : null,
      enabled,
    }
    const answer = await changes.run(() => {
      if (destinationIds.length === 0) throw new Error('Choose at least one destination for the rule.')
      return sendJson(rule ? 'PATCH' : 'POST', path, body)
    })
    if (answer) onDone()
  }
  const segmentOptions = segments.filter((segment) => segment.type === 'ACCOUNT' || segment.type === 'DEVELOPER')
  return (
    <form class="card settings-form" onSubmit={save} aria-label={rule ? `Alert rule ${rule.name}` : 'New alert rule'}>
      <h2>{rule ? `Edit ${rule.name}` : 'New alert rule'}</h2>
      <label for={`${prefix}-name`}>Rule name</label>
      <input id={`${prefix}-name`} required maxLength={200} value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <label for={`${prefix}-trigger`}>Trigger</label>
      <select id={`${prefix}-trigger`} value={trigger} onChange={(event) => setTrigger(event.currentTarget.value)}>
        {TRIGGERS.map((each) => (
          <option key={each.value} value={each.value}>
            {each.label}
          </option>
        ))}
      </select>
      {needsPattern ? (
        <>
          <label for={`${prefix}-pattern`}>Pattern (* matches any text; for example /pricing or npm install *devtrail*)</label>
          <input id={`${prefix}-pattern`} required maxLength={500} value={pattern} onInput={(event) => setPattern(event.currentTarget.value)} />
        </>
      ) : null}
      <label for={`${prefix}-segment`}>Only in segment</label>
      <select id={`${prefix}-segment`} value={segmentId} onChange={(event) => setSegmentId(event.currentTarget.value)}>
        <option value="">Any account or developer</option>
        {segmentOptions.map((segment) => (
          <option key={segment.segment_id} value={segment.segment_id}>
            {segment.name} ({segment.type.toLowerCase()})
          </option>
        ))}
      </select>
      <label for={`${prefix}-audience`}>Only accounts with a contact in audience</label>
      <select id={`${prefix}-audience`} value={audienceId} onChange={(event) => setAudienceId(event.currentTarget.value)}>
        <option value="">Any</option>
        {audiences.map((audience) => (
          <option key={audience.id} value={audience.id}>
            {audience.name}
          </option>
        ))}
      </select>
      <Checkboxes
        legend="Only activities from (none: any source)"
        options={SOURCES.map((value) => ({ value, label: value.toLowerCase() }))}
        chosen={sources}
        onChange={setSources}
      />
      <Checkboxes
        legend="Only accounts with customer fit (none: any)"
        options={FITS.map((value) => ({ value, label: value.toLowerCase() }))}
        chosen={fits}
        onChange={setFits}
      />
      <label for={`${prefix}-countries`}>Only countries (two-letter codes, comma-separated; empty: any)</label>
      <input id={`${prefix}-countries`} value={countries} onInput={(event) => setCountries(event.currentTarget.value)} />
      <Checkboxes
        legend="Send to"
        options={destinations.map((destination) => ({ value: destination.id, label: `${destination.name} (${destination.kind})` }))}
        chosen={destinationIds}
        onChange={setDestinationIds}
      />
      <label for={`${prefix}-quiet`}>Quiet window per account (hours; 0: one alert per activity)</label>
      <input id={`${prefix}-quiet`} type="number" min={0} step="any" value={quietHours} onInput={(event) => setQuietHours(event.currentTarget.value)} />
      <label for={`${prefix}-digest`}>Digest past this many alerts in an hour (empty: never)</label>
      <input id={`${prefix}-digest`} type="number" min={1} value={digestAbove} onInput={(event) => setDigestAbove(event.currentTarget.value)} />
      <label class="choice">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} /> Enabled
      </label>
      <div class="actions">
        <button type="submit" disabled={changes.busy}>
          {rule ? 'Save rule' : 'Create rule'}
        </button>
        {rule ? (
          <>
            <button type="button" class="danger" disabled={changes.busy} onClick={async () => (await changes.run(() => sendJson('DELETE', path))) && onDone()}>
              Delete rule
            </button>
            <button type="button" onClick={onDone}>
              Cancel
            </button>
          </>
        ) : null}
      </div>
    </form>
  )
}
