/**
 * The `crm.lists` job: after a run's pages (it shares their ordering key and is enqueued after
 * them), each chosen audience is mirrored as a CRM list of the contacts written for its members.
 * Only CRMs whose writer mirrors lists (HubSpot) get the job.
 */
import { audiencesOfWorkspace } from '../audiences/audience.js'
import type { JobHandler, RunningJob } from '../jobs/jobRunner.js'
import type { Store } from '../store/store.js'
import type { CrmConnection } from './crmConnections.js'
import { audienceCrmIds } from './crmRecords.js'
import type { CrmWriter } from './crmWriter.js'
import type { CrmWriters } from './crmWriters.js'

/** Job kind. */
export const CRM_LISTS_JOB = 'crm.lists'

/** What the job carries. */
export interface ListsPayload {
  connectionId: string
  runId: string
}

/** What the handler borrows from the sync's handlers. */
export interface ListsJobOptions {
  writers: CrmWriters
  retry: JobHandler['retry']
  /** The connection, or null when it was disconnected (throws to wait while it is paused). */
  activeConnection: (connectionId: string) => Promise<CrmConnection | null>
  /** Runs CRM work, pausing the connection on a refused credential. */
  guarded: <T>(connection: CrmConnection, work: () => Promise<T>) => Promise<T>
}

/** Whether a run of `connection` through `writer` mirrors lists. */
export const mirrorsLists = (writer: CrmWriter, connection: CrmConnection) => writer.mirrorList !== undefined && connection.selection.audiences.length > 0

/** The `crm.lists` handler over `store`. */
export function audienceListsHandler(store: Store, options: ListsJobOptions): JobHandler<ListsPayload> {
  return {
    retry: options.retry,
    async run(job: RunningJob<ListsPayload>) {
      const connection = await options.activeConnection(job.payload.connectionId)
      if (!connection) return
      const writer = await options.writers.writerFor(connection)
      if (!writer.mirrorList) return
      const chosen = new Set(connection.selection.audiences)
      const audiences = (await audiencesOfWorkspace(store, connection.workspaceId)).filter((audience) => chosen.has(audience.id))
      for (const audience of audiences) {
        const contactIds = await audienceCrmIds(store, connection.id, audience.id)
        await options.guarded(connection, () => writer.mirrorList!(audience.name, contactIds, job.signal))
      }
    },
  }
}
