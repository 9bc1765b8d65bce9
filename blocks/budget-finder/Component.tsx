import { labelsFor } from '@/domain/labels'
import { budgetStats } from '@/lib/data/budget-stats'
import type { BudgetFinderBlock } from '@/payload-types'
import { CAR_TYPES, type CarType } from '@/search/types'

import type { BlockContext } from '../types'
import { BudgetFinderClient } from './budget-finder-deferred'
import { budgetFinderWords } from './words'

/** Loads the site's price statistics on the server; the shopper's figures are worked out in the browser. */
export async function BudgetFinder({
  block,
  context,
}: {
  block: BudgetFinderBlock
  context: BlockContext
  index: number
}) {
  const carTypes = (block.carTypes ?? []).filter((type): type is CarType =>
    (CAR_TYPES as readonly string[]).includes(type),
  )
  if (carTypes.length === 0) return null
  const labels = labelsFor(context.site.settings.locale)
  const stats = await budgetStats(context.site, carTypes)
  return (
    <section className="block-budget-finder">
      <BudgetFinderClient
        heading={block.heading || labels.budgetHeading}
        labels={budgetFinderWords(labels)}
        locale={context.site.settings.locale}
        carTypes={carTypes}
        stats={stats}
        bodyPicker={block.bodyPicker !== false}
        priceSlider={Boolean(block.priceSlider)}
      />
    </section>
  )
}
