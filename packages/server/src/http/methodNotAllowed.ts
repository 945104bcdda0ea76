/**
 * 405 for a known path asked with a method it does not serve (Fastify alone answers 404): every
 * route is also recorded in a second router that only tells which methods a path has.
 */
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import type { FastifyInstance } from 'fastify'

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Records the app's routes (call before registering them); returns the methods a path is served with. */
export function trackRouteMethods(app: FastifyInstance): (path: string) => HTTPMethod[] {
  const routes = FindMyWay({ ignoreTrailingSlash: false })
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method): method is HTTPMethod => METHODS.includes(method as HTTPMethod))
    for (const method of methods) {
      // the same method and path can come twice (HEAD twins of GET): the first is enough
      if (!routes.hasRoute(method, route.url)) routes.on(method, route.url, () => {})
    }
  })
  return (path) => METHODS.filter((method) => routes.find(method, path) !== null)
}
