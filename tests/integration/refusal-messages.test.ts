/**
 * Every refusal reads as its own message in the admin (issue 22), never 'An unknown error occurred.': the
 * admin's forms toast `errors[0].message` (and field errors from `errors[0].data.errors`), so each refusal
 * is sent through Payload's REST handler, as the admin sends it, and its answer read the same way.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MEDIA_NOT_AN_IMAGE, MEDIA_TOO_LARGE } from '../../src/domain/media'
import { seededPayload, siteId } from './platform'
import { restClient, type RestAnswer } from './rest'

let payload: Payload
let sunshine: number
let harbour: number
const { rest, json, signIn } = restClient(() => payload)

/** What the admin's toast shows for an answer. */
const shown = (answer: RestAnswer) => answer.body.errors?.[0]?.message

const EDITOR = 'editor@sunshine-motors.example'
const GROUP_ADMIN = 'manager@harbour-city-cars.example'
const STAFF = 'refusals-staff@harbour-city-cars.example'

/** The admin's upload: multipart with the file and the other fields as `_payload` JSON. */
function upload(name: string, type: string, bytes: Uint8Array): RequestInit {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  return { method: 'POST', body: form }
}

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
  harbour = await siteId(payload, 'harbour-city-cars')
})
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: STAFF } }, overrideAccess: true })
})

describe('refused uploads', () => {
  it('say why: an SVG, a renamed HTML file and an image over 5 MB', async () => {
    const editor = await signIn(EDITOR)
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const refusedSvg = await rest('/media', editor, upload('logo.svg', 'image/svg+xml', svg))
    expect(refusedSvg.status).toBe(400)
    expect(shown(refusedSvg)).toBeTruthy()
    expect(shown(refusedSvg)).not.toMatch(/unknown error|something went wrong/i)

    const html = new TextEncoder().encode('<html><body>not an image</body></html>')
    const renamed = await rest('/media', editor, upload('photo.png', 'image/png', html))
    expect(renamed.status).toBe(400)
    expect(shown(renamed)).toBe(MEDIA_NOT_AN_IMAGE)

    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const tooLarge = await rest('/media', editor, upload('huge.png', 'image/png', big))
    expect(tooLarge.status).toBe(413)
    expect(shown(tooLarge)).toBe(MEDIA_TOO_LARGE)
    expect(
      (await payload.count({ collection: 'media', where: { alt: { in: ['logo.svg', 'photo.png', 'huge.png'] } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('refused role and site changes', () => {
  it('a group admin is told why they cannot make a platform admin or give another group\u2019s site', async () => {
    const groupAdmin = await signIn(GROUP_ADMIN)
    const made = await rest(
      '/users',
      groupAdmin,
      json('POST', { email: STAFF, password: 'a-long-password', tenants: [{ tenant: harbour }] }),
    )
    expect(made.status).toBe(201)
    const id = (made.body as { doc: { id: number } }).doc.id

    const promoted = await rest(`/users/${id}`, groupAdmin, json('PATCH', { role: 'platform-admin' }))
    expect(promoted.status).toBe(403)
    expect(shown(promoted)).toBe('Only a platform admin can make another platform admin.')

    const moved = await rest(
      `/users/${id}`,
      groupAdmin,
      json('PATCH', { tenants: [{ tenant: harbour }, { tenant: sunshine }] }),
    )
    expect(moved.status).toBe(403)
    expect(shown(moved)).toBe('You can only give staff access to your own sites.')
  })

  it('a site editor changing staff is refused with Payload\u2019s own words, not an unknown error', async () => {
    const editor = await signIn(EDITOR)
    const refused = await rest(
      '/users',
      editor,
      json('POST', { email: 'not-made@sunshine-motors.example', password: 'a-long-password' }),
    )
    expect(refused.status).toBe(403)
    expect(shown(refused)).toBe('You are not allowed to perform this action.')
  })
})

describe('refused content', () => {
  it('another site\u2019s record on a site\u2019s content is a field message the form shows', async () => {
    const editor = await signIn(EDITOR)
    const site = await rest('/pages', editor, json('POST', { site: harbour, title: 'Elsewhere', slug: 'elsewhere' }))
    expect([400, 403]).toContain(site.status)
    expect(shown(site)).toBeTruthy()
    expect(shown(site)).not.toMatch(/unknown error|something went wrong/i)
  })
})
