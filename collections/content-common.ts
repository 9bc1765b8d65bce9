import type { CollectionConfig, DateField, Field, SelectField, Where } from 'payload'
import { ValidationError, type PayloadRequest } from 'payload'

import { SCHEDULE_TIME_ZONES, scheduleTimeZone } from '../src/domain/schedule-time-zones'
import { staffOnly } from '../src/lib/access/access'
import { revalidateSiteOf } from '../src/lib/platform/revalidate-site-of'

/**
 * What every site-scoped content collection shares: staff only through the API (shopper pages read on the
 * server, scoped to their site; the multi-tenant plugin narrows staff to their sites), and a change
 * expires that site's cached pages at once.
 */
export const siteContent = {
  // Versions are staff only too: Payload's default lets any signed-in user (a shopper's account) read them,
  // drafts included.
  access: { read: staffOnly, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    // A hook's return value replaces the document: these return nothing.
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        // A draft (an autosave) of a document shoppers do not see changes nothing on the site.
        if (isDraftOnly(doc, previousDoc)) return
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

type Status = { _status?: 'draft' | 'published' | null } | null | undefined
/** A save that leaves what shoppers see as it was: a draft of a document not published before. */
export const isDraftOnly = (doc: Status, previousDoc: Status) =>
  doc?._status === 'draft' && previousDoc?._status !== 'published'

/**
 * Drafts, versions, autosave and scheduled publishing for a site's content (issue 22), as pages have:
 * shoppers read only published documents (`_status: published`); a publish or unpublish expires the site.
 */
export const contentVersions = {
  maxPerDoc: 50,
  drafts: { autosave: { interval: 2000 }, schedulePublish: true },
} satisfies CollectionConfig['versions']

/**
 * The admin's Publish button for a site's versioned content: its Schedule Publish drawer opens in the
 * document's site's time zone (src/components/admin/site-publish-button.tsx).
 */
export const sitePublishButton = {
  edit: { PublishButton: '/src/components/admin/site-publish-button#SitePublishButton' },
} satisfies NonNullable<CollectionConfig['admin']>['components']

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

/** The time zone of a site (its `timeZone` setting) when the admin's pickers offer it, else null. */
async function siteScheduleZone(req: PayloadRequest, site: Ref): Promise<string | null> {
  const id = refId(site)
  if (id === null) return null
  const doc = await req.payload.findByID({
    collection: 'sites',
    id,
    depth: 0,
    select: { timeZone: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return scheduleTimeZone(doc?.timeZone)
}

/** The site the admin works in: the multi-tenant plugin's site selector (its `payload-tenant` cookie). */
function selectedSite(req: PayloadRequest): number | null {
  const match = /(?:^|;\s*)payload-tenant=(\d+)(?:;|$)/.exec(req.headers?.get('cookie') ?? '')
  return match?.[1] ? Number(match[1]) : null
}

/**
 * A site's date and time (offers' and promo tiles' start and end), shown and entered in the site's time
 * zone rather than the browser's (issue 22): Payload's date `timezone` keeps the zone in `{name}_tz` beside
 * the UTC instant, and the admin's picker shows and reads the time in that zone, naming it. A new document
 * starts in the selected site's zone; a save without a zone (the API, imports) takes its site's.
 */
export function siteDateTime(name: string, description: string): DateField {
  return {
    name,
    type: 'date',
    admin: { date: { pickerAppearance: 'dayAndTime' }, description: `${description} In the site\u2019s time zone.` },
    timezone: {
      supportedTimezones: [...SCHEDULE_TIME_ZONES],
      override: ({ baseField }: { baseField: SelectField }): SelectField => ({
        ...baseField,
        // Payload awaits a default value function; its type says a plain value.
        defaultValue: (async ({ req }: { req: PayloadRequest }) =>
          (await siteScheduleZone(req, selectedSite(req))) ?? undefined) as unknown as SelectField['defaultValue'],
        hooks: {
          beforeChange: [
            async ({ value, data, originalDoc, req }) =>
              value || (await siteScheduleZone(req, data?.site ?? originalDoc?.site)) || value,
          ],
        },
      }),
    },
  }
}

/** A site offer's start and end, in the site's time zone. */
export const siteOfferDatesRow: Field = {
  type: 'row',
  fields: [siteDateTime('start', 'Shows from (empty: now).'), siteDateTime('end', 'Shows until (empty: no end).')],
}
