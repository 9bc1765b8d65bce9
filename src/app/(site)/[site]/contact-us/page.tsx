import { notFound } from 'next/navigation'

import { ContactPage } from '@/components/contact/contact-page'
import { siteForHost } from '@/lib/data/sites'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }> }

export const generateMetadata = catalogueMetadata('contactUsTitle')

/** `/contact-us` (spec 2.1): the same page as /contact. */
export default async function ContactUsRoute({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return (
    <>
      <ContactPage site={site} />
    </>
  )
}
