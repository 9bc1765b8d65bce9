import { notFound } from 'next/navigation'

import { ContactPage } from '@/components/contact/contact-page'
import { offerEnquiryKey, offerEnquiryMessage } from '@/domain/offers'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost } from '@/lib/data/sites'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = catalogueMetadata('contactUsTitle')

/**
 * `/contact` (spec 2.1). `?offer={key}` (an offer page's 'Enquire about this offer') starts the enquiry with
 * that live offer's name; an unknown or ended offer starts it empty. The proxy answers a malformed key with 400.
 */
export default async function ContactRoute({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const key = (await searchParams).offer
  const offer =
    typeof key === 'string' && key
      ? (await siteContent(site).offers(new Date())).find((o) => offerEnquiryKey(o) === key)
      : undefined
  return (
    <>
      <ContactPage site={site} message={offer ? offerEnquiryMessage(offer) : undefined} />
    </>
  )
}
