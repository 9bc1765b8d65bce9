import { journeyCarAllowed, journeyHref, onlinePurchaseOpen } from '@/domain/checkout-journey'
import { labelsFor } from '@/domain/labels'
import type { SiteSettings } from '@/domain/site-settings'

import { Button, type ButtonVariant } from '../ui/button'

type BuyOnlineCar = { slug: string; car_type?: string | null; status: string; reserved?: boolean | null }
type BuyOnlineSettings = Pick<SiteSettings, 'features' | 'locale'>

/** Whether the page offers Buy online (the site takes online purchases and the car can be bought so). */
export const buyOnlineOffered = (car: BuyOnlineCar, settings: BuyOnlineSettings) =>
  onlinePurchaseOpen(settings.features.reservations) && journeyCarAllowed(car)

/**
 * The vehicle page's 'Buy online' action (Online Purchase, issue 17): only on sites that take online
 * purchases (reservations on too), and only for a used car that can be reserved now.
 */
export function BuyOnlineLink({
  car,
  settings,
  variant,
}: {
  car: BuyOnlineCar
  settings: BuyOnlineSettings
  variant: ButtonVariant
}) {
  if (!buyOnlineOffered(car, settings)) return null
  return (
    <li className={variant === 'primary' ? 'vehicle-primary' : undefined}>
      <Button variant={variant} href={journeyHref(car.slug)}>
        {labelsFor(settings.locale).buyOnline}
      </Button>
    </li>
  )
}
