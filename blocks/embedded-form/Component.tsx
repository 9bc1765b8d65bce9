import { EmbeddedLead } from '@/components/leads/embedded-lead'
import type { EmbeddedFormBlock } from '@/payload-types'

import type { BlockContext } from '../types'

/** The embedded lead form on a page: the site's own locations, its lead tagged with the block's place. */
export function EmbeddedForm({
  block,
  context,
  index,
}: {
  block: EmbeddedFormBlock
  context: BlockContext
  index: number
}) {
  const types = block.locationTypes?.length ? block.locationTypes : undefined
  return (
    <EmbeddedLead site={context.site} pageId={`block-${block.id ?? index}`} heading={block.heading} types={types} />
  )
}
