/**
 * The vehicle page's certified pre-owned info modal (spec 2.5). Whether a car is certified is the card's
 * rule, `isCertifiedPreOwned` in car-tag.ts, re-exported here so the page has one place to look.
 */
export { isCertifiedPreOwned, type CertifiedCar } from './car-tag'

/** What the certified pre-owned programme includes, in the spec's order. */
export const CERTIFIED_PROGRAMME_ITEMS = [
  'Full service history',
  'Independent history check',
  'Statutory warranty where applicable',
  '90 point inspection',
  '1 year roadside assist',
  'Flexible finance',
] as const
