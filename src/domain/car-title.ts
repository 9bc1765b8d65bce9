/**
 * A car's title as shoppers read it (spec 2.4, 2.5): year, make and model, e.g. '2021 Toyota Corolla',
 * with the variant (badge) after them where a page names the exact car. A car with none of those goes by
 * its listing name.
 */
export type TitledCar = {
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  name?: string | null
}

export function carTitle(car: TitledCar, { variant = false }: { variant?: boolean } = {}): string {
  const parts = [car.year, car.make, car.model, variant ? car.badge : null].filter(Boolean)
  return parts.join(' ') || car.name || ''
}
