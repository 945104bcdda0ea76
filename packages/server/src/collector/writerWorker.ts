/**
 * The SQLite writer thread: owns the write connection (statements compiled once, see
 * store/statementCache.ts) and runs `writeBatches` for each group the collector posts, answering
 * only after the commit. Started by `SqliteWriterThread` with the DATABASE_URL as workerData.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { openStore } from '../store/store.js'
import { writeBatches } from './pipeline.js'
import { sendableError, type WriterAnswer, type WriterRequest } from './writerMessages.js'

const port = parentPort
if (!port) throw new Error('writerWorker runs as a worker thread')
// the collector's process migrated the store before starting this thread
const store = await openStore((workerData as { url: string }).url, { migrate: false })
let writes = Promise.resolve()
port.on('message', (request: WriterRequest) => {
  if (request.kind === 'close') {
    writes = writes.then(() => store.close()).then(() => port.close())
    return
  }
  // one group after another, in the order they were posted
  writes = writes.then(async () => {
    let answer: WriterAnswer
    try {
      answer = { id: request.id, results: await writeBatches(store, request.batches) }
    } catch (error) {
      answer = { id: request.id, error: sendableError(error) }
    }
    port.postMessage(answer)
  })
})
