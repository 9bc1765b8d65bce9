/**
 * Staff-managed redirects (issue 22): staff of a site add them through the REST API as the admin does; the
 * catch-all route's lookup finds the site's own only, to its own published pages or paths, never another host.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REDIRECT_PATH_MESSAGE } from '../../src/domain/redirects'
import { findSiteRedirect } from '../../src/lib/data/redirects'
import { seededPayload, siteId } from './platform'
import { restClient } from './rest'

let payload: Payload
let sunshine: number
let harbour: number
const { rest, json, signIn } = restClient(() => payload)

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
  harbour = await siteId(payload, 'harbour-city-cars')
})
afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { site: { in: [sunshine, harbour] } }, overrideAccess: true })
})

const page = async (site: number, slug: string) =>
  (
    await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: site } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

describe('redirects of a site', () => {
  it('send an old path to a path or a page of the same site, 301 or 302', async () => {
    const editor = await signIn('editor@sunshine-motors.example')
    const custom = await rest(
      '/redirects',
      editor,
      json('POST', {
        site: sunshine,
        from: '/Old-Specials/',
        to: { type: 'custom', url: '/special-offers' },
        type: '302',
      }),
    )
    expect(custom.status).toBe(201)
    const aboutUs = await page(sunshine, 'about-us')
    const toPage = await rest(
      '/redirects',
      editor,
      json('POST', {
        site: sunshine,
        from: '/our-story',
        to: { type: 'reference', reference: { relationTo: 'pages', value: aboutUs.id } },
      }),
    )
    expect(toPage.status).toBe(201)

    // Any spelling of the old path finds it; a path without a redirect finds nothing.
    expect(await findSiteRedirect(payload, sunshine, '/old-specials')).toEqual({
      to: '/special-offers',
      permanent: false,
    })
    expect(await findSiteRedirect(payload, sunshine, '/OLD-SPECIALS/')).toEqual({
      to: '/special-offers',
      permanent: false,
    })
    expect(await findSiteRedirect(payload, sunshine, '/our-story')).toEqual({ to: '/about-us', permanent: true })
    expect(await findSiteRedirect(payload, sunshine, '/never-was')).toBeNull()
    // Another site's paths are its own.
    expect(await findSiteRedirect(payload, harbour, '/old-specials')).toBeNull()
  })

  it('never leave the site: other hosts, protocol-relative paths and other sites\u2019 pages are refused', async () => {
    const editor = await signIn('editor@sunshine-motors.example')
    for (const url of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const refused = await rest(
        '/redirects',
        editor,
        json('POST', { site: sunshine, from: '/leave', to: { type: 'custom', url } }),
      )
      expect(refused.status, url).toBe(400)
      expect(JSON.stringify(refused.body), url).toContain(REDIRECT_PATH_MESSAGE)
    }
    const theirs = await page(harbour, 'about-us')
    const borrowed = await rest(
      '/redirects',
      editor,
      json('POST', {
        site: sunshine,
        from: '/borrowed',
        to: { type: 'reference', reference: { relationTo: 'pages', value: theirs.id } },
      }),
    )
    expect(borrowed.status).toBe(400)
    expect(borrowed.body.errors?.[0]?.message).toBeTruthy()
    expect(JSON.stringify(borrowed.body)).toContain('this site\u2019s own pages')
    // Even a row written past the API (or before these rules) is never followed off the site.
    await payload.db.create({
      collection: 'redirects',
      data: { site: sunshine, from: '/sneaky', to: { type: 'custom', url: '//evil.example' }, type: '301' },
    })
    expect(await findSiteRedirect(payload, sunshine, '/sneaky')).toBeNull()
  })

  it('are one per old path on a site, and staff of another site cannot add one to it', async () => {
    const editor = await signIn('editor@sunshine-motors.example')
    const again = await rest(
      '/redirects',
      editor,
      json('POST', { site: sunshine, from: '/old-specials', to: { type: 'custom', url: '/cars' } }),
    )
    expect(again.status).toBe(400)
    const groupAdmin = await signIn('manager@harbour-city-cars.example')
    const foreign = await rest(
      '/redirects',
      groupAdmin,
      json('POST', { site: sunshine, from: '/planted', to: { type: 'custom', url: '/cars' } }),
    )
    expect(foreign.status).toBeGreaterThanOrEqual(400)
    expect(await findSiteRedirect(payload, sunshine, '/planted')).toBeNull()
  })
})
