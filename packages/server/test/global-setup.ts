/** Starts the throwaway PostgreSQL cluster of the server tests and removes it afterwards. */
import type { TestProject } from 'vitest/node'
import { startPgCluster } from './pgCluster.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test cluster's `postgres` database. */
    pgUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPgCluster()
  project.provide('pgUrl', cluster.url)
  return () => cluster.stop()
}
