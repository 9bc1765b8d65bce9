import { dealerComments } from '@/domain/dealer-comments'
import { FEATURE_PREVIEW_ITEMS, GRID_PREVIEW_ITEMS, previewItems, type DetailItem } from '@/domain/vehicle-details'

import { Toggle } from './vehicle-client'

/** A grid of label/value pairs showing the first `limit`, then Show More / Show Less. */
export function Grid({
  items,
  limit = GRID_PREVIEW_ITEMS,
  label,
}: {
  items: DetailItem[]
  limit?: number
  label: string
}) {
  if (items.length === 0) return null
  const list = (shown: DetailItem[]) => (
    <dl className="spec-grid" aria-label={label}>
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
  const preview = previewItems(items, limit, false)
  if (!preview.hasMore) return list(items)
  return <Toggle collapsed={list(preview.shown)} expanded={list(items)} more="Show More" less="Show Less" />
}

/** The standard equipment list, the first few then Show All / Hide. */
export function Features({ features }: { features: string[] }) {
  if (features.length === 0) return null
  const list = (shown: string[]) => (
    <ul className="feature-list">
      {shown.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  )
  const preview = previewItems(features, FEATURE_PREVIEW_ITEMS, false)
  if (!preview.hasMore) return list(features)
  return <Toggle collapsed={list(preview.shown)} expanded={list(features)} more="Show All" less="Hide" />
}

/** The dealer's comments in paragraphs, truncated with more / less. */
export function Comments({ raw }: { raw: string | null | undefined }) {
  const collapsed = dealerComments(raw, false)
  const paragraphs = (list: string[]) => list.map((text, i) => <p key={i}>{text}</p>)
  if (!collapsed.truncated) return <div className="dealer-comments">{paragraphs(collapsed.paragraphs)}</div>
  return (
    <div className="dealer-comments">
      <Toggle
        collapsed={paragraphs(collapsed.paragraphs)}
        expanded={paragraphs(dealerComments(raw, true).paragraphs)}
        more="more"
        less="less"
      />
    </div>
  )
}
