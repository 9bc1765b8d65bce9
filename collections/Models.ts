import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { MODEL_BODY_FILTERS, MODEL_STATUSES, modelPath, modelSlugError, overrideUrlError } from '../src/domain/models'
import { refId, siteContent } from './content-common'

/** No two models of a site may answer the same address (slug, new slug or override URL). */
const oneModelPerAddress: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const site = refId(merged.site)
  if (site === null || !merged.slug) return data
  const mine = [merged.slug, merged.newSlug]
    .filter(Boolean)
    .map((slug) => `/${slug}`)
    .concat(merged.overrideUrl ? [merged.overrideUrl] : [])
  const { docs } = await req.payload.find({
    collection: 'models',
    where: { and: [{ site: { equals: site } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
    depth: 0,
    limit: 1000,
    overrideAccess: true,
    req,
  })
  const clash = docs.find((other) => {
    const theirs = [other.slug, other.newSlug]
      .filter(Boolean)
      .map((slug) => `/${slug}`)
      .concat(other.overrideUrl ? [other.overrideUrl] : [])
    return theirs.some((path) => mine.includes(path))
  })
  if (clash) {
    throw new ValidationError({
      collection: 'models',
      errors: [
        { path: 'slug', message: `${modelPath(clash)} (${clash.name}) already answers one of these addresses.` },
      ],
    })
  }
  return data
}

/** A model range page of a site (spec 3 Model): /{slug}, or its override URL. */
export const Models: CollectionConfig = {
  slug: 'models',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'manufacturer', 'status', 'fromPrice'],
    description: 'The model range: each model has its page at /{slug} or its override URL, and shows on /models.',
  },
  ...siteContent,
  hooks: { ...siteContent.hooks, beforeValidate: [oneModelPerAddress] },
  indexes: [{ fields: ['site', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80, admin: { description: 'e.g. HiLux' } },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          admin: { description: 'The page is /{slug}.' },
          validate: (value: unknown) => modelSlugError(value) ?? true,
        },
        {
          name: 'newSlug',
          label: 'New slug',
          type: 'text',
          admin: { description: 'After a rename: the page moves to /{new slug} and the old address redirects there.' },
          validate: (value: unknown) => (!value ? true : (modelSlugError(value) ?? true)),
        },
        {
          name: 'overrideUrl',
          label: 'Override URL',
          type: 'text',
          admin: {
            description:
              'A different address for the page, e.g. /toyota/hilux-range; the slug addresses redirect there.',
          },
          validate: (value: unknown) => overrideUrlError(value) ?? true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'fromPrice', label: 'From price (whole dollars)', type: 'number', min: 0 },
        {
          name: 'status',
          type: 'select',
          options: MODEL_STATUSES.map(({ value, label }) => ({ value, label })),
          admin: { description: 'Empty: neither new nor coming soon.' },
        },
        {
          name: 'accessoriesCount',
          label: 'Accessories',
          type: 'number',
          min: 0,
          admin: { description: 'How many accessories the model has.' },
        },
      ],
    },
    {
      name: 'bodyCategories',
      label: 'Body categories',
      type: 'select',
      hasMany: true,
      options: MODEL_BODY_FILTERS.map(({ value, label }) => ({ value, label })),
      admin: {
        description:
          'The /models filters this model appears under (models coming soon also appear under Future Vehicles).',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'body',
          type: 'text',
          maxLength: 40,
          admin: { description: 'Body type as stock carries it, e.g. ute (links to that search).' },
        },
        { name: 'fuel', type: 'text', maxLength: 40 },
      ],
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 12,
      admin: { description: 'The first image shows on model cards; all of them on the model page.' },
    },
    {
      name: 'shortDescription',
      label: 'Short description',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'Shown on model cards.' },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 5000,
      admin: { description: 'Shown on the model page; blank lines start new paragraphs.' },
    },
  ],
}
