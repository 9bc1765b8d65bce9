import { RichText } from '@/components/pages/rich-text'
import { labelsFor } from '@/domain/labels'
import type { AlertBannerBlock } from '@/payload-types'

import type { BlockContext } from '../types'

/**
 * The alert banner (spec 2.7): the headline always shows; the details open and close with 'Click to View'
 * (a native disclosure: keyboard and screen readers work without JavaScript). Starts open or closed as the
 * editor chose.
 */
export function AlertBanner({ block, context }: { block: AlertBannerBlock; context: BlockContext; index: number }) {
  const labels = labelsFor(context.site.settings.locale)
  const hasDetails = Boolean(block.content && typeof block.content === 'object' && block.content.root?.children?.length)
  return (
    <aside className={`block-alert block-alert-${block.tone}`} aria-label={labels.notice} data-state={block.state}>
      {hasDetails ? (
        <details open={block.state === 'open'}>
          <summary>
            <span className="block-alert-heading">{block.heading}</span>
            <span className="block-alert-toggle">{labels.clickToView}</span>
          </summary>
          <div className="block-alert-content">
            <RichText data={block.content} />
          </div>
        </details>
      ) : (
        <p className="block-alert-heading">{block.heading}</p>
      )}
    </aside>
  )
}
