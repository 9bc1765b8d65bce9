import { unstable_cache } from 'next/cache'

import { parseTradeInCarId, TRADE_IN_ESTIMATE_MAX_AGE_YEARS, TRADE_IN_ESTIMATE_MAX_KM } from '@/domain/trade-in'
import { salesLocations } from '@/domain/locations'
import { tradeInStates } from '@/leads/form-rules'
import { payloadClient } from '@/lib/platform/payload'
import { siteCarsByIds } from '@/lib/data/site-cars'
import { siteLocations, type ResolvedSite } from '@/lib/data/sites'
import { marketMakes } from '@/valuation/market'

import { TradeInWizard } from '../leads/deferred/trade-in-wizard'
import { FormBesideLocations } from '../leads/form-beside-locations'
import '@/components/leads/lead-form-pages.css'
import { fill, formatDistance, labelsFor } from '@/domain/labels'
import { fillNodes } from '@/components/fill-nodes'

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
  const [makes, locations] = await Promise.all([cachedMakes(country), siteLocations(site)])
  const labels = labelsFor(locale)
  return (
    <main className="trade-in-page">
      <h1>{variant === 'sell' ? labels.sellYourCar : labels.tradeInYourCar}</h1>
      <p>
        {fill(labels.tradeInIntro, {
          years: TRADE_IN_ESTIMATE_MAX_AGE_YEARS,
          distance: formatDistance(locale, TRADE_IN_ESTIMATE_MAX_KM),
        })}
      </p>
      {car && (
        <p className="trade-in-towards">
          {fillNodes(labels.tradingInTowards, { car: <a href={`/cars/${car.slug}`}>{car.name}</a> })}
        </p>
      )}
      <FormBesideLocations site={site} locations={salesLocations(locations)}>
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
      </FormBesideLocations>
    </main>
  )
}
