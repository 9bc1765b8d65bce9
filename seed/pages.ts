import type { Payload } from 'payload'

import { HOME_SLUG } from '../src/domain/pages'
import { spellFor } from '../src/domain/locale'
import type { Page } from '../src/payload-types'
import { richText } from './lexical'

type SeedSite = { id: number; slug: string; name: string; locale: string }
type Layout = NonNullable<Page['layout']>

/** The demo sites' home and information pages (spec 2.1), written in each site's spelling. */
export function demoPages(site: SeedSite): Array<{ slug: string; title: string; description: string; layout: Layout }> {
  const name = site.name
  const pages: Array<{ slug: string; title: string; description: string; layout: Layout }> = [
    {
      slug: HOME_SLUG,
      title: `${name} \u2013 new, used and demo cars`,
      description: `Browse new, used and demo cars at ${name}. Finance, trade-ins, servicing and parts in one place.`,
      layout: [
        {
          blockType: 'hero',
          heading: `Welcome to ${name}`,
          text: 'New, used and demo cars, finance, servicing and parts: everything for your next car, under one roof.',
          buttons: [
            { label: 'Browse our stock', link: '/cars' },
            { label: 'Book a test drive', link: '/book-test-drive' },
          ],
        },
        {
          blockType: 'richText',
          content: richText(
            { h2: 'Why buy from us' },
            { list: ['Every used car inspected and backed by a statutory warranty where applicable', 'Finance from our lending partners, arranged in-house', 'Fair trade-in valuations, online or in person', 'Servicing and genuine parts after you drive away'] },
            { link: 'Send us an enquiry', href: '/contact', after: ' and we will get back to you within one business day.' },
          ),
        },
      ],
    },
    info('vehicle-parts-and-accessories', 'Vehicle Parts and Accessories', 'Genuine parts and accessories, fitted by our technicians.', [
      'From floor mats and roof racks to towbars and tyres, our parts team sources genuine and quality aftermarket parts for your car.',
      { h2: 'What we can help with' },
      { list: ['Genuine manufacturer parts', 'Accessories matched to your model and colour', 'Fitting while your car is in for service', 'Parts ordered in and held for collection'] },
      { link: 'Make a parts enquiry', href: '/contact', after: ' with your make, model and VIN.' },
    ]),
    info('warranty', 'Warranty', 'What our warranty covers and how to make a claim.', [
      'Every new car comes with the manufacturer\u2019s warranty, and our used cars come with a 3 Year Standard warranty or statutory warranty where applicable.',
      { h2: 'Making a claim' },
      'Contact our service department with your vehicle details and a description of the fault. We will book an inspection and handle the claim with the warranty provider.',
      { link: 'Contact our service team', href: '/contact' },
    ]),
    info('roadside-assist', 'Roadside Assist', 'Roadside assistance included with eligible vehicles.', [
      'Eligible new and certified pre-owned cars include 1 year of roadside assist: flat batteries, flat tyres, lockouts, running out of fuel and towing to the nearest repairer.',
      { h2: 'How to get help' },
      'Call the roadside assistance number in your owner\u2019s pack, and have your registration and location ready.',
    ]),
    info('about-us', 'About Us', `About ${name}: our story, our people and our promise.`, [
      `${name} is a family-owned dealership that has helped drivers find the right car for decades.`,
      { h2: 'Our promise' },
      { list: ['Honest, upfront pricing', 'Quality Assured used cars', 'Personalised service before and after the sale'] },
      { link: 'Meet the team', href: '/contact', after: ' at one of our locations.' },
    ]),
    info('careers', 'Careers', `Work with ${name}: sales, service, parts and administration roles.`, [
      'We are always looking for people who love cars and looking after customers: sales consultants, qualified technicians, apprentices, parts interpreters and administration staff.',
      { h2: 'How to apply' },
      { link: 'Send us a careers enquiry', href: '/contact', after: ' with your resume and the role you are interested in.' },
    ]),
    info('fleet', 'Fleet', 'Fleet vehicles, pricing and servicing for businesses.', [
      'Our fleet team supplies and services vehicles for businesses of every size, with dedicated fleet pricing, finance and priority servicing.',
      { list: ['Fleet pricing on new and demo vehicles', 'Novated and chattel mortgage finance', 'Priority service bookings and loan cars'] },
      { link: 'Make a fleet enquiry', href: '/contact' },
    ]),
    info('privacy-policy', 'Privacy Policy', 'How we collect, use and protect your personal information.', [
      'We collect personal information you give us (for example when you make an enquiry, book a test drive or apply for finance) to respond to you and provide our services.',
      { h2: 'How we use your information' },
      'We use it to answer your enquiry, arrange finance with your consent, and, if you opt in, send you our latest offers and product updates. You can opt out at any time.',
      { h2: 'Access and correction' },
      { link: 'Contact us', href: '/contact', after: ' to see or correct the information we hold about you.' },
    ]),
    info('terms-and-conditions', 'Terms and Conditions', 'The terms of use of this website and our online services.', [
      'Prices, specifications and availability shown on this website may change without notice. Weekly repayments are indicative only, not a formal quote, and do not take your situation into account; finance is for approved applicants only, and terms, fees and lending criteria apply.',
      { h2: 'Online reservations' },
      'A reservation deposit is held for 48 hours and is refundable in full.',
    ]),
    info('book-test-drive', 'Book a Test Drive', 'Book a test drive of any car in our stock.', [
      'Choose a car from our stock and press Book a Test Drive on its page, or tell us what you would like to drive and when.',
      { link: 'Browse our stock', href: '/cars', after: ' to pick a car.' },
    ]),
    info('buying', 'Buying a Car', 'How buying a car with us works, from search to drive away.', [
      { h2: 'Find your car' },
      'Search our new, used and demo stock, save favourites and compare them side by side.',
      { h2: 'Make it yours' },
      { list: ['Reserve online with a refundable deposit', 'Get a trade-in valuation', 'Apply for finance'] },
      { link: 'Start searching', href: '/search/used-cars' },
    ]),
  ]
  return pages.map((page) => ({ ...page, title: spellFor(site.locale, page.title), description: spellFor(site.locale, page.description), layout: spellLayout(site.locale, page.layout) }))
}

function info(slug: string, title: string, description: string, parts: Parameters<typeof richText>): { slug: string; title: string; description: string; layout: Layout } {
  return { slug, title, description, layout: [{ blockType: 'richText', content: richText(...parts) }] }
}

/** Seeded text in the site's spelling (the US site says inquiry and color). */
function spellLayout(locale: string, layout: Layout): Layout {
  return JSON.parse(JSON.stringify(layout), (_key, value: unknown) => (typeof value === 'string' ? spellFor(locale, value) : value)) as Layout
}

/**
 * Publishes the demo pages of a site that does not have them yet. A page that exists is left alone, so
 * editors' changes survive a restart (the demo seeds on every start).
 */
export async function seedDemoPages(payload: Payload, site: SeedSite): Promise<number> {
  let created = 0
  for (const page of demoPages(site)) {
    const { totalDocs } = await payload.count({ collection: 'pages', where: { and: [{ site: { equals: site.id } }, { slug: { equals: page.slug } }] }, overrideAccess: true })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'pages',
      data: { site: site.id, title: page.title, slug: page.slug, layout: page.layout, seo: { description: page.description }, _status: 'published' },
      overrideAccess: true,
    })
    created += 1
  }
  return created
}
