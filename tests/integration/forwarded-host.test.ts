/**
 * Password-reset and verify-email links are built from the site's own hosts, never from X-Forwarded-Host:
 * the real route handlers, called as the web server hands them a request (a forged X-Forwarded-Host and
 * X-Forwarded-Proto included, as when the app runs without our web server in front).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { customerUsername } from '../../src/domain/accounts'
import { seededPayload, siteId } from './platform'

// Outside Next.js there is no data cache: the site lookup runs every time.
vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}))

let payload: Payload
let sunshine: number

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
})

const forged = {
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  'Content-Type': 'application/json',
  'Sec-Fetch-Site': 'same-origin',
}

const post = (
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  host = 'sunshine-motors.localhost:3000',
) =>
  handler(
    new Request(`http://${host}${path}`, {
      method: 'POST',
      headers: { Host: host, Origin: `http://${host}`, ...forged },
      body: JSON.stringify(body),
    }),
  )

describe('emailed links with a forged X-Forwarded-Host', () => {
  it('a forgot-password request mails the real shopper a link on the site, not on the forged host', async () => {
    const email = 'poison-target@example.com'
    await payload.create({
      collection: 'customers',
      data: {
        site: sunshine,
        email,
        username: customerUsername(sunshine, email),
        name: 'Target',
        phone_number: '0400 000 123',
        password: 'a-long-password',
        _verified: true,
      },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const send = vi.spyOn(payload.email, 'sendEmail')
    const { POST } = await import('../../src/app/api/account/forgot-password/route')
    const res = await post(POST, '/api/account/forgot-password', { email })
    expect(res.status).toBe(200)
    const html = String(send.mock.calls.at(-1)?.[0]?.html)
    expect(html).toMatch(/http:\/\/sunshine-motors\.localhost:3000\/reset-password\?token=[a-f0-9]+/)
    expect(html).not.toContain('evil.example')
    send.mockRestore()
  })

  it('a sign-up mails its verify-email link on the site, not on the forged host', async () => {
    const send = vi.spyOn(payload.email, 'sendEmail')
    const { POST } = await import('../../src/app/api/account/sign-up/route')
    const res = await post(POST, '/api/account/sign-up', {
      name: 'New Shopper',
      email: 'poison-signup@example.com',
      phone_number: '0400 000 124',
      password: 'a-long-password',
    })
    expect([200, 201], await res.clone().text()).toContain(res.status)
    const html = String(send.mock.calls.at(-1)?.[0]?.html)
    expect(html).toMatch(/http:\/\/sunshine-motors\.localhost:3000\/verify-email\?token=[a-f0-9]+/)
    expect(html).not.toContain('evil.example')
    send.mockRestore()
  })
})
