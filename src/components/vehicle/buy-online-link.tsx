import { journeyCarAllowed, journeyHref, onlinePurchaseOpen } from '@/domain/checkout-journey'
import { labelsFor } from '@/domain/labels'
import type { SiteSettings } from '@/domain/site-settings'

/**
 * The vehicle page's 'Buy online' action (Online Purchase, issue 17): only on sites that take online
 * purchases (reservations on too), and only for a used car that can be reserved now.
 */
export function BuyOnlineLink({
  car,
  settings,
}: {
  car: { slug: string; car_type?: string | null; status: string; reserved?: boolean | null }
  settings: Pick<SiteSettings, 'features' | 'locale'>
}) {
  if (!onlinePurchaseOpen(settings.features.reservations) || !journeyCarAllowed(car)) return null
  return (
    <li>
      <a className="button" href={journeyHref(car.slug)}>
        {labelsFor(settings.locale).buyOnline}
      </a>
    </li>
  )
}
