/**
 * Past one machine (issue #19): Debian's PostgreSQL server, two built app instances and one job worker, as
 * in compose.yaml. Everything an instance shows must be what the platform holds, whichever instance
 * changed it. Runs after `next build` (scripts/test.ts), with `npm run test:cluster`.
 */
import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { solveProofOfWork } from '../../src/domain/proof-of-work'
import { freePort, tempDataDir } from '../integration/global-setup'
import { startDebianPostgres, type DebianPostgres } from './debian-postgres'
import { request, run, within, type Running } from './processes'

const SUNSHINE = 'sunshine-motors.localhost'
const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }

let database: DebianPostgres
const processes: Running[] = []
let env: Record<string, string>
const ports = { a: 0, b: 0 }
let a: Running
let b: Running
let worker: Running
let admin: Record<string, string>

function instance(name: string, port: number): Running {
  const started = run(name, ['scripts/web-server.ts', 'start'], { ...env, PORT: String(port) })
  processes.push(started)
  return started
}

const healthy = (port: number, running: Running) =>
  within(
    240_000,
    `${running.name} answers /api/health`,
    async () => {
      if (running.child.exitCode !== null) throw new Error(`${running.name} exited:\n${running.output()}`)
      return (await request(port, '/api/health')).status === 200
    },
    500,
  )

/** Reads a site page on one instance. */
const page = async (port: number, path: string) =>
  (await request(port, path, { host: SUNSHINE })).body.replaceAll('<!-- -->', '')

type Doc = { id: number; title?: string; name?: string }
const docs = async (path: string) => (await request(ports.a, path, { headers: admin })).json<{ docs: Doc[] }>().docs

/** A delta feed of `count` cars no other test uses, named by `model`. */
const feed = (model: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${model}-${i}`,
    name: `2021 Cluster ${model} ${i}`,
    year: 2021,
    make: 'Cluster',
    model,
    car_type: 'used',
    price: 20_000 + i,
    km: 10_000 + i,
  }))

const searchTotal = async (port: number, query: string) =>
  (await request(port, `/api/search?query=${encodeURIComponent(query)}&hitsPerPage=1`, { host: SUNSHINE })).json<{
    count: number
    hits: unknown[]
  }>()

beforeAll(async () => {
  database = await startDebianPostgres()
  env = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'cluster-test-secret',
    DATA_DIR: tempDataDir('dealer-cluster-data-'),
    NODE_ENV: 'production',
    TRUSTED_PROXY_HOPS: '1',
    JOBS_AUTORUN: 'false',
    // The kill test needs an import that runs in A's request, not one handed to the worker as a job (202).
    STOCK_IMPORT_ASYNC_ROWS: '1000000',
    STOCK_IMPORT_ASYNC_BYTES: '1000000000',
  }
  const prepare = run('prepare', ['scripts/prepare.ts', '--seed=always', '--stock=none'], {
    ...env,
    NODE_ENV: 'development',
  })
  processes.push(prepare)
  const code = await prepare.exited
  if (code !== 0) throw new Error(`prepare failed:\n${prepare.output()}`)
  ports.a = await freePort()
  ports.b = await freePort()
  a = instance('app-a', ports.a)
  b = instance('app-b', ports.b)
  worker = run('worker', ['scripts/worker.ts'], env)
  processes.push(worker)
  await Promise.all([healthy(ports.a, a), healthy(ports.b, b)])
  const login = await request(ports.a, '/api/users/login', {
    method: 'POST',
    body: { email: DEMO_DEFAULTS.adminEmail, password: DEMO_DEFAULTS.adminPassword },
  })
  expect(login.status, login.body).toBe(200)
  admin = { Authorization: `JWT ${login.json<{ token: string }>().token}` }
}, 600_000)

afterAll(async () => {
  for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGTERM')
  await Promise.all(
    processes.map((running) => Promise.race([running.exited, new Promise((resolve) => setTimeout(resolve, 10_000))])),
  )
  database?.stop()
}, 60_000)

describe(`two app instances and a worker on Debian's PostgreSQL server`, () => {
  it('a page, an offer and a site setting published through A are served by B within 2 s', async () => {
    const stamp = Date.now().toString(36)
    const [site] = await docs('/api/sites?where[slug][equals]=sunshine-motors&depth=0')
    // Each is read on B first, so B holds it in its cache when A publishes the change.
    const [about] = await docs(`/api/pages?where[site][equals]=${site!.id}&where[slug][equals]=about-us&depth=0`)
    expect(await page(ports.b, '/about-us')).toContain(about!.title)
    const offersPage = await page(ports.b, '/special-offers')
    const offer = (await docs(`/api/offers?where[site][equals]=${site!.id}&depth=0&limit=50`)).find(
      (doc) => doc.name && /^[\w ]+$/.test(doc.name) && offersPage.includes(doc.name),
    )
    expect(offer, 'an offer of the site on /special-offers').toBeDefined()
    expect(await page(ports.b, '/')).toContain(site!.name)

    const changes = [
      {
        path: `/api/pages/${about!.id}`,
        body: { title: `About Us ${stamp}`, _status: 'published' },
        on: '/about-us',
        shows: `About Us ${stamp}`,
      },
      {
        path: `/api/offers/${offer!.id}`,
        body: { name: `${offer!.name} ${stamp}` },
        on: '/special-offers',
        shows: `${offer!.name} ${stamp}`,
      },
      {
        path: `/api/sites/${site!.id}`,
        body: { name: `Sunshine Motors ${stamp}` },
        on: '/',
        shows: `Sunshine Motors ${stamp}`,
      },
    ]
    for (const change of changes) {
      const res = await request(ports.a, `${change.path}?depth=0`, {
        method: 'PATCH',
        headers: admin,
        body: change.body,
      })
      expect(res.status, res.body).toBe(200)
      const took = await within(2_000, `B shows '${change.shows}' on ${change.on}`, async () =>
        (await page(ports.b, change.on)).includes(change.shows),
      )
      expect(took).toBeLessThanOrEqual(2_000)
    }
  })

  it('a car imported on A is searchable on B within 5 s', async () => {
    const res = await request(ports.a, '/api/stock/import?site=sunshine-motors&mode=delta', {
      method: 'POST',
      headers: STOCK_KEY,
      body: feed('Zebrafinch', 1),
    })
    expect(res.status, res.body).toBe(200)
    const took = await within(
      5_000,
      'B finds the car',
      async () => (await searchTotal(ports.b, 'Zebrafinch')).hits.length > 0,
    )
    expect(took).toBeLessThanOrEqual(5_000)
  })

  it('a rate limit trips at its configured count across A and B together', async () => {
    // The phone reveal allows 30 a minute per client and site; the count is taken before the body is read.
    const client = { 'X-Forwarded-For': '203.0.113.77' }
    for (let i = 0; i < 30; i += 1) {
      const res = await request(i % 2 ? ports.b : ports.a, '/api/phone-reveal', {
        host: SUNSHINE,
        method: 'POST',
        headers: client,
        body: {},
      })
      expect(res.status, `request ${i + 1}`).toBe(400)
    }
    expect(
      (await request(ports.a, '/api/phone-reveal', { host: SUNSHINE, method: 'POST', headers: client, body: {} }))
        .status,
    ).toBe(429)
    expect(
      (await request(ports.b, '/api/phone-reveal', { host: SUNSHINE, method: 'POST', headers: client, body: {} }))
        .status,
    ).toBe(429)
  })

  it('a lead posted to A is delivered exactly once', async () => {
    const { challenge, bits } = (await request(ports.a, '/api/leads/challenge?form=lead', { host: SUNSHINE })).json<{
      challenge: string
      bits: number
    }>()
    const nonce = await solveProofOfWork(challenge, bits, async (text) => createHash('sha256').update(text).digest())
    const name = `Clara Cluster ${Date.now().toString(36)}`
    const res = await request(ports.a, '/api/leads', {
      host: SUNSHINE,
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.78' },
      body: {
        form: 'enquiry',
        name,
        email: 'clara@example.com',
        phone: '0412 345 678',
        message: 'Across instances.',
        captcha: { challenge, nonce },
      },
    })
    expect(res.status, res.body).toBe(201)
    // Each email the lead's routing sends, by recipient (the log adapter writes 'To: …, Subject: … from {name}').
    const sent = () =>
      processes.flatMap((running) =>
        running
          .output()
          .split('\n')
          .filter((line) => line.includes(`from ${name}`))
          .map((line) => /To: ([^,]+),/.exec(line)?.[1] ?? line),
      )
    await within(30_000, 'the lead is delivered', async () => sent().length > 0, 250)
    // Several more polls of the queue: still one email to each recipient.
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    const recipients = sent()
    expect(recipients.length).toBeGreaterThan(0)
    expect(recipients.length, recipients.join('\n')).toBe(new Set(recipients).size)
  })

  it('A killed with SIGKILL mid-import leaves B serving, and running the import again converges', async () => {
    // Large enough that A is still importing when it is killed (about 4,000 rows a second here).
    const cars = feed('Kestrelwing', 20_000)
    const interrupted = request(ports.a, '/api/stock/import?site=sunshine-motors&mode=delta', {
      method: 'POST',
      headers: STOCK_KEY,
      body: cars,
    }).catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    a.child.kill('SIGKILL')
    expect(await interrupted).toBeInstanceOf(Error) // the connection died with the instance
    expect((await request(ports.b, '/api/health')).status).toBe(200)
    expect((await request(ports.b, '/cars', { host: SUNSHINE })).status).toBe(200)

    const again = await request(ports.b, '/api/stock/import?site=sunshine-motors&mode=delta', {
      method: 'POST',
      headers: STOCK_KEY,
      body: cars,
    })
    expect(again.status, again.body).toBe(200)
    await within(
      120_000,
      'search holds every car of the feed',
      async () => (await searchTotal(ports.b, 'Kestrelwing')).count === cars.length,
      1_000,
    )
  })
})
