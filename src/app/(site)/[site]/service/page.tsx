import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LocationDetails } from '@/components/contact/location-details'
import { ServiceBookingForm } from '@/components/leads/service-booking-form'
import { serviceLocations, serviceRules } from '@/leads/form-rules'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'
import '@/components/leads/lead-form-pages.css'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Book a service' }

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
  return (
    <>
      <SiteHeader site={site} />
      <main className="service-page">
        <h1>Servicing</h1>
        <p>Factory-trained technicians, genuine parts and logbook servicing that keeps your warranty intact.</p>
        <div className="contact-layout">
          <div className="contact-locations">
            {shown.map((l) => (
              <LocationDetails key={l.id} site={site} location={l} />
            ))}
          </div>
          <section id="service-booking" className="contact-form" aria-labelledby="service-booking-heading">
            <h2 id="service-booking-heading">Book a service</h2>
            {external ? (
              <p>
                <a className="button" href={external} rel="noopener noreferrer">
                  Book a service online
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
