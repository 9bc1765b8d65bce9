/** Builds rich text (Lexical's saved JSON) from plain parts, for seeded content. */

type Part =
  | string
  | { h2: string }
  | { h3: string }
  | { list: string[] }
  | { link: string; href: string; before?: string; after?: string }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

function node(part: Part) {
  if (typeof part === 'string') return element('paragraph', [text(part)], { textFormat: 0, textStyle: '' })
  if ('h2' in part) return element('heading', [text(part.h2)], { tag: 'h2' })
  if ('h3' in part) return element('heading', [text(part.h3)], { tag: 'h3' })
  if ('list' in part)
    return element(
      'list',
      part.list.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  const link = element('link', [text(part.link)], { fields: { linkType: 'custom', url: part.href, newTab: false } })
  return element(
    'paragraph',
    [...(part.before ? [text(part.before)] : []), link, ...(part.after ? [text(part.after)] : [])],
    { textFormat: 0, textStyle: '' },
  )
}

/** Lexical's saved state, typed as Payload's rich text fields expect it. */
export type RichTextState = {
  root: {
    type: string
    children: Array<{ type: string; version: number; [k: string]: unknown }>
    direction: 'ltr' | 'rtl' | null
    format: ''
    indent: number
    version: number
  }
  [k: string]: unknown
}

export function richText(...parts: Part[]): RichTextState {
  return { root: element('root', parts.map(node)) as RichTextState['root'] }
}
