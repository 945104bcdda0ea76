/** `/healthz` (the process lives) and `/readyz` (the store answers, within a second). */
import type { FastifyInstance } from 'fastify'
import { errorBody, UNAVAILABLE_RETRY_AFTER_S } from '../errors.js'
import type { Store } from '../store/store.js'

/** How long `/readyz` waits for the store before saying it is not ready. */
export const READY_TIMEOUT_MS = 1000

async function storeAnswers(store: Store): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)
  })
  const probe = store.db
    .selectFrom('workspaces')
    .select('id')
    .limit(1)
    .execute()
    .then(
      () => true,
      () => false,
    )
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Registers the two probes; neither needs a key, neither is rate limited. */
export function healthRoutes(app: FastifyInstance, store: Store): void {
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (_request, reply) => {
    if (await storeAnswers(store)) return { status: 'ready' }
    return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).send(errorBody('unavailable', 'the store is not answering'))
  })
}
