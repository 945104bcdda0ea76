import { createServer } from 'node:http'
import { Webhook } from 'standardwebhooks'

// the whsec_... secret printed by `devtrail destination create` (or rotate-secret)
const webhook = new Webhook(process.env.DEVTRAIL_WEBHOOK_SECRET ?? '')
// retries carry the same webhook-id: remember the ids already handled (a database in production)
const handled = new Set<string>()

createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    let event: { type: string; data: { title: string; account: { account_name: string } | null } }
    try {
      // checks the signature (any of the space-separated ones) and that the timestamp is recent
      event = webhook.verify(body, request.headers as Record<string, string>) as typeof event
    } catch {
      response.writeHead(401).end()
      return
    }
    const id = String(request.headers['webhook-id'])
    if (!handled.has(id)) {
      handled.add(id)
      console.log(event.type, event.data.title, event.data.account?.account_name)
    }
    response.writeHead(204).end()
  })
}).listen(3000)
