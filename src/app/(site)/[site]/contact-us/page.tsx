import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactPage } from '@/components/contact/contact-page'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Contact us' }

/** `/contact-us` (spec 2.1): the same page as /contact. */
export default async function ContactUsRoute({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return (
    <>
      <SiteHeader site={site} />
      <ContactPage site={site} />
    </>
  )
}
