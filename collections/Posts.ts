import type { CollectionConfig } from 'payload'

import { BLOG_CATEGORIES, postSlugError } from '../src/domain/blog'
import { contentVersions, siteContent, sitePublishButton } from './content-common'

/** A blog post of a site (spec 2.1, 2.7): /blog/{slug}, listed on /blog and its category's page once published. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    description: 'Blog posts: shown at /blog/{slug} from their publish date.',
    components: sitePublishButton,
  },
  ...siteContent,
  versions: contentVersions,
  indexes: [{ fields: ['site', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          admin: { description: 'The post is /blog/{slug}.' },
          validate: (value: unknown) => postSlugError(value) ?? true,
        },
        {
          name: 'category',
          type: 'select',
          required: true,
          options: BLOG_CATEGORIES.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'publishedAt',
          label: 'Publish date',
          type: 'date',
          required: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'The post shows from this moment (a later date schedules it).',
          },
        },
      ],
    },
    { name: 'author', type: 'text', maxLength: 80 },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown at the top of the post and on its card.' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'Shown on the blog list and as the page description.' },
    },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', maxLength: 70, admin: { description: 'Empty: the post title.' } },
        { name: 'description', type: 'textarea', maxLength: 160, admin: { description: 'Empty: the excerpt.' } },
      ],
    },
  ],
}
