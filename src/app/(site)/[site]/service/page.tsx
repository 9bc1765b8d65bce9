import { notFound } from 'next/navigation'

import { LocationDetails } from '@/components/contact/location-details'
import { ServiceBookingForm } from '@/components/leads/deferred/service-booking-form'
import { serviceLocations, serviceRules } from '@/leads/form-rules'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import '@/components/leads/lead-form-pages.css'
import { labelsFor } from '@/domain/labels'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }> }

export const generateMetadata = catalogueMetadata('bookAServiceHeading')

/**
 * `/service` (spec 2.1, with the booking at #service-booking): the site's service locations and the booking,
 * either the site's external booking address (its `serviceBookingUrl`) or the internal booking form, a
 * Service Enquiry lead.
 */
export default async function ServiceRoute({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const all = await siteLocations(site)
  const rules = serviceRules(site, all, site.settings.now)
  const external = site.settings.features.serviceBookingUrl
  const shown = all.filter((l) => serviceLocations(all).some((s) => s.id === l.id))
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="service-page">
        <h1>{labels.servicing}</h1>
        <p>{labels.servicingIntro}</p>
        <div className="contact-layout">
          <div className="contact-locations">
            {shown.map((l) => (
              <LocationDetails key={l.id} site={site} location={l} />
            ))}
          </div>
          <section id="service-booking" className="contact-form" aria-labelledby="service-booking-heading">
            <h2 id="service-booking-heading">{labels.bookAServiceHeading}</h2>
            {external ? (
              <p>
                <a className="button" href={external} rel="noopener noreferrer">
                  {labels.bookAServiceOnline}
                </a>
              </p>
            ) : (
              <ServiceBookingForm
                site={site.slug}
                rules={rules}
                locations={rules.choices}
                captcha={site.settings.features.captcha}
              />
            )}
          </section>
        </div>
      </main>
    </>
  )
}
