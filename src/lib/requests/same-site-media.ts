import {
  ValidationError,
  type Block,
  type CollectionConfig,
  type Config,
  type Field,
  type FieldHook,
  type FilterOptions,
  type PayloadRequest,
  type Plugin,
  type UploadField,
  type Where,
} from 'payload'

/**
 * A site's content shows only its own images: every upload or relationship field pointing at `media` on a
 * site-scoped collection (one with the multi-tenant plugin's `site` field) accepts only media of the same
 * site, through the admin and the API alike. Media has no platform-wide images: each belongs to a site.
 * The admin's picker offers only the site's own (filterOptions); saving anything else is refused. A site's
 * own image fields (its logo) follow the same rule through `ownSiteImage`.
 */

export const OTHER_SITE_MEDIA = 'Choose one of this site\u2019s own images.'

type Ref = number | string | { id?: number | string; value?: unknown } | null | undefined

const idOf = (ref: unknown): number | string | null => {
  if (ref === null || ref === undefined || ref === '') return null
  if (typeof ref === 'number' || typeof ref === 'string') return ref
  if (typeof ref === 'object') {
    if ('value' in ref) return idOf((ref as { value: unknown }).value)
    if ('id' in ref) return idOf((ref as { id: unknown }).id)
  }
  return null
}

const siteOf = (data: unknown) => idOf((data as { site?: Ref } | null | undefined)?.site)

const isSiteScoped = (collection: CollectionConfig) =>
  collection.fields.some(
    (field) =>
      'name' in field && field.name === 'site' && field.type === 'relationship' && field.relationTo === 'sites',
  )

/** Whether every image in `value` belongs to `site`. */
async function onlySiteMedia(req: PayloadRequest, value: unknown, site: number | string | null): Promise<boolean> {
  const ids = (Array.isArray(value) ? value : [value]).map(idOf).filter((id): id is number | string => id !== null)
  if (ids.length === 0) return true
  if (site === null) return false
  const where: Where = { and: [{ id: { in: ids } }, { site: { equals: site } }] }
  const { totalDocs } = await req.payload.count({ collection: 'media', where, overrideAccess: true, req })
  return totalDocs >= new Set(ids.map(String)).size
}

/**
 * The check, as a field hook rather than a validate function: Payload skips validation when saving a
 * draft, and hooks always run. It throws a validation error on the field, as validation would. `siteOf`
 * says which site the document being saved belongs to.
 */
const sameSiteCheck =
  (documentSite: (args: Parameters<FieldHook>[0]) => number | string | null): FieldHook =>
  async (args) => {
    const { value, req, path, collection, global } = args
    if (!(await onlySiteMedia(req, value, documentSite(args)))) {
      throw new ValidationError({
        collection: collection?.slug,
        global: global?.slug,
        errors: [{ path: path.join('.'), message: OTHER_SITE_MEDIA }],
      })
    }
    return value
  }

/** Site content: the document's own `site` field (as saved now, else as it was). */
const sameSiteHook = sameSiteCheck(({ data, originalDoc }) =>
  data && 'site' in data ? siteOf(data) : siteOf(originalDoc),
)

const sameSiteFilter: FilterOptions = ({ data }) => {
  const site = siteOf(data)
  return site === null ? true : { site: { equals: site } }
}

/**
 * An image field of a site itself (its logo, collections/Sites.ts): the document is the site, so its own id
 * says whose images may be chosen. A site being created has no images yet: nothing is offered, and a value
 * is refused.
 */
export function ownSiteImage(field: UploadField): UploadField {
  const ownSiteHook = sameSiteCheck(({ originalDoc }) => idOf((originalDoc as { id?: unknown } | undefined)?.id))
  const ownSiteFilter: FilterOptions = ({ id }) => (idOf(id) === null ? false : { site: { equals: id } })
  return {
    ...field,
    filterOptions: ownSiteFilter,
    hooks: { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), ownSiteHook] },
  } as UploadField
}

function guardField(field: Field): Field {
  if ((field.type === 'upload' || field.type === 'relationship') && field.relationTo === 'media') {
    const hooks = { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), sameSiteHook] }
    return { ...field, filterOptions: field.filterOptions ?? sameSiteFilter, hooks } as Field
  }
  if (field.type === 'blocks') {
    return {
      ...field,
      blocks: field.blocks.map((block: Block) => ({ ...block, fields: block.fields.map(guardField) })),
    }
  }
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(guardField) })) }
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(guardField) } as Field
  return field
}

/** A plugin; list it after the multi-tenant plugin, which adds the `site` field it looks for. */
export const sameSiteMedia: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    isSiteScoped(collection) ? { ...collection, fields: collection.fields.map(guardField) } : collection,
  ),
})
