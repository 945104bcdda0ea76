/** The date range of the overview: 7, 30 or 90 days up to today, or custom days. */
import { lastDays, type DayRange } from '../dayRange.js'

/** Props of RangePicker. */
export interface RangePickerProps {
  range: DayRange
  onChange: (range: DayRange) => void
}

/** Buttons for the usual ranges and two date fields. */
export function RangePicker({ range, onChange }: RangePickerProps) {
  return (
    <fieldset class="range">
      <legend>Date range (UTC)</legend>
      {[7, 30, 90].map((days) => {
        const preset = lastDays(days)
        const active = preset.from === range.from && preset.to === range.to
        return (
          <button type="button" key={days} aria-pressed={active} onClick={() => onChange(preset)}>
            {days} days
          </button>
        )
      })}
      <label>
        From <input type="date" value={range.from} max={range.to} onChange={(event) => onChange({ ...range, from: event.currentTarget.value })} />
      </label>
      <label>
        To <input type="date" value={range.to} min={range.from} onChange={(event) => onChange({ ...range, to: event.currentTarget.value })} />
      </label>
    </fieldset>
  )
}
