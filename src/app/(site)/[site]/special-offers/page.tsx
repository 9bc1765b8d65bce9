import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OffersList } from '@/components/content/offers-list'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost } from '@/lib/data/sites'

import '@/components/content/content.css'
import { fill, labelsFor } from '@/domain/labels'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return site
    ? {
        title: labelsFor(site.settings.locale).specialOffersLower,
        description: fill(labelsFor(site.settings.locale).offersDescription, { site: site.name }),
        alternates: { canonical: '/special-offers' },
      }
    : {}
}

/** Live special offers with manufacturer and model filters (spec 2.1); the proxy answers malformed filters with 400. */
export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const query = await searchParams
  const offers = await siteContent(site).offers(new Date())
  return (
    <>
      <main className="content-page">
        <h1>{labelsFor(site.settings.locale).specialOffersLower}</h1>
        <OffersList
          site={site}
          offers={offers}
          filters={{ manufacturer: one(query.manufacturer), model: one(query.model) }}
          path="/special-offers"
        />
      </main>
    </>
  )
}
