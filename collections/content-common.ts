import type { CollectionConfig, Field, Where } from 'payload'
import { ValidationError, type PayloadRequest } from 'payload'

import { staffOnly } from '../src/lib/access/access'
import { revalidateSiteOf } from '../src/lib/platform/revalidate-site-of'

/**
 * What every site-scoped content collection shares: staff only through the API (shopper pages read on the
 * server, scoped to their site; the multi-tenant plugin narrows staff to their sites), and a change
 * expires that site's cached pages at once.
 */
export const siteContent = {
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    // A hook's return value replaces the document: these return nothing.
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        await revalidateSiteOf(req, doc.site)
        if (previousDoc?.site && refId(previousDoc.site) !== refId(doc.site))
          await revalidateSiteOf(req, previousDoc.site)
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await revalidateSiteOf(req, doc.site)
      },
    ],
  },
} satisfies Pick<CollectionConfig, 'access' | 'hooks'>

type Ref = number | string | { id: number | string } | null | undefined
export const refId = (ref: Ref) => (ref === null || ref === undefined ? null : typeof ref === 'object' ? ref.id : ref)

/**
 * Refuses a relationship to a document of another site (the admin's pickers already offer only the
 * site's own; this holds for the API too).
 */
export async function assertSameSite(
  req: PayloadRequest,
  collection: 'models' | 'locations',
  ref: Ref,
  site: Ref,
  { owner, path }: { owner: 'offers' | 'reviews' | 'models'; path: string },
): Promise<void> {
  const id = refId(ref)
  if (id === null) return
  const where: Where = { and: [{ id: { equals: id } }, { site: { equals: refId(site) } }] }
  const { totalDocs } = await req.payload.count({ collection, where, overrideAccess: true, req })
  if (totalDocs === 0)
    throw new ValidationError({ collection: owner, errors: [{ path, message: 'Choose one of this site\u2019s own.' }] })
}

/** A slug field: lower-case words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What every offer shows, a site's own or a make's (spec 3 Offer): its text and its dates. */
export const offerCopyFields: Field[] = [
  {
    name: 'description',
    type: 'textarea',
    maxLength: 5000,
    admin: { description: 'Over 200 characters, cards show the first 160 with View more.' },
  },
  {
    name: 'disclaimer',
    type: 'textarea',
    maxLength: 5000,
    admin: { description: 'Over 200 characters, cards show the first 200 with View more.' },
  },
]
export const offerDatesRow: Field = {
  type: 'row',
  fields: [
    {
      name: 'start',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shows from (empty: now).' },
    },
    {
      name: 'end',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shows until (empty: no end).' },
    },
  ],
}
