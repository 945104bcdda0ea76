/**
 * The collector's SQLite writer as seen from the event loop: groups are posted to a worker thread
 * (writerWorker.ts) that owns the write connection, and each write resolves once its transaction
 * has committed there, so a 200 still means durable. A writer thread that dies fails the groups
 * it held as unavailable (503: the tracker retries, event ids make a retry harmless) and the next
 * group starts a new one.
 */
import { Worker } from 'node:worker_threads'
import { DevtrailError } from '../errors.js'
import type { BatchResult, IngestBatch } from './ingestBatch.js'
import { receivedError, type WriterAnswer, type WriterRequest } from './writerMessages.js'

interface Waiting {
  resolve: (results: BatchResult[]) => void
  reject: (error: unknown) => void
}

/** The worker running writerWorker: the built .js file, or the .ts source through tsx when the sources run (tests). */
function startWorker(url: string): Worker {
  const source = import.meta.url.endsWith('.ts')
  const entry = new URL(source ? './writerWorker.ts' : './writerWorker.js', import.meta.url)
  if (!source) return new Worker(entry, { workerData: { url } })
  // tsx resolved from here, not from the process's working directory (a server may run anywhere)
  const tsx = import.meta.resolve('tsx/esm/api')
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(boot, { eval: true, workerData: { url } })
}

/** Writes groups on a worker thread that owns the SQLite write connection; one group at a time (a `BatchWriter`). */
export class SqliteWriterThread {
  /** SQLite has one writer: the next group grows while this one commits. */
  readonly concurrency = 1
  /**
   * Groups of up to 1,000 events: the thread is the bottleneck under load, and each commit costs
   * an fsync whatever its size; the event loop does not wait on a larger group.
   */
  readonly groupEvents = 1000
  /**
   * No wait for company: one group at a time is written, so the requests that arrive while one
   * commits make the next group anyway, and a timer on an idle writer only added its wait to
   * every group's latency (with few events per request, the rate is connections per latency).
   */
  readonly groupWaitMs = 0
  private readonly _url: string
  private _worker: Worker | null = null
  private _nextId = 1
  private readonly _waiting = new Map<number, Waiting>()
  private _closed = false

  constructor(url: string) {
    this._url = url
  }

  /** Posts one group to the thread; resolves once its transaction committed there. */
  write(batches: IngestBatch[]): Promise<BatchResult[]> {
    if (this._closed) return Promise.reject(new DevtrailError('unavailable', 'the collector is shutting down'))
    const worker = this._worker ?? this._start()
    const id = this._nextId++
    return new Promise<BatchResult[]>((resolve, reject) => {
      this._waiting.set(id, { resolve, reject })
      worker.postMessage({ kind: 'write', id, batches } satisfies WriterRequest)
    })
  }

  /** Lets the thread finish the groups it was sent, then ends it. */
  async close(): Promise<void> {
    this._closed = true
    const worker = this._worker
    if (!worker) return
    const exited = new Promise((resolve) => worker.once('exit', resolve))
    // the thread finishes the groups it was sent, closes its connection, then ends
    worker.postMessage({ kind: 'close' } satisfies WriterRequest)
    await exited
  }

  private _start(): Worker {
    const worker = startWorker(this._url)
    // the HTTP server keeps a serving process alive; an idle writer thread must not keep a finished one
    worker.unref()
    worker.on('message', (answer: WriterAnswer) => {
      const waiting = this._waiting.get(answer.id)
      if (!waiting) return
      this._waiting.delete(answer.id)
      if ('error' in answer) waiting.reject(receivedError(answer.error))
      else waiting.resolve(answer.results)
    })
    worker.on('error', (error) => this._stopped(worker, error))
    worker.on('exit', () => this._stopped(worker, null))
    this._worker = worker
    return worker
  }

  /** The thread ended (an error, or its close): every group it still held fails as unavailable. */
  private _stopped(worker: Worker, error: unknown): void {
    if (this._worker !== worker) return
    this._worker = null
    const reason = error instanceof Error ? `: ${error.message}` : ''
    for (const waiting of this._waiting.values()) waiting.reject(new DevtrailError('unavailable', `the SQLite writer stopped${reason}: retry later`))
    this._waiting.clear()
  }
}
