/** Team access over HTTP: member sign-in, the member's own account, and the Members page. */
import type { FastifyPluginAsync } from 'fastify'
import type { AppOptions } from '../appOptions.js'
import type { TeamAccessRuntime } from '../auth/teamAccessRuntime.js'
import { accountRoutes } from './account.js'
import { memberRoutes } from './members.js'
import { teamSignInRoutes } from './teamSignIn.js'
import { teamSsoRoutes } from './teamSso.js'

/** Registers the team-access routes with one runtime (clock, lockout, SSO client). */
export const teamAccessRoutes: FastifyPluginAsync<AppOptions & { teamAccessRuntime: TeamAccessRuntime }> = async (app, options) => {
  const shared = { teamAccess: options.teamAccessRuntime, ...(options.secretBox ? { secretBox: options.secretBox } : {}) }
  await app.register(teamSignInRoutes, shared)
  await app.register(teamSsoRoutes, shared)
  await app.register(accountRoutes, shared)
  await app.register(memberRoutes, shared)
}
