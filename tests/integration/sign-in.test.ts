/**
 * Sign-in answers that could tell which accounts exist, and the throttles in front of them: the site's
 * shopper sign-in (its route handler), Payload's own customers auth endpoints and the staff login (through
 * Payload's REST handler, as the admin calls it), all with real Requests.
 */
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { DEMO_CUSTOMER, DEMO_DEFAULTS } from '../../seed/demo'
import { customerUsername } from '../../src/domain/accounts'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { seededPayload } from './platform'

// Outside Next.js there is no incremental cache: the site lookup runs uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

// The session cookies the sign-in route sets, as Next.js would send them.
const setCookies = vi.hoisted(() => [] as Array<{ name: string; value: string }>)
vi.mock('next/headers', () => ({
  cookies: async () => ({ set: (cookie: { name: string; value: string }) => setCookies.push(cookie) }),
}))

const { POST: signInRoute } = await import('../../src/app/api/account/sign-in/route')

const HOST = 'sunshine-motors.localhost:3000'
let payload: Payload
let sunshine: PublicSite

type Answer = { status: number; body: unknown; retryAfter: string | null }
const answer = async (res: Response): Promise<Answer> => {
  const text = await res.text()
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    retryAfter: res.headers.get('retry-after'),
  }
}

const siteSignIn = async (email: string, password: string, address: string) =>
  answer(
    await signInRoute(
      new Request(`http://${HOST}/api/account/sign-in`, {
        method: 'POST',
        headers: {
          Host: HOST,
          Origin: `http://${HOST}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
        },
        body: JSON.stringify({ email, password }),
      }),
    ),
  )

/** Payload's REST API as the admin and any caller reach it. */
const rest = async (pathname: string, body: unknown, address: string) =>
  answer(
    await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost:3000/api${pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify(body),
      }),
    }),
  )

async function verifiedCustomer(email: string, password = 'a-long-password') {
  const created = await payload.create({
    collection: 'customers',
    data: {
      site: sunshine.id,
      email,
      username: customerUsername(sunshine.id, email),
      name: 'Probe',
      phone_number: '0400 000 099',
      password,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  await payload.update({ collection: 'customers', id: created.id, data: { _verified: true }, overrideAccess: true })
}

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
})

describe('the site\u2019s shopper sign-in', () => {
  it('answers a locked account exactly as a wrong password or an unknown email', async () => {
    await verifiedCustomer('locked-out@example.com')
    const unknown = await siteSignIn('nobody-here@example.com', 'a-long-password', '192.0.2.10')
    const wrong = await siteSignIn('locked-out@example.com', 'not-the-password', '192.0.2.10')
    expect(unknown).toEqual({ status: 401, body: { error: 'Incorrect email or password.' }, retryAfter: null })
    expect(wrong).toEqual(unknown)
    for (let i = 0; i < 4; i += 1)
      expect(await siteSignIn('locked-out@example.com', 'not-the-password', '192.0.2.11')).toEqual(unknown)
    // Five failures locked the account: even the right password now gets the same answer.
    expect(await siteSignIn('locked-out@example.com', 'a-long-password', '192.0.2.12')).toEqual(unknown)
    expect(
      (
        await payload.find({
          collection: 'customers',
          where: { email: { equals: 'locked-out@example.com' } },
          overrideAccess: true,
          showHiddenFields: true,
        })
      ).docs[0]?.lockUntil,
    ).toBeTruthy()
  })
})

describe('Payload\u2019s own customers auth endpoints', () => {
  it('are closed: the login answers 404 alike for a real account with its password, a wrong one and nobody', async () => {
    const real = await rest(
      '/customers/login',
      { username: customerUsername(sunshine.id, DEMO_CUSTOMER.email), password: DEMO_DEFAULTS.customerPassword },
      '192.0.2.20',
    )
    const wrong = await rest(
      '/customers/login',
      { username: customerUsername(sunshine.id, DEMO_CUSTOMER.email), password: 'not-the-password' },
      '192.0.2.20',
    )
    const nobody = await rest(
      '/customers/login',
      { username: customerUsername(sunshine.id, 'nobody-here@example.com'), password: 'not-the-password' },
      '192.0.2.20',
    )
    expect(real.status).toBe(404)
    expect(wrong).toEqual(real)
    expect(nobody).toEqual(real)
  })

  it('are closed where the site has its own: forgot-password, reset-password, verify, refresh-token, first-register', async () => {
    const send = vi.spyOn(payload.email, 'sendEmail')
    expect(
      (
        await rest(
          '/customers/forgot-password',
          { username: customerUsername(sunshine.id, DEMO_CUSTOMER.email) },
          '192.0.2.21',
        )
      ).status,
    ).toBe(404)
    expect(send).not.toHaveBeenCalled()
    send.mockRestore()
    expect(
      (
        await rest(
          '/customers/reset-password',
          { token: 'a'.repeat(40), password: 'a-new-long-password' },
          '192.0.2.21',
        )
      ).status,
    ).toBe(404)
    expect((await rest('/customers/verify/abcdef0123456789abcd', {}, '192.0.2.21')).status).toBe(404)
    expect((await rest('/customers/refresh-token', {}, '192.0.2.21')).status).toBe(404)
    expect(
      (
        await rest(
          '/customers/first-register',
          { email: 'first@example.com', password: 'a-long-password' },
          '192.0.2.21',
        )
      ).status,
    ).toBe(404)
    // Unlock is staff-only and stays for the admin: an anonymous call is refused without looking the account up.
    expect(
      (await rest('/customers/unlock', { username: customerUsername(sunshine.id, DEMO_CUSTOMER.email) }, '192.0.2.21'))
        .status,
    ).toBe(403)
  })
})

describe('the staff login (POST /api/users/login)', () => {
  it('answers a locked account exactly as a wrong password or an unknown email', async () => {
    await payload.create({
      collection: 'users',
      data: {
        email: 'locked-staff@example.com',
        password: 'a-staff-password',
        role: 'site-editor',
        tenants: [{ tenant: sunshine.id }],
      },
      overrideAccess: true,
    })
    const unknown = await rest(
      '/users/login',
      { email: 'nobody-here@example.com', password: 'a-staff-password' },
      '192.0.2.30',
    )
    expect(unknown.status).toBe(401)
    expect(
      await rest('/users/login', { email: 'locked-staff@example.com', password: 'wrong-password' }, '192.0.2.30'),
    ).toEqual(unknown)
    for (let i = 0; i < 4; i += 1)
      await rest('/users/login', { email: 'locked-staff@example.com', password: 'wrong-password' }, '192.0.2.31')
    const locked = await rest(
      '/users/login',
      { email: 'locked-staff@example.com', password: 'a-staff-password' },
      '192.0.2.32',
    )
    expect(locked).toEqual(unknown)
    // The admin's login form shows errors[0].message.
    expect(locked.body).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
  })

  it('is throttled per client address: after 10 failures in 15 minutes a 429 with Retry-After, others still sign in', async () => {
    for (let i = 0; i < 10; i += 1)
      expect(
        (await rest('/users/login', { email: `nobody-${i}@example.com`, password: 'guess' }, '192.0.2.40')).status,
      ).toBe(401)
    const throttled = await rest(
      '/users/login',
      { email: 'editor@sunshine-motors.example', password: DEMO_DEFAULTS.staffPassword },
      '192.0.2.40',
    )
    expect(throttled).toMatchObject({ status: 429, body: { errors: [{ message: expect.any(String) }] } })
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0)
    const elsewhere = await rest(
      '/users/login',
      { email: 'editor@sunshine-motors.example', password: DEMO_DEFAULTS.staffPassword },
      '192.0.2.41',
    )
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body).toMatchObject({
      token: expect.any(String),
      user: { email: 'editor@sunshine-motors.example' },
    })
  })

  it('counts only failures: staff behind one address sign in again and again', async () => {
    for (let i = 0; i < 12; i += 1)
      expect(
        (
          await rest(
            '/users/login',
            { email: 'editor@sunshine-motors.example', password: DEMO_DEFAULTS.staffPassword },
            '192.0.2.50',
          )
        ).status,
      ).toBe(200)
  })
})

describe('one account signed in several times at once (payload#16027)', () => {
  const sessionsOf = async (collection: 'users' | 'customers', email: string) => {
    const account = (await payload.db.findOne({ collection, where: { email: { equals: email } } })) as {
      sessions?: unknown[]
    } | null
    return account?.sessions?.length ?? 0
  }

  it('keeps every staff session: each token still signs its holder in', async () => {
    await payload.create({
      collection: 'users',
      data: {
        email: 'two-devices@example.com',
        password: 'a-staff-password',
        role: 'site-editor',
        tenants: [{ tenant: sunshine.id }],
      },
      overrideAccess: true,
    })
    const logins = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        rest('/users/login', { email: 'Two-Devices@example.com', password: 'a-staff-password' }, `192.0.2.6${i}`),
      ),
    )
    expect(logins.map((login) => login.status)).toEqual([200, 200, 200, 200, 200, 200])
    for (const login of logins) {
      const { token } = login.body as { token: string }
      const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
      expect(user && 'email' in user ? user.email : null).toBe('two-devices@example.com')
    }
    expect(await sessionsOf('users', 'two-devices@example.com')).toBe(6)
  })

  it('keeps every shopper session signed in through the site', async () => {
    await verifiedCustomer('two-tabs@example.com')
    setCookies.length = 0
    const signIns = await Promise.all(
      Array.from({ length: 6 }, (_, i) => siteSignIn('two-tabs@example.com', 'a-long-password', `192.0.2.7${i}`)),
    )
    expect(signIns.map((signIn) => signIn.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(setCookies.map((cookie) => cookie.value)).size).toBe(6)
    expect(await sessionsOf('customers', 'two-tabs@example.com')).toBe(6)
  })
})
