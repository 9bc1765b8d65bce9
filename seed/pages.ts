import type { Payload } from 'payload'

import { MAKE_SERVICE_TEMPLATE_SLUG } from '../src/domain/make-service'
import { HOME_SLUG } from '../src/domain/pages'
import { formatDistance } from '../src/domain/labels'
import { spellFor } from '../src/domain/locale'
import type { Page } from '../src/payload-types'
import { bannerArt, heroArt } from './art'
import { artMedia } from './art-media'
import { richText } from './lexical'

type SeedSite = {
  id: number
  slug: string
  name: string
  locale: string
  theme?: { primaryColour?: string | null; accentColour?: string | null } | null
}
type Layout = NonNullable<Page['layout']>

/** The home page's words per market: a US dealer sells trucks and says 'inventory'. */
function homeWords(site: SeedSite) {
  if (site.locale === 'en-US')
    return {
      heading: `Welcome to ${site.name}`,
      text: 'New, used and certified pre-owned inventory, financing, service and parts: all in one place, priced up front.',
      browse: 'Shop all inventory',
      featured: 'Featured vehicles',
      latest: 'Just arrived',
      bodies: 'Shop by body style',
      offers: 'Current specials',
      visit: 'Visit our dealership',
    }
  if (site.locale === 'en-NZ')
    return {
      heading: `Welcome to ${site.name}`,
      text: 'New, used and demo cars, finance, servicing and parts: sorted, under one roof, with friendly local advice.',
      browse: 'Browse our stock',
      featured: 'Featured cars',
      latest: 'Latest arrivals',
      bodies: 'Shop by body type',
      offers: 'Current offers',
      visit: 'Come and see us',
    }
  return {
    heading: `Welcome to ${site.name}`,
    text: 'New, used and demo cars, finance, servicing and parts: everything for your next car, under one roof.',
    browse: 'Browse our stock',
    featured: 'Featured cars',
    latest: 'Latest arrivals',
    bodies: 'Shop by body type',
    offers: 'Current offers',
    visit: 'Visit us',
  }
}

/**
 * The demo sites' home and information pages (spec 2.1), written in each site's spelling. The home page is
 * a dealer's: hero with quick search, promotions, featured stock, body types, offers, latest stock,
 * locations with today's hours and a map, then the budget finder, service and trade-in blocks.
 */
export function demoPages(
  site: SeedSite,
  banners: number[] = [],
  heroImage: number | null = null,
): Array<{ slug: string; title: string; description: string; layout: Layout }> {
  const name = site.name
  const words = homeWords(site)
  const pages: Array<{ slug: string; title: string; description: string; layout: Layout }> = [
    {
      slug: HOME_SLUG,
      title: `${name} \u2013 new, used and demo cars`,
      description: `Browse new, used and demo cars at ${name}. Finance, trade-ins, servicing and parts in one place.`,
      layout: [
        {
          blockType: 'hero',
          heading: words.heading,
          text: words.text,
          image: heroImage,
          quickSearch: true,
          buttons: [
            { label: words.browse, link: '/cars' },
            { label: 'Book a test drive', link: '/book-test-drive' },
          ],
        },
        ...(banners.length > 0
          ? [
              {
                blockType: 'promoSlider' as const,
                label: 'Current promotions',
                slides: banners.map((image, i) => ({ image, ...DEMO_SLIDES[i % DEMO_SLIDES.length]! })),
              },
            ]
          : []),
        { blockType: 'featuredStock', heading: words.featured, limit: 6 },
        { blockType: 'facetTiles', heading: words.bodies, facet: 'body', limit: 6 },
        { blockType: 'offers', heading: words.offers, limit: 3 },
        { blockType: 'stockCarousel', heading: words.latest, carType: 'all', sortBy: 'latest', limit: 9 },
        { blockType: 'locationsMap', heading: words.visit, showMap: true },
        {
          blockType: 'budgetFinder',
          heading: 'Find a car within your budget',
          carTypes: ['used'],
          bodyPicker: true,
          priceSlider: true,
        },
        {
          blockType: 'richText',
          content: richText(
            { h2: 'Why buy from us' },
            {
              list: [
                'Every used car inspected and backed by a statutory warranty where applicable',
                'Finance from our lending partners, arranged in-house',
                'Fair trade-in valuations, online or in person',
                'Servicing and genuine parts after you drive away',
              ],
            },
            {
              link: 'Send us an enquiry',
              href: '/contact',
              after: ' and we will get back to you within one business day.',
            },
          ),
        },
        {
          blockType: 'serviceBookingBanner',
          heading: 'Book your next service online',
          text: 'Logbook servicing that keeps your warranty, by factory-trained technicians, with genuine parts.',
        },
        {
          blockType: 'tradeInFaq',
          heading: 'Trade-in questions',
          showValuationLink: true,
          items: [
            {
              question: 'How is my trade-in valued?',
              answer:
                'We look at your car\u2019s make, model, age, odometer reading, condition and service history against current market prices.',
            },
            {
              question: 'Can I trade in a car that is still under finance?',
              answer:
                'Yes. We pay out your loan as part of the deal; tell us the lender and the payout figure when you ask for a valuation.',
            },
            {
              question: 'Will I get an online estimate?',
              answer:
                'Usually, within minutes. Cars over 7 years old or with more than 100,000 km are valued in person instead.',
            },
          ],
        },
      ],
    },
    info(
      'vehicle-parts-and-accessories',
      'Vehicle Parts and Accessories',
      'Genuine parts and accessories, fitted by our technicians.',
      [
        'From floor mats and roof racks to towbars and tyres, our parts team sources genuine and quality aftermarket parts for your car.',
        { h2: 'What we can help with' },
        {
          list: [
            'Genuine manufacturer parts',
            'Accessories matched to your model and colour',
            'Fitting while your car is in for service',
            'Parts ordered in and held for collection',
          ],
        },
        { link: 'Make a parts enquiry', href: '/contact', after: ' with your make, model and VIN.' },
      ],
    ),
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
      {
        list: [
          'Honest, upfront pricing',
          'Quality Assured used cars',
          'Personalised service before and after the sale',
        ],
      },
      { link: 'Meet the team', href: '/contact', after: ' at one of our locations.' },
    ]),
    info('careers', 'Careers', `Work with ${name}: sales, service, parts and administration roles.`, [
      'We are always looking for people who love cars and looking after customers: sales consultants, qualified technicians, apprentices, parts interpreters and administration staff.',
      { h2: 'How to apply' },
      {
        link: 'Send us a careers enquiry',
        href: '/contact',
        after: ' with your resume and the role you are interested in.',
      },
    ]),
    info('fleet', 'Fleet', 'Fleet vehicles, pricing and servicing for businesses.', [
      'Our fleet team supplies and services vehicles for businesses of every size, with dedicated fleet pricing, finance and priority servicing.',
      {
        list: [
          'Fleet pricing on new and demo vehicles',
          'Novated and chattel mortgage finance',
          'Priority service bookings and loan cars',
        ],
      },
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
    // Every /{make}-service page of the site (a make its service locations service) renders from this page.
    {
      slug: MAKE_SERVICE_TEMPLATE_SLUG,
      title: '{make} Service',
      description: 'Genuine {make} servicing by factory-trained technicians at ' + name + '.',
      layout: [
        {
          blockType: 'hero',
          heading: '{make} Service',
          text: 'Genuine {make} parts, {make}-trained technicians and servicing to the {make} schedule that keeps your warranty intact.',
          buttons: [{ label: 'Book a service', link: '/service' }],
        },
        {
          blockType: 'richText',
          content: richText(
            { h2: 'Why service your {make} with us' },
            {
              list: [
                'Servicing to the {make} maintenance schedule',
                'Genuine {make} parts and fluids',
                'Latest {make} diagnostic equipment and software updates',
              ],
            },
            { link: 'See our {make} range', href: '/brands/{make-slug}' },
          ),
        },
      ],
    },
    ...(site.slug === 'sunshine-motors'
      ? [
          // A site programme page (spec 2.1's /diamond-advantage): any slug a site creates renders.
          info('diamond-advantage', 'Diamond Advantage', `The ${name} Diamond Advantage: benefits for every owner.`, [
            `Buy your next car from ${name} and join Diamond Advantage at no cost.`,
            {
              list: [
                'Complimentary roadside assist for 12 months',
                'A free loan car with every scheduled service',
                'Priority service bookings',
              ],
            },
            { link: 'Browse our stock', href: '/cars' },
          ]),
        ]
      : []),
    info('buying', 'Buying a Car', 'How buying a car with us works, from search to drive away.', [
      { h2: 'Find your car' },
      'Search our new, used and demo stock, save favourites and compare them side by side.',
      { h2: 'Make it yours' },
      { list: ['Reserve online with a refundable deposit', 'Get a trade-in valuation', 'Apply for finance'] },
      { link: 'Start searching', href: '/search/used-cars' },
    ]),
  ]
  return pages.map((page) => ({
    ...page,
    title: spellFor(site.locale, page.title),
    description: spellFor(site.locale, page.description),
    layout: spellLayout(site.locale, page.layout),
  }))
}

function info(
  slug: string,
  title: string,
  description: string,
  parts: Parameters<typeof richText>,
): { slug: string; title: string; description: string; layout: Layout } {
  return { slug, title, description, layout: [{ blockType: 'richText', content: richText(...parts) }] }
}

/** Seeded text in the site's spelling and units (the US site says inquiry, color and miles). */
function spellLayout(locale: string, layout: Layout): Layout {
  return JSON.parse(JSON.stringify(layout), (_key, value: unknown) =>
    typeof value === 'string'
      ? spellFor(locale, value).replace(/(\d[\d,]*) km\b/g, (_all, km: string) =>
          formatDistance(locale, Number(km.replace(/,/g, ''))),
        )
      : value,
  ) as Layout
}

const DEMO_SLIDES = [
  { heading: '3 Year Standard warranty on every used car', link: '/warranty', linkLabel: 'See what is covered' },
  { heading: 'Trade in your car today', link: '/trade-in', linkLabel: 'Value my car' },
  { heading: 'Finance arranged in-house', link: '/finance', linkLabel: 'Apply for finance' },
]

/** The site's demo banners and home page hero in its media library (drawn once; found again by their alt text). */
async function seedDemoArt(payload: Payload, site: SeedSite): Promise<{ banners: number[]; hero: number }> {
  const primary = site.theme?.primaryColour || '#0b4f9c'
  const accent = site.theme?.accentColour || '#f2a900'
  const banners: number[] = []
  for (let i = 0; i < DEMO_SLIDES.length; i++) {
    const alt = `${site.name} promotion ${i + 1}: ${DEMO_SLIDES[i]!.heading}`
    banners.push(
      await artMedia(payload, site.id, alt, `${site.slug}-promotion-${i + 1}`, bannerArt(primary, accent, i)),
    )
  }
  const hero = await artMedia(
    payload,
    site.id,
    `${site.name}: cars on the road at dusk`,
    `${site.slug}-hero`,
    heroArt(primary, accent),
  )
  return { banners, hero }
}

/**
 * Publishes the demo pages of a site that does not have them yet. A page that exists is left alone, so
 * editors' changes survive a restart (the demo seeds on every start).
 */
export async function seedDemoPages(payload: Payload, site: SeedSite): Promise<number> {
  let created = 0
  const { banners, hero } = await seedDemoArt(payload, site)
  for (const page of demoPages(site, banners, hero)) {
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { and: [{ site: { equals: site.id } }, { slug: { equals: page.slug } }] },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'pages',
      data: {
        site: site.id,
        title: page.title,
        slug: page.slug,
        layout: page.layout,
        seo: { description: page.description },
        _status: 'published',
      },
      overrideAccess: true,
    })
    created += 1
  }
  return created
}
