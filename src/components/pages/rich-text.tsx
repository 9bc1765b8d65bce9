import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { safeHref } from '@/domain/pages'
import type { Media } from '@/payload-types'

import { MediaImage } from './media-image'

type LinkFields = {
  url?: string | null
  newTab?: boolean | null
  linkType?: string
  doc?: { value?: { slug?: string } | number } | null
}

const hrefOf = (fields: LinkFields): string | null => {
  if (fields.linkType === 'internal') {
    const value = fields.doc?.value
    const slug = value && typeof value === 'object' ? value.slug : null
    return slug ? (slug === 'home' ? '/' : `/${slug}`) : null
  }
  return safeHref(fields.url)
}

/**
 * Rich text rendered on the server into plain elements, inert: no scripts, no HTML from editors, and links
 * only to this site or http(s)/mailto/tel addresses (others render as text). Images come sized.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const fields = node.fields as LinkFields
    const href = hrefOf(fields)
    if (!href) return <span>{children}</span>
    return (
      <a href={href} {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  },
  autolink: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = safeHref((node.fields as LinkFields).url)
    return href ? <a href={href}>{children}</a> : <span>{children}</span>
  },
  upload: ({ node }) => {
    // Only images of the media library render (never another upload collection's files).
    const value = node.relationTo === 'media' ? (node.value as Media | number | null) : null
    if (!value || typeof value !== 'object' || !value.url || !String(value.mimeType ?? '').startsWith('image/'))
      return null
    return <MediaImage media={value} sizes="(min-width: 992px) 800px, 100vw" className="rich-text-image" />
  },
})

type EditorState = Parameters<typeof LexicalRichText>[0]['data']

export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText
      data={data as EditorState}
      converters={converters}
      className={['rich-text', className].filter(Boolean).join(' ')}
      disableContainer={false}
    />
  )
}
