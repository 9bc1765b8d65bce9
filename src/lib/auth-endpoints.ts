import { NotFound, type Endpoint } from 'payload'

/**
 * Collection `endpoints` that take the place of Payload's own auth endpoints. A collection's endpoints are
 * matched before the ones Payload adds (handleEndpoints takes the first with the path and method), so an
 * entry here with the same path and method replaces the built-in one for REST callers; the local API
 * (payload.login and the like, which the site's own routes use) does not go through them.
 */

type Route = Pick<Endpoint, 'method' | 'path'>

/** Answers 404 on each route, as if Payload had none there. */
export function closedEndpoints(routes: Route[]): Endpoint[] {
  return routes.map(({ method, path }) => ({
    method,
    path,
    handler: (req) => {
      throw new NotFound(req.t)
    },
  }))
}
