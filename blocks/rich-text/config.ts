import type { Block } from 'payload'

/** Free text: headings, paragraphs, lists, links, images and tables, written in the rich text editor. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text content', plural: 'Rich text content' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}
