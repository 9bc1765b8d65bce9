import type { Payload } from 'payload'

import type { FeedContext } from './feed-input'

type MappingFields = {
  csv_mapping?: string | null
  csv_columns?: Array<{ field?: string | null; column?: string | null }> | null
}

/**
 * What an integration's feeds are read with for one site: its column mapping (the feed's own column
 * names renamed onto its base mapping's, used when the feed is read with that base mapping) and the site's
 * locations, by which a row's `location_code` is resolved.
 */
export async function integrationFeedContext(
  payload: Payload,
  siteId: number,
  integration: MappingFields | null,
  mappingName?: string,
): Promise<FeedContext> {
  const [site, locations] = await Promise.all([
    payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, select: { slug: true } }),
    payload.find({
      collection: 'locations',
      where: { site: { equals: siteId } },
      depth: 0,
      limit: 500,
      pagination: false,
      overrideAccess: true,
      select: { name: true, slug: true, storeCode: true, phone: true, address: true },
    }),
  ])
  const usesIntegrationMapping =
    Boolean(integration?.csv_mapping) && (mappingName === undefined || mappingName === integration?.csv_mapping)
  return {
    renames: usesIntegrationMapping
      ? (integration?.csv_columns ?? []).flatMap((row) =>
          row.field && row.column ? [{ field: row.field, column: row.column }] : [],
        )
      : [],
    site: { slug: site.slug, locations: locations.docs },
  }
}
