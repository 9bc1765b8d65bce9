import { unstable_cache } from 'next/cache'
import Link from 'next/link'

import { parseTradeInCarId, TRADE_IN_ESTIMATE_MAX_AGE_YEARS, TRADE_IN_ESTIMATE_MAX_KM } from '@/domain/trade-in'
import { tradeInStates } from '@/leads/form-rules'
import { payloadClient } from '@/lib/platform/payload'
import { siteCarsByIds } from '@/lib/data/site-cars'
import type { ResolvedSite } from '@/lib/data/sites'
import { marketMakes } from '@/valuation/market'

import { TradeInWizard } from './trade-in-wizard'
import '@/components/leads/lead-form-pages.css'
import { formatDistance } from '@/domain/labels'

const cachedMakes = unstable_cache(
  async (country: string) => marketMakes(await payloadClient(), country),
  ['trade-in-makes'],
  { revalidate: 3600 },
)

type Props = { site: ResolvedSite; variant: 'trade-in' | 'sell'; carIdParam?: string | string[] }

/**
 * The trade-in and sell-my-car page (spec 2.1 /trade-in, /sell-my-car, /cars/trade-in?car_id=): the page
 * renders on the server; only the wizard's steps run in the browser. A car_id names the car the shopper
 * is trading towards (the proxy answers a malformed one with 400; another site's car is ignored).
 */
export async function TradeInPage({ site, variant, carIdParam }: Props) {
  const parsed = parseTradeInCarId(typeof carIdParam === 'string' ? carIdParam : null)
  const car = parsed.ok && parsed.id ? ((await siteCarsByIds(site, [parsed.id]))[0] ?? null) : null
  const { features, country, locale, currency, distanceUnit, currentYear } = site.settings
  const makes = await cachedMakes(country)
  return (
    <main className="trade-in-page">
      <h1>{variant === 'sell' ? 'Sell your car' : 'Trade in your car'}</h1>
      <p>
        Tell us about your car and get an online estimate in a couple of minutes. We give online estimates for cars up
        to {TRADE_IN_ESTIMATE_MAX_AGE_YEARS} years old with up to {formatDistance(locale, TRADE_IN_ESTIMATE_MAX_KM)};
        for any other car our team values it in person.
      </p>
      {car && (
        <p className="trade-in-towards">
          Trading in towards the <Link href={`/cars/${car.slug}`}>{car.name}</Link>
        </p>
      )}
      <TradeInWizard
        site={site.slug}
        carId={car?.id ?? null}
        captcha={features.captcha}
        requireTerms={features.requireTermsAgreement}
        states={[...tradeInStates(site)]}
        makes={makes}
        currentYear={currentYear}
        distanceUnit={distanceUnit === 'mile' ? 'mi' : 'km'}
        locale={locale}
        currency={currency}
      />
    </main>
  )
}
