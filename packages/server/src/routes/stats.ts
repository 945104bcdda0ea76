/**
 * Stats for the dashboard: an overview and top tables read from the daily rollups, web vitals,
 * the live feed (statsOverview.ts), account search (statsAccounts.ts), a developer's profile and
 * timeline (statsDevelopers.ts), and the events the collector dropped (statsDrops.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DeveloperProfile, IngestDrop, LiveActivity, OverviewTotals, PageVitals, TimelineActivity, TopRow } from '../stats/statsSchemas.js'
import { statsAccountRoutes } from './statsAccounts.js'
import { statsDeveloperRoutes } from './statsDevelopers.js'
import { statsDropRoutes } from './statsDrops.js'
import { statsOverviewRoutes } from './statsOverview.js'

/** The stats routes; registered inside the data service (same authentication, rate limit and errors). */
export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the schemas the stats routes share, named once for all of them (and for the OpenAPI document)
  for (const schema of [OverviewTotals, TopRow, PageVitals, LiveActivity, DeveloperProfile, TimelineActivity, IngestDrop]) app.addSchema(schema)
  // reads only: each serves from app.readStore, the read replica when there is one
  await app.register(statsOverviewRoutes)
  await app.register(statsAccountRoutes)
  await app.register(statsDeveloperRoutes)
  await app.register(statsDropRoutes)
}
