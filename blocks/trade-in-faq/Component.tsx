import Link from 'next/link'

import type { TradeInFaqBlock } from '@/payload-types'

import type { BlockContext } from '../types'

export function TradeInFaq({ block }: { block: TradeInFaqBlock; context: BlockContext; index: number }) {
  return (
    <section className="block-faq" aria-label={block.heading}>
      <h2>{block.heading}</h2>
      {(block.items ?? []).map((item, i) => (
        <details key={item.id ?? i} className="block-faq-item">
          <summary>{item.question}</summary>
          {item.answer.split(/\n{2,}/).map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
        </details>
      ))}
      {block.showValuationLink && (
        <p>
          <Link href="/trade-in" className="button">
            Value my trade-in
          </Link>
        </p>
      )}
    </section>
  )
}
