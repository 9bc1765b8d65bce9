import {
  APIError,
  AuthenticationError,
  LockedAuth,
  NotFound,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { clientAddress, rateLimiter } from '../requests/rate-limit'
import { oneAtATimePerAccount } from './account-lock'

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

/**
 * Failed staff sign-ins per client address per 15 minutes; past them the address is refused (429) until its
 * window ends, whatever the account (each account also locks after its own failures). Only failures count:
 * staff behind one office address, and the admin's own tests, sign in many times in a row.
 */
export const STAFF_LOGIN_FAILURES = 10
export const STAFF_LOGIN_WINDOW_MS = 15 * 60_000
export const STAFF_LOGIN_THROTTLED = 'Too many failed sign-in attempts. Try again in 15 minutes.'
// Past the last failure allowed, the address is refused for a whole window from that failure.
const failures = rateLimiter({
  name: 'staff-login-failures',
  limit: STAFF_LOGIN_FAILURES - 1,
  windowMs: STAFF_LOGIN_WINDOW_MS,
  blockMs: STAFF_LOGIN_WINDOW_MS,
})

const isLocked = (error: unknown) =>
  error instanceof LockedAuth || (error instanceof Error && error.name === 'LockedAuth')
const isFailedLogin = (error: unknown) =>
  isLocked(error) || error instanceof AuthenticationError || (error instanceof APIError && error.status === 401)

/** Payload's own handler for a route of the request's collection: the one after ours in its endpoints. */
function builtInHandler(req: PayloadRequest, route: Route, ours: PayloadHandler): PayloadHandler {
  const slug = req.routeParams?.collection
  const endpoints = typeof slug === 'string' ? req.payload.collections[slug as 'users']?.config.endpoints : undefined
  const builtIn = endpoints
    ? endpoints.find((e) => e.method === route.method && e.path === route.path && e.handler !== ours)
    : undefined
  if (!builtIn) throw new Error(`No built-in ${route.method.toUpperCase()} ${route.path} endpoint for ${String(slug)}`)
  return builtIn.handler
}

/** The email a login request names, read from a copy of its body (Payload's handler reads the body itself). */
async function loginEmail(req: PayloadRequest): Promise<string | null> {
  if (!(req.headers.get('content-type') ?? '').startsWith('application/json') || typeof req.clone !== 'function')
    return null
  const body: unknown = await req
    .clone()
    .json()
    .catch(() => null)
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null
}

/**
 * POST /login of a staff collection: Payload's own login behind a per-client throttle of failures (429 with
 * Retry-After past STAFF_LOGIN_FAILURES), one sign-in at a time per account (./account-lock.ts), and a locked
 * account answered exactly as a wrong password (Payload says "This user is locked" only for accounts that
 * exist). Errors keep Payload's `{ errors: [{ message }] }` shape, which the admin's login form shows.
 */
const throttledLogin: PayloadHandler = async (req) => {
  const client = clientAddress(req.headers)
  const refusedMs = await failures.refusedFor(client)
  if (refusedMs > 0) {
    return Response.json(
      { errors: [{ message: STAFF_LOGIN_THROTTLED }] },
      { status: 429, headers: { 'Retry-After': String(Math.ceil(refusedMs / 1000)), 'Cache-Control': 'no-store' } },
    )
  }
  try {
    const login = builtInHandler(req, staffLoginEndpoint, throttledLogin)
    const email = await loginEmail(req)
    if (!email) return await login(req)
    return await oneAtATimePerAccount(req.payload, `${String(req.routeParams?.collection)}:${email}`, async () =>
      login(req),
    )
  } catch (error) {
    if (isFailedLogin(error)) await failures.take(client)
    if (isLocked(error)) throw new AuthenticationError(req.t)
    throw error
  }
}

export const staffLoginEndpoint: Endpoint = { method: 'post', path: '/login', handler: throttledLogin }
