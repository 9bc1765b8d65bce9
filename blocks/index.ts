import type { Block } from 'payload'

import { AlertBannerBlock } from './alert-banner/config'
import { BudgetFinderBlock } from './budget-finder/config'
import { DealershipDropdownBlock } from './dealership-dropdown/config'
import { EmbeddedFormBlock } from './embedded-form/config'
import { FacetTilesBlock } from './facet-tiles/config'
import { FeaturedStockBlock } from './featured-stock/config'
import { HeroBlock } from './hero/config'
import { LocationBlock } from './location/config'
import { LocationsGridBlock } from './locations-grid/config'
import { LocationsMapBlock } from './locations-map/config'
import { OffersBlock } from './offers/config'
import { PromoSliderBlock } from './promo-slider/config'
import { ReviewsBlock } from './reviews/config'
import { RichTextBlock } from './rich-text/config'
import { ServiceBookingBannerBlock } from './service-booking-banner/config'
import { StockCarouselBlock } from './stock-carousel/config'
import { TradeInFaqBlock } from './trade-in-faq/config'

/**
 * Every block editors can add to a page, in the order the admin offers them. To add a block: create
 * blocks/{name}/config.ts and Component.tsx, import its config here and list it, then map its slug to its
 * component in blocks/RenderBlocks.tsx (TypeScript refuses a block without a component).
 */
export const PAGE_BLOCKS: Block[] = [
  HeroBlock,
  RichTextBlock,
  AlertBannerBlock,
  LocationBlock,
  LocationsGridBlock,
  LocationsMapBlock,
  ReviewsBlock,
  OffersBlock,
  FacetTilesBlock,
  DealershipDropdownBlock,
  StockCarouselBlock,
  FeaturedStockBlock,
  PromoSliderBlock,
  ServiceBookingBannerBlock,
  TradeInFaqBlock,
  BudgetFinderBlock,
  EmbeddedFormBlock,
]
