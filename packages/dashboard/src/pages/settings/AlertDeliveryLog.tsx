/** One alert destination's delivery log, newest first: time, rule, status, attempts, response code and the last error. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { DataTable } from '../../components/DataTable.js'
import { formatTime } from '../../format.js'
import { useApi } from '../../useApi.js'

/** How often the log is read again while it is shown (deliveries retry in the background). */
const REFRESH_MS = 5000

/** The log of `destination`; `version` reloads it after a change. */
export function AlertDeliveryLog({ destination, rules, version }: { destination: Schema<'AlertDestination'>; rules: Schema<'AlertRule'>[]; version: number }) {
  const deliveries = useApi<OperationAnswer<'listAlertDeliveries'>>(
    `/alerts/destinations/${encodeURIComponent(destination.id)}/deliveries`,
    REFRESH_MS,
    version,
  )
  const ruleName = (delivery: Schema<'AlertDelivery'>) =>
    delivery.rule_id === null ? `(${delivery.kind})` : (rules.find((rule) => rule.id === delivery.rule_id)?.name ?? `${delivery.rule_id} (deleted)`)
  return (
    <DataTable<Schema<'AlertDelivery'>>
      caption={`Deliveries to ${destination.name}`}
      name="alert-deliveries"
      rows={deliveries.data?.data}
      error={deliveries.error}
      rowKey={(delivery) => delivery.id}
      empty="Nothing sent yet."
      columns={[
        { heading: 'Time', cell: (delivery) => formatTime(delivery.created_at) },
        { heading: 'Rule', cell: ruleName },
        { heading: 'Status', cell: (delivery) => delivery.status },
        { heading: 'Attempts', numeric: true, cell: (delivery) => delivery.attempts },
        { heading: 'Response code', numeric: true, cell: (delivery) => delivery.response_code ?? '' },
        { heading: 'Last error', cell: (delivery) => delivery.error ?? '' },
      ]}
    />
  )
}
