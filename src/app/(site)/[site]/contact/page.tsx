import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactPage } from '@/components/contact/contact-page'
import { siteForHost } from '@/lib/sites'

import { SiteHeader } from '../site-header'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Contact us' }

/** `/contact` (spec 2.1). */
export default async function ContactRoute({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return (
    <>
      <SiteHeader site={site} />
      <ContactPage site={site} />
    </>
  )
}
