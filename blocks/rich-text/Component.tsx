import { RichText } from '@/components/pages/rich-text'
import type { RichTextBlock } from '@/payload-types'

import type { BlockContext } from '../types'

export function RichTextContent({ block }: { block: RichTextBlock; context: BlockContext; index: number }) {
  return (
    <section className="block-rich-text">
      <RichText data={block.content} />
    </section>
  )
}
