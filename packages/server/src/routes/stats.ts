/**
 * Stats for the dashboard: an overview and top tables read from the daily rollups, web vitals,
 * the live feed (statsOverview.ts), account search (statsAccounts.ts) and a developer's profile and
 * timeline (statsDevelopers.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DeveloperProfile, LiveActivity, OverviewTotals, PageVitals, TimelineActivity, TopRow } from '../stats/statsSchemas.js'
import { statsAccountRoutes } from './statsAccounts.js'
import { statsDeveloperRoutes } from './statsDevelopers.js'
import { statsOverviewRoutes } from './statsOverview.js'

/** The stats routes; registered inside the data service (same authentication, rate limit and errors). */
export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the schemas the stats routes share, named once for all of them (and for the OpenAPI document)
  for (const schema of [OverviewTotals, TopRow, PageVitals, LiveActivity, DeveloperProfile, TimelineActivity]) app.addSchema(schema)
  // reads only: each serves from app.readStore, the read replica when there is one
  await app.register(statsOverviewRoutes)
  await app.register(statsAccountRoutes)
  await app.register(statsDeveloperRoutes)
}
