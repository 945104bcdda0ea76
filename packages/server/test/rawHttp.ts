/** Raw HTTP over a socket, for requests `fetch` will not send (oversized request lines and headers). */
import { connect } from 'node:net'

/** Writes `request` to `url`'s host and port; resolves with the status and the JSON body of the answer. */
export function rawRequest(url: string, request: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString()
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      try {
        resolve({ status, body: JSON.parse(body) })
      } catch {
        resolve({ status, body })
      }
    })
    socket.end(request)
  })
}
