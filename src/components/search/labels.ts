import type { RefinementAttribute, SortBy } from '@/search/types'

/** The filter sidebar's sections, in the order of spec 2.3 (make and model first), with their headings. */
export const FILTER_SECTIONS: ReadonlyArray<[RefinementAttribute, string]> = [
  ['make', 'Make'],
  ['model', 'Model'],
  ['car_type', 'Condition'],
  ['body', 'Body type'],
  ['badge', 'Badge'],
  ['status', 'Availability'],
  ['categories', 'Category'],
  ['city', 'City'],
  ['colour', 'Colour'],
  ['dealership_name', 'Dealership'],
  ['filtered_features', 'Features'],
  ['item_type', 'Item type'],
  ['location_name', 'Location'],
  ['seats', 'Seats'],
  ['drive', 'Drive'],
  ['fuel', 'Fuel'],
  ['transmission', 'Transmission'],
  ['state', 'State'],
  ['tag', 'Tag'],
  ['weekly_price_range', 'Weekly price'],
  ['price_range', 'Price range'],
]

export const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Most relevant',
  latest: 'Latest',
  price_desc: 'Highest price',
  price_asc: 'Lowest price',
}

const VALUE_LABELS: Partial<Record<RefinementAttribute, Record<string, string>>> = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold', others: 'Other' },
}

export const valueLabel = (attribute: RefinementAttribute, value: string) => VALUE_LABELS[attribute]?.[value] ?? value
