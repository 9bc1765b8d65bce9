/**
 * The search snippet of a page (issue 22): Payload's SEO plugin fields on the page's own SEO columns (a
 * length meter, an overview and a preview of the snippet in the admin), and the shopper page's <title> and
 * meta description read from them.
 */
import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageMetadata } from '../../src/components/pages/page-view'
import { seededPayload, siteId } from './platform'

let payload: Payload
let sunshine: number
const made: number[] = []

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
})
afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'pages', id, overrideAccess: true })
})

/** The fields of the page's SEO tab, from the sanitized config the admin renders. */
function seoFields(): Field[] {
  const pages = payload.config.collections.find((collection) => collection.slug === 'pages')!
  const walk = (fields: Field[]): Field[] | null => {
    for (const field of fields) {
      if ('name' in field && field.name === 'seo' && 'fields' in field) return field.fields
      if (field.type === 'tabs')
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name === 'seo') return tab.fields
          const inner = walk(tab.fields)
          if (inner) return inner
        }
      if ('fields' in field && field.type !== 'array') {
        const inner = walk(field.fields)
        if (inner) return inner
      }
    }
    return null
  }
  return walk(pages.fields) ?? []
}
const component = (field: Field | undefined) => {
  const Field = field?.admin && 'components' in field.admin ? field.admin.components?.Field : undefined
  return typeof Field === 'object' && Field !== null && 'path' in Field ? Field : null
}

describe('the SEO tab of a page', () => {
  it('shows the plugin\u2019s meters, overview and snippet preview on seo.title and seo.description', () => {
    const fields = seoFields()
    const byName = (name: string) => fields.find((field) => 'name' in field && field.name === name)
    expect(component(byName('title'))?.path).toBe('@payloadcms/plugin-seo/client#MetaTitleComponent')
    expect(component(byName('description'))?.path).toBe('@payloadcms/plugin-seo/client#MetaDescriptionComponent')
    const preview = component(byName('preview'))
    expect(preview?.path).toBe('@payloadcms/plugin-seo/client#PreviewComponent')
    expect(preview?.clientProps).toMatchObject({ titlePath: 'seo.title', descriptionPath: 'seo.description' })
    expect(component(byName('overview'))?.clientProps).toMatchObject({
      titlePath: 'seo.title',
      descriptionPath: 'seo.description',
    })
  })

  it('keeps the limits, and the shopper page\u2019s title and description are the snippet', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { site: sunshine, title: 'Long', slug: 'seo-too-long', seo: { title: 'x'.repeat(71) } },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    const page = await payload.create({
      collection: 'pages',
      data: {
        site: sunshine,
        title: 'Service specials',
        slug: 'seo-snippet',
        _status: 'published',
        seo: { title: 'Service specials in Brisbane', description: 'Logbook servicing from $199.' },
      },
      overrideAccess: true,
    })
    made.push(page.id)
    const metadata = pageMetadata(page)
    expect(metadata.title).toBe('Service specials in Brisbane')
    expect(metadata.description).toBe('Logbook servicing from $199.')
  })
})
