/**
 * The image pipeline's route (`GET /api/image`) against a real photo host on this machine: a photo on the
 * site's own photo hosts comes back at the asked width and format; any other address, or a site that does
 * not list the host, is refused with a 400 before anything is fetched (no open image proxy).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { imageRouteUrl, pictureSources } from '../../src/domain/feed-images'
import { seededPayload, siteId, staffUser, testSiteData } from './platform'

// Outside Next.js there is no incremental cache: the site lookup runs uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

const { GET: imageRoute } = await import('../../src/app/api/image/route')

let payload: Payload
let server: Server
let origin: string
/** Every path the photo host was asked for, in order. */
const asked: string[] = []
let photo: Buffer

const ALLOWING = 'image-pipeline-allowing'
const OTHER = 'image-pipeline-other'

beforeAll(async () => {
  payload = await seededPayload()
  // A 1600 × 1000 photo with EXIF orientation 6 (stored on its side): upright it is 1000 wide, 1600 tall.
  photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#b3262b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer()
  const wide = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2457a6' } })
    .png()
    .toBuffer()
  server = createServer((req, res) => {
    asked.push(req.url ?? '')
    if (req.url === '/car.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(wide)
    else if (req.url === '/rotated.jpg') res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
    else if (req.url === '/moved.png') res.writeHead(302, { Location: '/car.png' }).end()
    else if (req.url === '/page.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>not a photo</p>')
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  for (const [slug, imageHosts] of [
    [ALLOWING, [new URL(origin).host, 'img.example.com']],
    [OTHER, ['img.example.com']],
  ] as const) {
    const { docs } = await payload.find({
      collection: 'sites',
      where: { slug: { equals: slug } },
      depth: 0,
      overrideAccess: true,
    })
    const data = { ...testSiteData(slug, slug), features: { imageHosts: [...imageHosts] } }
    if (docs[0]) await payload.update({ collection: 'sites', id: docs[0].id, data, overrideAccess: true })
    else await payload.create({ collection: 'sites', data, overrideAccess: true })
  }
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

async function get(site: string, path: string) {
  const res = await imageRoute(
    new NextRequest(`http://${site}.localhost:3000${path}`, { headers: { Host: `${site}.localhost:3000` } }),
  )
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
}

describe('GET /api/image', () => {
  it('resizes a photo on the site’s photo hosts to the asked width, in each format, without stretching it', async () => {
    const webp = await get(ALLOWING, imageRouteUrl(`${origin}/car.png`, 640, 'webp'))
    expect(webp.status).toBe(200)
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(webp.headers.get('cache-control')).toContain('public')
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 })

    const avif = await get(ALLOWING, imageRouteUrl(`${origin}/car.png`, 320, 'avif'))
    expect(avif.status).toBe(200)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(await sharp(avif.body).metadata()).toMatchObject({ format: 'heif', width: 320, height: 200 })

    // Never wider than the original: 1920 asked of a 1600-wide photo is 1600.
    const jpeg = await get(ALLOWING, imageRouteUrl(`${origin}/car.png`, 1920, 'jpeg'))
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 })
  })

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    const res = await get(ALLOWING, imageRouteUrl(`${origin}/rotated.jpg`, 480, 'jpeg'))
    expect(res.status).toBe(200)
    const meta = await sharp(res.body).metadata()
    expect(meta).toMatchObject({ width: 480, height: 768 })
    expect(meta.orientation).toBeUndefined()
  })

  it('writes page sources that the route answers', async () => {
    const site = await payload.find({ collection: 'sites', where: { slug: { equals: ALLOWING } }, depth: 0 })
    const hosts = site.docs[0]!.features?.imageHosts ?? []
    const picture = pictureSources(`${origin}/car.png`, hosts)
    const avifCandidate = picture.sources[0]!.srcSet.split(', ')[0]!.split(' ')[0]!
    const res = await get(ALLOWING, avifCandidate)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/avif')
  })

  it('refuses, before fetching anything, a host the site does not list, even one another site lists', async () => {
    const before = asked.length
    const other = await get(OTHER, imageRouteUrl(`${origin}/car.png`, 640, 'webp'))
    expect(other.status).toBe(400)
    expect(JSON.parse(other.body.toString()).error).toMatch(/^url:.*photo hosts/)
    for (const url of [
      'https://evil.example.org/car.jpg',
      `${origin.replace('127.0.0.1', 'localhost')}/car.png`,
      `http://127.0.0.1:${Number(new URL(origin).port) + 1}/car.png`,
      `http://user:pw@${new URL(origin).host}/car.png`,
      'file:///etc/passwd',
    ]) {
      const res = await get(ALLOWING, imageRouteUrl(url, 640, 'webp'))
      expect(res.status, url).toBe(400)
    }
    expect(asked.length).toBe(before)
  })

  it('refuses a width off the ladder, an unknown format and a missing URL with a 400', async () => {
    const url = encodeURIComponent(`${origin}/car.png`)
    const before = asked.length
    expect((await get(ALLOWING, `/api/image?url=${url}&w=641&f=webp`)).status).toBe(400)
    expect((await get(ALLOWING, `/api/image?url=${url}&w=640&f=gif`)).status).toBe(400)
    expect((await get(ALLOWING, `/api/image?w=640&f=webp`)).status).toBe(400)
    expect(asked.length).toBe(before)
  })

  it('does not follow a redirect, and answers 502 for a missing photo or one that is not an image', async () => {
    const targetFetches = asked.filter((path) => path === '/car.png').length
    for (const path of ['/moved.png', '/missing.jpg', '/page.html']) {
      const res = await get(ALLOWING, imageRouteUrl(`${origin}${path}`, 640, 'webp'))
      expect(res.status, path).toBe(502)
    }
    // The redirect's target was never fetched.
    expect(asked.filter((path) => path === '/car.png').length).toBe(targetFetches)
    // A failure is not kept: asked again, the host is asked again.
    const before = asked.length
    expect((await get(ALLOWING, imageRouteUrl(`${origin}/missing.jpg`, 640, 'webp'))).status).toBe(502)
    expect(asked.length).toBe(before + 1)
  })

  it('makes each size once: the same photo, width and format again is answered without asking the host', async () => {
    const url = imageRouteUrl(`${origin}/car.png`, 828, 'webp')
    const before = asked.length
    const [first, second] = await Promise.all([get(ALLOWING, url), get(ALLOWING, url)])
    const third = await get(ALLOWING, url)
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    expect(third.body.equals(first.body)).toBe(true)
    expect(asked.length).toBe(before + 1)
    // Another width is another fetch.
    await get(ALLOWING, imageRouteUrl(`${origin}/car.png`, 1080, 'webp'))
    expect(asked.length).toBe(before + 2)
  })

  it('answers 404 for a host that names no site', async () => {
    const res = await imageRoute(
      new NextRequest(`http://nowhere.localhost:3000${imageRouteUrl(`${origin}/car.png`, 640, 'webp')}`, {
        headers: { Host: 'nowhere.localhost:3000' },
      }),
    )
    expect(res.status).toBe(404)
  })
})

describe('the photo hosts setting', () => {
  const hostsOf = async (id: number) =>
    (await payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true })).features?.imageHosts ?? []

  it("only a platform admin sets it: a group admin's change to it is dropped", async () => {
    const id = await siteId(payload, 'harbour-city-cars')
    const site = await payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true })
    const before = await hostsOf(id)
    const manager = await staffUser(payload, 'manager@harbour-city-cars.example')
    await payload.update({
      collection: 'sites',
      id,
      data: { features: { ...site.features, imageHosts: ['evil.example.org'] } },
      user: manager,
      overrideAccess: false,
    })
    expect(await hostsOf(id)).toEqual(before)

    const admin = await staffUser(payload, 'admin@example.com')
    await payload.update({
      collection: 'sites',
      id,
      data: { features: { ...site.features, imageHosts: ['img.harbour.example'] } },
      user: admin,
      overrideAccess: false,
    })
    expect(await hostsOf(id)).toEqual(['img.harbour.example'])
    await payload.update({
      collection: 'sites',
      id,
      data: { features: { ...site.features, imageHosts: before } },
      overrideAccess: true,
    })
  })

  it('refuses an entry that is not a host name, saying which', async () => {
    const id = await siteId(payload, OTHER)
    const site = await payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true })
    const error = await payload
      .update({
        collection: 'sites',
        id,
        data: { features: { ...site.features, imageHosts: ['img.example.com', 'https://img.example.com/cars'] } },
        overrideAccess: true,
      })
      .then(
        () => null,
        (thrown: unknown) => thrown as { name?: string; data?: unknown },
      )
    expect(error?.name).toBe('ValidationError')
    expect(JSON.stringify(error?.data)).toContain("'https://img.example.com/cars' is not a host name")
    expect(await hostsOf(id)).toEqual(['img.example.com'])
  })
})
