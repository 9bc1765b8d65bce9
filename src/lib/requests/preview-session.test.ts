import { describe, expect, it } from 'vitest'

import { PREVIEW_TTL_SECONDS, signPreview, verifyPreview, verifyPreviewForHost } from './preview-session'

const scope = { site: 7, host: 'sunshine-motors.localhost:3000', doc: 42, admin: 'http://localhost:3000' }

describe('preview tokens', () => {
  it('a signed token verifies with its site, host, page and admin origin until it expires', async () => {
    const now = Date.UTC(2026, 0, 1)
    const token = await signPreview(scope, now)
    expect(await verifyPreview(token, now)).toMatchObject(scope)
    expect(await verifyPreview(token, now + PREVIEW_TTL_SECONDS * 1000 - 1)).not.toBeNull()
    expect(await verifyPreview(token, now + PREVIEW_TTL_SECONDS * 1000)).toBeNull()
  })

  it('holds only on the host it was made for', async () => {
    const token = await signPreview(scope)
    expect(await verifyPreviewForHost(token, 'Sunshine-Motors.localhost:3000')).toMatchObject(scope)
    expect(await verifyPreviewForHost(token, 'harbour-city-cars.localhost:3000')).toBeNull()
    expect(await verifyPreviewForHost(token, null)).toBeNull()
  })

  it('refuses a tampered, truncated or empty token', async () => {
    const token = await signPreview(scope)
    const [body, signature] = token.split('.')
    const forged = btoa(JSON.stringify({ ...scope, doc: 43, exp: 9e9 })).replace(/=+$/, '')
    expect(await verifyPreview(`${forged}.${signature}`)).toBeNull()
    expect(await verifyPreview(body)).toBeNull()
    expect(await verifyPreview(`${token}.x`)).toBeNull()
    expect(await verifyPreview('')).toBeNull()
    expect(await verifyPreview('%%%.%%%')).toBeNull()
  })

  it('refuses an admin origin that could break out of the framing policy', async () => {
    for (const admin of ["http://a.example 'unsafe-inline'", 'http://a.example;script-src *', 'javascript:x'])
      expect(await verifyPreview(await signPreview({ ...scope, admin }))).toBeNull()
  })
})
