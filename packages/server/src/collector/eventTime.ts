/**
 * When an event happened, as stored: the browser's `time` when it is plausible, else the arrival
 * time. A time after arrival (a clock running ahead) or more than `MAX_EVENT_AGE_MS` before it
 * (0, 1970, a clock years behind) is stored as the arrival time.
 */
import { MAX_EVENT_AGE_MS } from '@devtrail/core/protocol'

/** The stored `occurred_at` of an event sent with `time` and received at `receivedAt` (epoch ms). */
export function occurredAtOf(time: number, receivedAt: number): number {
  if (time > receivedAt || time < receivedAt - MAX_EVENT_AGE_MS) return receivedAt
  return time
}
