/** A log stream for `startServer` that keeps what the server logged, for tests to read. */
import { Writable } from 'node:stream'

/** One logged line, as the server's JSON logger writes it. */
export interface LogEntry {
  level: number
  msg: string
}

/** A stream to pass as `logStream`, and the entries written to it so far. */
export function capturedLog(): { logStream: Writable; entries: () => LogEntry[] } {
  const lines: string[] = []
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'))
      done()
    },
  })
  return { logStream, entries: () => lines.map((line) => JSON.parse(line) as LogEntry) }
}
