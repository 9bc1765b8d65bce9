import { handleEndpoints, type Payload } from 'payload'
import { expect } from 'vitest'

import { DEMO_DEFAULTS } from '../../seed/demo'

export type RestBody = Record<string, unknown> & {
  doc?: { id: number }
  errors?: Array<{ message?: string; data?: unknown }>
}
export type RestAnswer = { status: number; body: RestBody }

/**
 * Payload's REST API (our endpoints on it included) called in the test's own process, through the same
 * handlers a server runs, with a staff sign-in that returns the Authorization header to send. `payload` is
 * read when called, so a file may make the client before its beforeAll starts Payload.
 */
export function restClient(payload: () => Payload) {
  async function rest(pathname: string, authorization?: string, init: RequestInit = {}): Promise<RestAnswer> {
    const request = new Request(`http://localhost:3000/api${pathname}`, {
      ...init,
      headers: { ...(authorization ? { Authorization: authorization } : {}), ...(init.headers ?? {}) },
    })
    const response = await handleEndpoints({ config: payload().config, request })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as RestBody) : {} }
  }
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  async function signIn(email: string, password: string = DEMO_DEFAULTS.staffPassword): Promise<string> {
    const login = await rest('/users/login', undefined, json('POST', { email, password }))
    expect(login.status, `sign in ${email}`).toBe(200)
    return `JWT ${String(login.body.token)}`
  }
  return { rest, json, signIn }
}
