import { MetaDescriptionField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { CollectionConfig, TextareaField, TextField } from 'payload'

import { PAGE_BLOCKS } from '../blocks'
import { imageField } from '../blocks/fields'
import { pageSlugError } from '../src/domain/pages'
import { staffOnly } from '../src/lib/access/access'
import { pagePreviewUrl } from '../src/lib/requests/page-preview'
import { expireTags, pageChangeTags } from '../src/lib/platform/revalidate'

import { sitePublishButton } from './content-common'

/** A plugin SEO field on the page's own column: not localized, its length limit and our words. */
function seoText<F extends TextField | TextareaField>(field: F, maxLength: number, description: string): F {
  return { ...field, localized: false, maxLength, admin: { ...field.admin, description } }
}

type SiteRef = number | { id: number; slug?: string } | null | undefined

/**
 * A site's page, arranged from blocks (issue 7): the home page (slug `home`) and the information pages.
 * Drafts, versions and scheduled publishing; live preview on the site itself. Shoppers see only the
 * published version; publishing expires only that page's cache (and the site's page list) at once.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    description:
      'Your site\u2019s pages, built from blocks. The page with slug home is the home page; the page with slug manufacturer-service is the template of every /{make}-service page ({make} and {make-slug} in its text become the make).',
    livePreview: { url: pagePreviewUrl },
    preview: (data, { req }) => pagePreviewUrl({ data, req }),
    components: sitePublishButton,
  },
  access: {
    // Staff only through the API (the multi-tenant plugin limits them to their sites); shopper pages read
    // published pages on the server, scoped to their site.
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    readVersions: staffOnly,
  },
  versions: {
    maxPerDoc: 50,
    drafts: { schedulePublish: true },
  },
  indexes: [{ fields: ['site', 'slug'], unique: true }],
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        // A draft save changes nothing shoppers see; a publish, an unpublish or a published page's change does.
        if (doc._status !== 'published' && previousDoc?._status !== 'published') return
        const site = await siteSlug(req, doc.site as SiteRef)
        if (site) expireTags(pageChangeTags(site, [doc.slug, previousDoc?.slug]))
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const site = await siteSlug(req, doc.site as SiteRef)
        if (site) expireTags(pageChangeTags(site, [doc.slug]))
      },
    ],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'The page\u2019s heading and, unless the SEO title is set, its browser title.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'The page\u2019s address: /{slug}. home is the home page; manufacturer-service is the template of the /{make}-service pages of the makes your service locations service. Unique within the site.',
      },
      validate: (value: unknown) => pageSlugError(value) ?? true,
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              label: 'Blocks',
              labels: { singular: 'Block', plural: 'Blocks' },
              type: 'blocks',
              blocks: PAGE_BLOCKS,
              admin: {
                initCollapsed: false,
                description: 'The page from top to bottom. Add, reorder, collapse or remove blocks.',
              },
            },
          ],
        },
        {
          label: 'SEO',
          name: 'seo',
          fields: [
            // The SEO plugin's fields (issue 22): a length meter on title and description, an overview of
            // what is missing, and a preview of the search-result snippet. Same columns as before.
            OverviewField({ titlePath: 'seo.title', descriptionPath: 'seo.description' }),
            seoText(
              MetaTitleField({}),
              70,
              'Browser and search-result title (up to 70 characters). Empty: the page title.',
            ),
            seoText(MetaDescriptionField({}), 160, 'Search-result summary (up to 160 characters).'),
            PreviewField({ titlePath: 'seo.title', descriptionPath: 'seo.description' }),
            imageField('image', 'Share image', { description: 'Shown when the page is shared on social media.' }),
            {
              name: 'noIndex',
              label: 'Hide from search engines',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Leaves the page out of the sitemap and asks search engines not to index it.' },
            },
          ],
        },
      ],
    },
  ],
}

async function siteSlug(req: Parameters<typeof pagePreviewUrl>[0]['req'], site: SiteRef): Promise<string | null> {
  if (site === null || site === undefined) return null
  if (typeof site === 'object' && site.slug) return site.slug
  const id = typeof site === 'object' ? site.id : site
  const found = await req.payload.findByID({
    collection: 'sites',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return found?.slug ?? null
}
