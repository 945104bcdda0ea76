/** The messages between the collector and its SQLite writer thread, and how an error crosses between them. */
import { DevtrailError, type ErrorType } from '../errors.js'
import type { BatchResult, IngestBatch } from './ingestBatch.js'

/** A group to write (`id` names the answer), or the request to finish and close. */
export type WriterRequest = { kind: 'write'; id: number; batches: IngestBatch[] } | { kind: 'close' }

/** An error as it crosses the thread boundary: what callers look at (message, code, Devtrail type). */
export interface SentError {
  name: string
  message: string
  code?: string
  type?: ErrorType
}

/** The answer to one write. */
export type WriterAnswer = { id: number; results: BatchResult[] } | { id: number; error: SentError }

/** `error` as it can be posted to another thread. */
export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const code = (error as { code?: unknown }).code
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error instanceof DevtrailError ? { type: error.type } : {}),
  }
}

/** The error a `SentError` describes, as the store or the app would have thrown it in this thread. */
export function receivedError(sent: SentError): Error {
  if (sent.type) return new DevtrailError(sent.type, sent.message)
  const error = new Error(sent.message) as Error & { code?: string }
  error.name = sent.name
  if (sent.code !== undefined) error.code = sent.code
  return error
}
