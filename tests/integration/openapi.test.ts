/**
 * The OpenAPI document (/api/openapi.json): valid OpenAPI 3.1 by @readme/openapi-parser, covering every
 * public API, and each request example it documents accepted by the live route handler on the real
 * database (parameters and bodies taken from the served document itself; a path id is the fixture's).
 * The reference page (/api/docs) loads Swagger UI from our origin only, under a policy with no inline script.
 */
import { validate } from '@readme/openapi-parser'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as docsFile } from '../../src/app/api/docs/[file]/route'
import { GET as docsPage } from '../../src/app/api/docs/route'
import { GET as importRun } from '../../src/app/api/integrations/imports/[id]/route'
import { GET as importRuns } from '../../src/app/api/integrations/imports/route'
import { POST as ackLead } from '../../src/app/api/integrations/leads/[id]/ack/route'
import { GET as integrationLeads } from '../../src/app/api/integrations/leads/route'
import { GET as challenge } from '../../src/app/api/leads/challenge/route'
import { POST as postLead } from '../../src/app/api/leads/route'
import { GET as openapiJson } from '../../src/app/api/openapi.json/route'
import { GET as search } from '../../src/app/api/search/route'
import { POST as stockImport } from '../../src/app/api/stock/import/route'
import { POST as removeCar } from '../../src/app/api/watchlist/remove-car/route'
import { GET as watchlist } from '../../src/app/api/watchlist/route'
import { POST as saveCar } from '../../src/app/api/watchlist/save-car/route'
import { customerUsername } from '../../src/domain/accounts'
import { API_DOCS_CONTENT_SECURITY_POLICY } from '../../src/lib/requests/security-headers'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { DEMO_CUSTOMER, DEMO_DEFAULTS } from '../../seed/demo'
import { createTestSite, seededPayload, siteId } from './platform'

// Outside Next.js there is no incremental cache: the site lookup runs uncached (vi.mock is hoisted above the imports).
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

type Parameter = { name: string; in: string; required?: boolean; example?: unknown; schema?: { examples?: unknown[] } }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }
  security?: unknown[]
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; webhooks: Record<string, unknown> }

let payload: Payload
let doc: Document
let noCaptcha: PublicSite
let sunshineLead: number
let sunshineRun: number
let shopperJwt: string
const KEY = `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}`

beforeAll(async () => {
  payload = await seededPayload()
  doc = (await (await openapiJson()).json()) as Document
  // Shoppers' leads go to a site without the captcha, so the documented body is sent as it is.
  noCaptcha = await createTestSite(payload, 'OpenAPI Motors', 'openapi-motors', { leadEmail: 'leads@openapi.example' })
  await payload.update({
    collection: 'sites',
    id: noCaptcha.id,
    data: { features: { captcha: false } },
    overrideAccess: true,
  })
  const sunshine = await siteId(payload, 'sunshine-motors')
  sunshineLead = (
    await payload.create({
      collection: 'leads',
      data: {
        site: sunshine,
        form: 'enquiry',
        category: 'General Enquiry',
        name: 'Open Api',
        email: 'openapi@example.com',
        delivery_status: 'delivered',
      },
      overrideAccess: true,
    })
  ).id
  const { docs: keys } = await payload.find({
    collection: 'integrations',
    where: { name: { equals: 'Demo stock feed' } },
    overrideAccess: true,
  })
  sunshineRun = (
    await payload.create({
      collection: 'stock-imports',
      data: {
        site: sunshine,
        mode: 'delta',
        source: 'api',
        format: 'json',
        status: 'completed',
        integration: keys[0]!.id,
        received: 1,
        created: 1,
      },
      overrideAccess: true,
    })
  ).id
  const shopper = await payload.login({
    collection: 'customers',
    data: { username: customerUsername(sunshine, DEMO_CUSTOMER.email), password: DEMO_DEFAULTS.customerPassword },
    context: { customerSite: sunshine },
  })
  shopperJwt = `JWT ${shopper.token}`
}, 300_000)

/** Each documented operation's live handler, the host it is called on and what a valid call answers. */
const ROUTES: Record<
  string,
  {
    call: (request: NextRequest, id: string) => Promise<Response>
    host?: () => string
    auth?: () => string
    id?: () => number
    ok: number[]
  }
> = {
  'post /api/stock/import': { call: (r) => stockImport(r), auth: () => KEY, ok: [200] },
  'get /api/integrations/imports': { call: (r) => importRuns(r), auth: () => KEY, ok: [200] },
  'get /api/integrations/imports/{id}': {
    call: (r, id) => importRun(r, { params: Promise.resolve({ id }) }),
    auth: () => KEY,
    id: () => sunshineRun,
    ok: [200],
  },
  'get /api/integrations/leads': { call: (r) => integrationLeads(r), auth: () => KEY, ok: [200] },
  'post /api/integrations/leads/{id}/ack': {
    call: (r, id) => ackLead(r, { params: Promise.resolve({ id }) }),
    auth: () => KEY,
    id: () => sunshineLead,
    ok: [200],
  },
  'get /api/search': { call: (r) => search(r), ok: [200] },
  'get /api/leads/challenge': { call: (r) => challenge(r), ok: [200] },
  'post /api/leads': { call: (r) => postLead(r), host: () => `${noCaptcha.slug}.localhost`, ok: [201] },
  'get /api/watchlist': { call: (r) => watchlist(r), auth: () => shopperJwt, ok: [200] },
  // The example's car need not be one of the demo site's: the body is accepted (not a 400) either way.
  'post /api/watchlist/save-car': { call: (r) => saveCar(r), auth: () => shopperJwt, ok: [200, 404] },
  'post /api/watchlist/remove-car': { call: (r) => removeCar(r), auth: () => shopperJwt, ok: [200, 404] },
}

const exampleOf = (parameter: Parameter) => parameter.example ?? parameter.schema?.examples?.[0]

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and documents every public API and the lead webhooks', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await validate(structuredClone(doc) as never)
    expect(result.valid ? [] : result.errors).toEqual([])
    expect(result.valid).toBe(true)
    const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
      Object.keys(item).map((method) => `${method} ${route}`),
    )
    expect(operations.sort()).toEqual(Object.keys(ROUTES).sort())
    expect(Object.keys(doc.webhooks).sort()).toEqual(['lead.created', 'lead.updated', 'test'])
  })

  it('has each request example accepted by its live endpoint', async () => {
    let examples = 0
    for (const [key, route] of Object.entries(ROUTES)) {
      const [method, template] = key.split(' ') as [string, string]
      const operation = doc.paths[template]![method]!
      const query = new URLSearchParams()
      for (const parameter of operation.parameters ?? []) {
        const example = exampleOf(parameter)
        if (parameter.in === 'query' && example !== undefined) query.set(parameter.name, String(example))
        if (parameter.required) expect(example, `${key}: ${parameter.name} has an example`).not.toBeUndefined()
      }
      const id = route.id ? String(route.id()) : ''
      const url = `http://localhost:3000${template.replace('{id}', id)}${query.size ? `?${query}` : ''}`
      const media = operation.requestBody?.content['application/json']
      const bodies = media
        ? [media.example, ...Object.values(media.examples ?? {}).map((e) => e.value)].filter((b) => b !== undefined)
        : [undefined]
      expect(bodies.length, `${key} has a request example`).toBeGreaterThan(0)
      for (const body of bodies) {
        const headers = new Headers({ host: route.host?.() ?? 'sunshine-motors.localhost' })
        if (route.auth) headers.set('authorization', route.auth())
        if (body !== undefined) headers.set('content-type', 'application/json')
        const response = await route.call(
          new NextRequest(url, {
            method: method.toUpperCase(),
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
          id,
        )
        const answer = (await response.json()) as Record<string, unknown>
        expect(route.ok, `${key} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`).toContain(
          response.status,
        )
        if (key === 'post /api/stock/import') expect(answer).toMatchObject({ dry_run: true, rejected: [], received: 1 })
        examples += 1
      }
    }
    expect(examples).toBeGreaterThanOrEqual(Object.keys(ROUTES).length)

    // The same calls with the examples broken are refused: acceptance above means the routes checked them.
    const headers = { host: `${noCaptcha.slug}.localhost`, 'content-type': 'application/json' }
    const refused = await postLead(
      new NextRequest('http://localhost:3000/api/leads', {
        method: 'POST',
        headers,
        body: JSON.stringify({ form: 'enquiry', name: 'Jo Citizen' }),
      }),
    )
    expect(refused.status).toBe(400)
    const dryRun = await stockImport(
      new NextRequest('http://localhost:3000/api/stock/import?site=sunshine-motors&mode=delta&dryRun=true', {
        method: 'POST',
        headers: { authorization: KEY, 'content-type': 'application/json' },
        body: JSON.stringify([{ id: 'DOCS-2', make: 'Toyota' }]),
      }),
    )
    expect(((await dryRun.json()) as { rejected: unknown[] }).rejected).toHaveLength(1)
  })
})

describe('the API reference page', () => {
  it('loads Swagger UI and its start-up from our origin only, under a policy with no inline script', async () => {
    const page = await docsPage()
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_CONTENT_SECURITY_POLICY)
    expect(API_DOCS_CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(API_DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    const html = await page.text()
    expect(html).not.toMatch(/https?:\/\//)
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/)
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(sources.sort()).toEqual(['/api/docs/init.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css'])
    for (const source of sources) {
      const file = source.split('/').pop()!
      const response = await docsFile(new Request(`http://localhost:3000${source}`), {
        params: Promise.resolve({ file }),
      })
      expect(response.status, source).toBe(200)
      expect(response.headers.get('content-type')).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/)
      const text = await response.text()
      if (file === 'swagger-ui-bundle.js') expect(text).toContain('SwaggerUIBundle')
      if (file === 'init.js') expect(text).toContain("url: '/api/openapi.json'")
    }
    const missing = await docsFile(new Request('http://localhost:3000/api/docs/package.json'), {
      params: Promise.resolve({ file: 'package.json' }),
    })
    expect(missing.status).toBe(404)
  })
})
