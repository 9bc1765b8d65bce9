/**
 * The vehicle page's Car Summary and All Specifications grids (spec 2.5): label and value pairs, missing
 * values left out (never blank, 'undefined' or 'null').
 */
import type { CarRecord } from './car'
import { presentText } from './field-values'
import { formatConsumption, formatDistance, formatMeasure, textFor } from './labels'

export type SpecItem = { label: string; value: string }

/** The rows with a value, labelled in the locale's words (textFor). */
function items(locale: string, entries: Array<[string, unknown, ((value: string | number) => string)?]>): SpecItem[] {
  return entries.flatMap(([label, value, format]) => {
    const text = presentText(value)
    return text === null
      ? []
      : [{ label: textFor(locale, label), value: format ? format(typeof value === 'number' ? value : text) : text }]
  })
}

const number = (locale: string, unit: string) => (value: string | number) =>
  `${Number(value).toLocaleString(locale)}${unit}`

/** A stored metric figure in the site's units (US: gal, lb, in); a value that is no number stays as the feed wrote it. */
const measure = (locale: string, unit: Parameters<typeof formatMeasure>[2]) => (value: string | number) =>
  formatMeasure(locale, Number(value), unit) || String(value)

/** The summary: what a shopper compares first. */
export function carSummary(car: CarRecord, locale: string): SpecItem[] {
  return items(locale, [
    ['Year', car.year],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Body', car.simple_body],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Fuel', car.simple_fuel ?? car.fuel],
    [textFor(locale, 'Kilometres'), car.km, (value) => formatDistance(locale, Number(value))],
    ['Drive', car.drive],
    ['Seats', car.seats],
    ['Doors', car.doors],
  ])
}

/** Every specification the feed gave (the variant's figures), with units. */
export function carSpecifications(car: CarRecord, locale: string): SpecItem[] {
  const v = car.variant ?? {}
  return items(locale, [
    ['Cylinders', v.cylinders],
    ['Engine size', v.enginesize, number(locale, ' cc')],
    ['Engine size (litres)', v.enginesize_litres, (value) => `${Number(value).toFixed(1)} L`],
    ['Induction', v.induction],
    ['Gear type', v.geartype],
    [
      textFor(locale, 'Fuel consumption (combined)'),
      v.fuelconsumptioncombined,
      (value) => formatConsumption(locale, Number(value)) || String(value),
    ],
    ['Fuel capacity', v.fuelcapacity, measure(locale, 'litre')],
    ['Gross vehicle mass', v.grossvehiclemass, measure(locale, 'kilogram')],
    ['Length', v.vehiclelength, measure(locale, 'millimetre')],
    ['Height', v.vehicleheight, measure(locale, 'millimetre')],
    ['Width', v.vehiclewidth, measure(locale, 'millimetre')],
    ['Torque', v.torque],
    ['ANCAP rating', v.ancaprating, (value) => `${value} stars`],
  ])
}

/** The car's standard equipment as a list of plain strings (feeds send strings or { name } objects). */
export function standardEquipment(car: Pick<CarRecord, 'standardEquipment'>): string[] {
  const list = Array.isArray(car.standardEquipment) ? car.standardEquipment : []
  return list.flatMap((item) => {
    const text = presentText(
      item && typeof item === 'object' && 'name' in item ? (item as { name: unknown }).name : item,
    )
    return text === null ? [] : [text]
  })
}

/** The car's photo URLs: its images, else its primary image. */
export function carPhotos(car: Pick<CarRecord, 'images' | 'primary_image_url'>): string[] {
  const images = Array.isArray(car.images)
    ? car.images.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
    : []
  if (images.length > 0) return images
  return car.primary_image_url ? [car.primary_image_url] : []
}
