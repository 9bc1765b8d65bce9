import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { AlertBanner } from './alert-banner/Component'
import { BudgetFinder } from './budget-finder/Component'
import { DealershipDropdown } from './dealership-dropdown/Component'
import { EmbeddedForm } from './embedded-form/Component'
import { FacetTiles } from './facet-tiles/Component'
import { FeaturedStock } from './featured-stock/Component'
import { Hero } from './hero/Component'
import { LocationSection } from './location/Component'
import { LocationsGrid } from './locations-grid/Component'
import { LocationsMapSection } from './locations-map/Component'
import { Offers } from './offers/Component'
import { PromoSlider } from './promo-slider/Component'
import { Reviews } from './reviews/Component'
import { RichTextContent } from './rich-text/Component'
import { ServiceBookingBanner } from './service-booking-banner/Component'
import { StockCarousel } from './stock-carousel/Component'
import { TradeInFaq } from './trade-in-faq/Component'
import type { BlockContext } from './types'

type PageBlock = NonNullable<Page['layout']>[number]
type BlockType = PageBlock['blockType']
type BlockProps<T extends BlockType> = {
  block: Extract<PageBlock, { blockType: T }>
  context: BlockContext
  index: number
}

/**
 * Each block type's server component. Adding a block: list its config in blocks/index.ts, then its
 * component here (TypeScript refuses a block type without one).
 */
const COMPONENTS: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: Hero,
  richText: RichTextContent,
  alertBanner: AlertBanner,
  location: LocationSection,
  locationsGrid: LocationsGrid,
  locationsMap: LocationsMapSection,
  reviews: Reviews,
  offers: Offers,
  facetTiles: FacetTiles,
  dealershipDropdown: DealershipDropdown,
  stockCarousel: StockCarousel,
  featuredStock: FeaturedStock,
  promoSlider: PromoSlider,
  serviceBookingBanner: ServiceBookingBanner,
  tradeInFaq: TradeInFaq,
  budgetFinder: BudgetFinder,
  embeddedForm: EmbeddedForm,
}

/** A page's blocks, top to bottom, rendered on the server. */
export function RenderBlocks({ blocks, context }: { blocks: Page['layout']; context: BlockContext }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = COMPONENTS[block.blockType] as ComponentType<BlockProps<typeof block.blockType>>
        return (
          <div key={block.id ?? index} className="page-block" data-block={block.blockType}>
            <Component block={block} context={context} index={index} />
          </div>
        )
      })}
    </>
  )
}
