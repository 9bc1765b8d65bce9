import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'
import { ValidationError } from 'payload'
import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'

import { normalizeRedirectPath, REDIRECT_TYPES, redirectPathError } from '../src/domain/redirects'
import { staffOnly } from '../src/lib/access/access'
import { revalidateSiteOf } from '../src/lib/platform/revalidate-site-of'
import { isDraftOnly, refId } from './content-common'

/** The old path in one spelling (so /Old-Specials/ and /old-specials are one redirect); the page of this site. */
const normalizeAndCheck: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const from = typeof data.from === 'string' ? (normalizeRedirectPath(data.from) ?? data.from) : data.from
  const merged = { ...originalDoc, ...data }
  const page = merged.to?.type === 'reference' ? refId(merged.to?.reference?.value ?? merged.to?.reference) : null
  if (page !== null) {
    const { totalDocs } = await req.payload.count({
      collection: 'pages',
      where: { and: [{ id: { equals: page } }, { site: { equals: refId(merged.site) } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0)
      throw new ValidationError({
        collection: 'redirects',
        errors: [{ path: 'to.reference', message: 'Choose one of this site\u2019s own pages.' }],
      })
  }
  return { ...data, ...(from !== undefined ? { from } : {}) }
}

const fromField: Field = {
  name: 'from',
  label: 'Old path',
  type: 'text',
  required: true,
  index: true,
  admin: { description: 'The address shoppers or search engines still use, e.g. /old-specials.' },
  validate: (value: unknown) => redirectPathError(value) ?? true,
}

/**
 * Staff-managed redirects per site (issue 22), Payload's redirects plugin: an old path of the site sends
 * shoppers to one of its pages or to another path on it (never another host), permanently (301) or for now
 * (302). Applied by the catch-all shopper route for paths no route or page claims.
 */
export const redirectsConfig: RedirectsPluginConfig = {
  collections: ['pages'],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    label: 'Kind',
    defaultValue: '301',
    options: REDIRECT_TYPES.map(({ value, label }) => ({ value, label })),
  },
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
    admin: {
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description: 'Old addresses of this site and where they now go: one of its pages or another path on it.',
    },
    indexes: [{ fields: ['site', 'from'], unique: true }],
    hooks: {
      beforeValidate: [normalizeAndCheck],
      afterChange: [
        async ({ doc, previousDoc, req }) => {
          if (!isDraftOnly(doc, previousDoc)) await revalidateSiteOf(req, doc.site)
        },
      ],
      afterDelete: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
    } satisfies CollectionConfig['hooks'],
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => {
        if (!('name' in field)) return field
        if (field.name === 'from') return fromField
        if (field.name === 'to' && field.type === 'group')
          return {
            ...field,
            fields: field.fields.map((sub) =>
              'name' in sub && sub.name === 'url' && sub.type === 'text'
                ? {
                    ...sub,
                    label: 'New path',
                    admin: {
                      ...sub.admin,
                      description: 'A path on this site, e.g. /special-offers or /cars?make=toyota.',
                    },
                    validate: (value: unknown) => redirectPathError(value) ?? true,
                  }
                : sub,
            ),
          }
        return field
      }),
  },
}
