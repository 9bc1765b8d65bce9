import type { Block } from 'payload'

/** Questions and answers about trading in, each opening on its own, with a link to the trade-in valuation. */
export const TradeInFaqBlock: Block = {
  slug: 'tradeInFaq',
  interfaceName: 'TradeInFaqBlock',
  labels: { singular: 'Trade-in FAQ', plural: 'Trade-in FAQs' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Trade-in questions', maxLength: 100 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 2000 },
      ],
    },
    { name: 'showValuationLink', label: 'Link to the trade-in valuation', type: 'checkbox', defaultValue: true },
  ],
}
