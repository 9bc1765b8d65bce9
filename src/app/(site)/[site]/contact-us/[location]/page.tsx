import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactPage } from '@/components/contact/contact-page'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import { fill, labelsFor } from '@/domain/labels'

type Props = { params: Promise<{ site: string; location: string }> }

/** The site's visible location with this slug, or null (another site's location, or a hidden one, is not found). */
async function findLocation(siteKey: string, slug: string) {
  const site = await siteForHost(siteKey)
  if (!site) return { site: null, location: null }
  return { site, location: (await siteLocations(site)).find((l) => l.slug === slug) ?? null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, location } = await params.then((p) => findLocation(p.site, p.location))
  const labels = labelsFor(site?.settings.locale)
  return { title: site && location ? fill(labels.contactLocation, { name: location.name }) : labels.pageNotFound }
}

/** `/contact-us/{location slug}` (spec 2.1): one location's details and the enquiry form for it; an unknown slug is a 404. */
export default async function LocationContactRoute({ params }: Props) {
  const { site, location } = await params.then((p) => findLocation(p.site, p.location))
  if (!site || !location) notFound()
  return (
    <>
      <ContactPage site={site} location={location} />
    </>
  )
}
