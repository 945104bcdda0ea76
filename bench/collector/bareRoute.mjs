// The reference of the collector bench: a bare Fastify route that parses the same body as the
// collector (text/plain JSON) and answers 200 with the event count. No validation, no store.
// Listens on 127.0.0.1:$PORT; run as its own process, like the server it is compared with.
import Fastify from 'fastify'

const app = Fastify({ logger: false, bodyLimit: 256 * 1024 })
app.removeContentTypeParser('text/plain')
app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
  try {
    done(null, JSON.parse(body))
  } catch (error) {
    done(error, undefined)
  }
})
app.get('/healthz', async () => ({ ok: true }))
app.post('/v1/events', async (request) => ({ accepted: request.body.events.length }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
