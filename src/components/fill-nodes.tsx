import { Fragment, type ReactNode } from 'react'

/**
 * A catalogue label with `{name}` placeholders filled by elements: fillNodes('Finance for the {car}',
 * { car: <a href=…>…</a> }). The words stay whole in the catalogue (each market may order them its own way)
 * while a link or <strong> sits inside them. A placeholder without a value is left as written.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/)
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
  )
}
