import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactPage } from '@/components/contact/contact-page'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string; location: string }> }

/** The site's visible location with this slug, or null (another site's location, or a hidden one, is not found). */
async function findLocation(siteKey: string, slug: string) {
  const site = await siteForHost(siteKey)
  if (!site) return { site: null, location: null }
  return { site, location: (await siteLocations(site)).find((l) => l.slug === slug) ?? null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, location } = await params.then((p) => findLocation(p.site, p.location))
  return { title: site && location ? `Contact ${location.name}` : 'Not found' }
}

/** `/contact-us/{location slug}` (spec 2.1): one location's details and the enquiry form for it; an unknown slug is a 404. */
export default async function LocationContactRoute({ params }: Props) {
  const { site, location } = await params.then((p) => findLocation(p.site, p.location))
  if (!site || !location) notFound()
  return (
    <>
      <SiteHeader site={site} />
      <ContactPage site={site} location={location} />
    </>
  )
}
