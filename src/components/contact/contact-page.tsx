import { EmbeddedLead } from '@/components/leads/embedded-lead'
import { GeneralEnquiryForm } from '@/components/leads/deferred/general-enquiry-form'
import { formRules } from '@/leads/form-rules'
import { siteLocations, type ResolvedSite, type SiteLocation } from '@/lib/data/sites'

import { LocationDetails } from './location-details'
import '@/components/leads/lead-form-pages.css'
import { fill, labelsFor } from '@/domain/labels'

/**
 * The contact page (spec 2.1 /contact, /contact-us, /contact-us/{location}): the location(s) with address
 * and phone, the general enquiry form (starting with `message` when given, e.g. the offer the shopper came
 * from), and on the site-wide page the embedded multi-location lead form.
 */
export async function ContactPage({
  site,
  location,
  message,
}: {
  site: ResolvedSite
  location?: SiteLocation
  message?: string
}) {
  const all = await siteLocations(site)
  const labels = labelsFor(site.settings.locale)
  const { rules, locations, dealerships } = formRules(site, all, { general: true, now: site.settings.now })
  return (
    <main className="contact-page">
      <h1>{fill(labels.contactLocation, { name: location ? location.name : site.name })}</h1>
      <div className="contact-layout">
        <div className="contact-locations">
          {location ? (
            <LocationDetails site={site} location={location} link={false} />
          ) : (
            all.map((l) => <LocationDetails key={l.id} site={site} location={l} headingLevel={2} />)
          )}
        </div>
        <section className="contact-form" aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading">{labels.sendUsAnEnquiry}</h2>
          <GeneralEnquiryForm
            site={site.slug}
            rules={rules}
            locations={locations}
            dealerships={dealerships}
            captcha={site.settings.features.captcha}
            location={location?.slug ?? null}
            message={message}
          />
        </section>
      </div>
      {!location && (
        <section className="contact-callback">
          <EmbeddedLead site={site} pageId="contact" heading="Request a call back" />
        </section>
      )}
    </main>
  )
}
