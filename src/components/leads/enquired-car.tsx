'use client'

import { useSyncExternalStore } from 'react'
import { useLabels } from '../locale-context'

/** The session key of the car a shopper enquired about, read by /success (spec 3: client-stored, keyed by site). */
export const enquiredCarKey = (site: string) => `enquired:${site}`

type StoredCar = { name?: unknown; slug?: unknown; price?: unknown; image?: unknown }

const read = (site: string) => {
  try {
    return sessionStorage.getItem(enquiredCarKey(site))
  } catch {
    return null
  }
}

/** The car the shopper just enquired about, when this browser session stored one; nothing otherwise. */
export function EnquiredCar({ site }: { site: string }) {
  const labels = useLabels()
  const raw = useSyncExternalStore(
    () => () => undefined,
    () => read(site),
    () => null,
  )
  let car: StoredCar | null = null
  try {
    car = raw ? (JSON.parse(raw) as StoredCar) : null
  } catch {
    car = null
  }
  if (!car || typeof car.name !== 'string' || typeof car.slug !== 'string') return null
  return (
    <section className="enquired-car" aria-labelledby="enquired-heading">
      <h2 id="enquired-heading">{labels.yourEnquiryAbout}</h2>
      {typeof car.image === 'string' && /^https?:\/\//.test(car.image) && (
        // eslint-disable-next-line @next/next/no-img-element -- feed images are on the dealer's own hosts
        <img src={car.image} alt="" width={320} height={213} />
      )}
      <p>
        <a href={`/cars/${encodeURIComponent(car.slug)}`}>{car.name}</a>
        {typeof car.price === 'string' && <span> · {car.price}</span>}
      </p>
    </section>
  )
}
