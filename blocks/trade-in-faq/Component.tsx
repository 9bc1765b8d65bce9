import { Accordion } from '@/components/ui/accordion'
import type { TradeInFaqBlock } from '@/payload-types'

import type { BlockContext } from '../types'
import { labelsFor } from '@/domain/labels'

export function TradeInFaq({ block, context }: { block: TradeInFaqBlock; context: BlockContext; index: number }) {
  return (
    <section className="block-faq" aria-label={block.heading}>
      <h2>{block.heading}</h2>
      <Accordion
        items={(block.items ?? []).map((item, i) => ({
          id: item.id ?? String(i),
          title: item.question,
          content: item.answer.split(/\n{2,}/).map((paragraph, p) => <p key={p}>{paragraph}</p>),
        }))}
      />
      {block.showValuationLink && (
        <p>
          <a href="/trade-in" className="button">
            {labelsFor(context.site.settings.locale).valueMyTradeIn}
          </a>
        </p>
      )}
    </section>
  )
}
