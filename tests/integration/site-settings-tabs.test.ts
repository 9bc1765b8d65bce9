/**
 * The site-settings screen in tabs (issue 22): unnamed tabs, so every setting keeps its name and column,
 * and the settings save and read as before.
 */
import type { Field, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seededPayload, siteId } from './platform'

let payload: Payload
beforeAll(async () => {
  payload = await seededPayload()
})

describe('the site-settings screen', () => {
  it('is in tabs holding every setting under its own name', () => {
    const sites = payload.config.collections.find((collection) => collection.slug === 'sites')!
    const tabsField = sites.fields.find((field): field is Extract<Field, { type: 'tabs' }> => field.type === 'tabs')
    expect(tabsField).toBeDefined()
    expect(tabsField!.tabs.map((tab) => tab.label)).toEqual(['Site', 'Brand and contact', 'Lead routing', 'Features'])
    expect(tabsField!.tabs.every((tab) => !('name' in tab) || !tab.name)).toBe(true)
    const names = (fields: Field[]): string[] =>
      fields.flatMap((field) =>
        'name' in field
          ? [field.name]
          : field.type === 'row' || field.type === 'collapsible'
            ? names(field.fields)
            : [],
      )
    const inTabs = tabsField!.tabs.flatMap((tab) => names(tab.fields))
    for (const name of [
      'name',
      'slug',
      'domains',
      'template',
      'locale',
      'timeZone',
      'theme',
      'phones',
      'leadEmail',
      'leadRouting',
      'features',
    ])
      expect(inTabs, name).toContain(name)
  })

  it('saves and reads a setting as before', async () => {
    const id = await siteId(payload, 'lone-star-auto')
    const before = await payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true })
    const leadEmail = 'tabs-check@lone-star-auto.example'
    await payload.update({ collection: 'sites', id, data: { leadEmail }, overrideAccess: true })
    try {
      const after = await payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true })
      expect(after.leadEmail).toBe(leadEmail)
      expect(after.features).toEqual(before.features)
      expect(after.timeZone).toBe(before.timeZone)
    } finally {
      await payload.update({
        collection: 'sites',
        id,
        data: { leadEmail: before.leadEmail ?? null },
        overrideAccess: true,
      })
    }
  })
})
