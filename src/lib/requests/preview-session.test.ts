import { describe, expect, it } from 'vitest'

import { PREVIEW_TTL_SECONDS, signPreview, verifyPreview } from './preview-session'

describe('preview sessions', () => {
  it('a signed token verifies with its site and admin origin until it expires', async () => {
    const now = Date.UTC(2026, 0, 1)
    const token = await signPreview(7, 'http://localhost:3000', now)
    expect(await verifyPreview(token, now)).toMatchObject({ site: 7, admin: 'http://localhost:3000' })
    expect(await verifyPreview(token, now + PREVIEW_TTL_SECONDS * 1000 - 1)).not.toBeNull()
    expect(await verifyPreview(token, now + PREVIEW_TTL_SECONDS * 1000)).toBeNull()
  })

  it('refuses a tampered, truncated or empty token', async () => {
    const token = await signPreview(7, 'http://localhost:3000')
    const [body, signature] = token.split('.')
    const forged = btoa(JSON.stringify({ site: 8, admin: 'http://localhost:3000', exp: 9e9 })).replace(/=+$/, '')
    expect(await verifyPreview(`${forged}.${signature}`)).toBeNull()
    expect(await verifyPreview(body)).toBeNull()
    expect(await verifyPreview(`${token}.x`)).toBeNull()
    expect(await verifyPreview('')).toBeNull()
    expect(await verifyPreview('%%%.%%%')).toBeNull()
  })
})
