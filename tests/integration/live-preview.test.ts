/**
 * The admin's live preview frames a page on the site's own host, a different site from the admin's: no
 * cookie reaches that frame in Chromium, so every framed request carries a signed token in its query. The
 * real proxy answers over node:http with a Host header (the framing policy and the token it passes on), and
 * the real page lookup reads what the proxy passed on: a draft only with a valid token for this site and page.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { NextRequest } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sitePage } from '../../src/lib/data/pages'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { pagePreviewUrl } from '../../src/lib/requests/page-preview'
import {
  PREVIEW_HEADER,
  PREVIEW_TTL_SECONDS,
  signPreview,
  type PreviewScope,
} from '../../src/lib/requests/preview-session'
import { proxy } from '../../src/proxy'
import { seededPayload, staffUser } from './platform'

// Outside Next.js there is no data cache: every read goes to the database.
vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}))
// The request headers a page renders with: exactly those the proxy passed on (set per test).
const rendered = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => rendered.headers }))

const ADMIN = 'http://localhost:3000'
const SUNSHINE_HOST = 'sunshine-motors.localhost:3000'
const HARBOUR_HOST = 'harbour-city-cars.localhost:3000'

let payload: Payload
let sunshine: PublicSite
let harbour: PublicSite
let pageId: number
let otherPageId: number
let server: Server
let port: number

type Answer = { status: number; headers: IncomingHttpHeaders }

/** A GET to the proxy over HTTP with the given Host header (what a browser frame sends). */
const get = (path: string, host: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { ...headers, Host: host } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })

/** What the proxy passed on to the page in the preview header (Next's rewrite carries it this way). */
const passedOn = (answer: Answer) => answer.headers[`x-middleware-request-${PREVIEW_HEADER}`]

/** The page the site renders at `slug` for a request the proxy answered so. */
const renderedPage = async (site: PublicSite, slug: string, answer: Answer) => {
  const token = passedOn(answer)
  rendered.headers = new Headers(typeof token === 'string' ? { [PREVIEW_HEADER]: token } : {})
  return sitePage(site, slug)
}

const scope = (): PreviewScope => ({ site: sunshine.id, host: SUNSHINE_HOST, doc: pageId, admin: ADMIN })
const framed = async (token: string, host = SUNSHINE_HOST) =>
  get(`/live-preview-check?preview=${encodeURIComponent(token)}`, host)

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
  harbour = (await findSiteByHost(payload, 'harbour-city-cars.localhost'))!
  const page = await payload.create({
    collection: 'pages',
    data: { site: sunshine.id, title: 'Published title', slug: 'live-preview-check', _status: 'published' },
    overrideAccess: true,
  })
  pageId = page.id
  await payload.update({
    collection: 'pages',
    id: pageId,
    data: { title: 'Draft title' },
    draft: true,
    overrideAccess: true,
  })
  const other = await payload.create({
    collection: 'pages',
    data: { site: sunshine.id, title: 'Another page', slug: 'live-preview-other', _status: 'published' },
    overrideAccess: true,
  })
  otherPageId = other.id
  server = createServer((req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    proxy(new NextRequest(`http://${req.headers.host}${req.url}`, { headers }))
      .then((response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end()
      })
      .catch((error: unknown) => {
        res.writeHead(500)
        res.end(String(error))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

describe('the live preview URL the admin frames', () => {
  it('is the page on its own site with a token for that site and page, for staff of the site only', async () => {
    const editorReq = {
      payload,
      user: await staffUser(payload, 'editor@sunshine-motors.example'),
      headers: new Headers({ host: 'localhost:3000' }),
    } as unknown as PayloadRequest
    const url = new URL(
      (await pagePreviewUrl({ data: { id: pageId, site: sunshine.id, slug: 'live-preview-check' }, req: editorReq }))!,
    )
    expect(url.origin).toBe(`http://${SUNSHINE_HOST}`)
    expect(url.pathname).toBe('/live-preview-check')
    const answer = await get(`${url.pathname}${url.search}`, url.host)
    expect(answer.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${ADMIN}`)
    expect((await renderedPage(sunshine, 'live-preview-check', answer))?.page.title).toBe('Draft title')

    // An unsaved page has no preview; another site's staff get none.
    expect(await pagePreviewUrl({ data: { site: sunshine.id, slug: 'x' }, req: editorReq })).toBeNull()
    const harbourReq = {
      ...editorReq,
      user: await staffUser(payload, 'manager@harbour-city-cars.example'),
    } as unknown as PayloadRequest
    expect(
      await pagePreviewUrl({ data: { id: pageId, site: sunshine.id, slug: 'live-preview-check' }, req: harbourReq }),
    ).toBeNull()
  })
})

describe('a framed preview request (no cookie, the token in its query)', () => {
  it('with a valid token: the admin origin may frame it, uncached, and the page shows the draft', async () => {
    const answer = await framed(await signPreview(scope()))
    expect(answer.status).toBe(200)
    expect(answer.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${ADMIN}`)
    expect(answer.headers['content-security-policy']).not.toContain("frame-ancestors 'none'")
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(answer.headers['referrer-policy']).toBe('no-referrer')
    expect(answer.headers['set-cookie']).toBeUndefined()
    const shown = await renderedPage(sunshine, 'live-preview-check', answer)
    expect(shown?.page.title).toBe('Draft title')
    expect(shown?.preview).toMatchObject({ site: sunshine.id, doc: pageId, admin: ADMIN })
  })

  it('without a token: shoppers get the published page, and nobody may frame it', async () => {
    const answer = await get('/live-preview-check', SUNSHINE_HOST)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(passedOn(answer)).toBeUndefined()
    const shown = await renderedPage(sunshine, 'live-preview-check', answer)
    expect(shown).toMatchObject({ page: { title: 'Published title' }, preview: null })
  })

  it('with an expired token: not framed, no draft', async () => {
    const answer = await framed(await signPreview(scope(), Date.now() - PREVIEW_TTL_SECONDS * 1000 - 1000))
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(passedOn(answer)).toBeUndefined()
    expect((await renderedPage(sunshine, 'live-preview-check', answer))?.page.title).toBe('Published title')
  })

  it('with a tampered token: not framed, no draft', async () => {
    const [, signature] = (await signPreview(scope())).split('.')
    const forged = Buffer.from(JSON.stringify({ ...scope(), admin: 'http://evil.example', exp: 9e9 })).toString(
      'base64url',
    )
    const answer = await framed(`${forged}.${signature}`)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answer.headers['content-security-policy']).not.toContain('evil.example')
    expect(passedOn(answer)).toBeUndefined()
    expect((await renderedPage(sunshine, 'live-preview-check', answer))?.page.title).toBe('Published title')
  })

  it("with another site's token: not framed on this site's host, and no draft of this site", async () => {
    // Harbour's token on Sunshine's host: the proxy refuses it (it names another host).
    const harbourToken = await signPreview({ site: harbour.id, host: HARBOUR_HOST, doc: pageId, admin: ADMIN })
    const answer = await framed(harbourToken)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(passedOn(answer)).toBeUndefined()
    // A token naming Sunshine's host but Harbour's site (however it arrived) shows no Sunshine draft.
    rendered.headers = new Headers({
      [PREVIEW_HEADER]: await signPreview({ ...scope(), site: harbour.id }),
    })
    expect((await sitePage(sunshine, 'live-preview-check'))?.page.title).toBe('Published title')
  })

  it("with a token for another page of the site: that page's draft only, never this one's", async () => {
    const answer = await framed(await signPreview({ ...scope(), doc: otherPageId }))
    expect(answer.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${ADMIN}`)
    expect(await renderedPage(sunshine, 'live-preview-check', answer)).toMatchObject({
      page: { title: 'Published title' },
      preview: null,
    })
  })

  it('a preview header sent by the client is dropped; only a verified query token is passed on', async () => {
    const token = await signPreview(scope())
    const answer = await get('/live-preview-check', SUNSHINE_HOST, { [PREVIEW_HEADER]: token })
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(passedOn(answer)).toBeUndefined()
  })
})
