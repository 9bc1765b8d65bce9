import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { VehiclePage } from '@/components/vehicle/vehicle-page'
import { carJsonLd, jsonLdScript } from '@/domain/car-structured-data'
import { carTitle } from '@/domain/car-title'
import { formatDistance } from '@/domain/labels'
import { priceDisplay, sitePriceSettings, type PriceSettings } from '@/domain/price-display'
import { requestSiteOrigin } from '@/lib/requests/request-origin'
import { siteCarBySlug } from '@/lib/data/site-cars'
import { type ResolvedSite, siteForHost } from '@/lib/data/sites'
import { toCarDocument } from '@/search/car-document'

type Props = { params: Promise<{ site: string; slug: string }> }

/** The site and its car with this slug (once per request: metadata and page share it); null for another site's car. */
const load = cache(async (host: string, slug: string) => {
  const site = await siteForHost(host)
  if (!site) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    return null
  }
  const car = await siteCarBySlug(site, decoded)
  return car && { site, car }
})

/** The site's price rules: how its cars' prices show (the page, its description and its structured data agree). */
const priceSettings = (site: ResolvedSite): PriceSettings => sitePriceSettings(site.settings)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: host, slug } = await params
  const found = await load(host, slug)
  if (!found) return {}
  const { site, car } = found
  const title = carTitle(car, { variant: true })
  const price = priceDisplay(toCarDocument(car, site), priceSettings(site))
  const description = [
    price.text,
    car.km ? formatDistance(site.settings.locale, car.km) : null,
    car.simple_transmission,
    car.simple_fuel,
    car.location?.name,
  ]
    .filter(Boolean)
    .join(' \u00b7 ')
  const canonical = `/cars/${car.slug}`
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: site.name,
      type: 'website',
      images: car.primary_image_url ? [{ url: car.primary_image_url }] : undefined,
    },
  }
}

/** `/cars/{slug}`: one car of this site (a car of another site is a 404). */
export default async function CarPage({ params }: Props) {
  const { site: host, slug } = await params
  const found = await load(host, slug)
  if (!found) notFound()
  const { site, car } = found
  return (
    <>
      <VehiclePage car={car} site={site} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(
            carJsonLd(
              car,
              { name: site.name, country: site.settings.country, prices: priceSettings(site) },
              `${await requestSiteOrigin(site)}/cars/${car.slug}`,
            ),
          ),
        }}
      />
    </>
  )
}
