import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BookTestDriveForm } from '@/components/leads/deferred/book-test-drive-form'
import { FormBesideLocations } from '@/components/leads/form-beside-locations'
import { PageView, pageMetadata } from '@/components/pages/page-view'
import { carTitle } from '@/domain/car-title'
import { labelsFor } from '@/domain/labels'
import { parseTradeInCarId } from '@/domain/trade-in'
import { salesLocations } from '@/domain/locations'
import { formRules } from '@/leads/form-rules'
import { sitePage } from '@/lib/data/pages'
import { siteCarsByIds } from '@/lib/data/site-cars'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost, siteLocations, type ResolvedSite } from '@/lib/data/sites'

import '@/components/leads/lead-form-pages.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

const SLUG = 'book-test-drive'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  if (!site) return {}
  const page = await sitePage(site, SLUG)
  if (page) return pageMetadata(page.page, { preview: Boolean(page.preview) })
  return { title: labelsFor(site.settings.locale).testDriveTitle, alternates: { canonical: `/${SLUG}` } }
}

/** The car `?car_id=` names when it is a listed car of this site; anything else books by model. */
async function chosenCar(site: ResolvedSite, raw: string | string[] | undefined) {
  const parsed = parseTradeInCarId([raw].flat()[0] ?? null)
  if (!parsed.ok || parsed.id === null) return null
  const [car] = await siteCarsByIds(site, [parsed.id])
  return car && (car.status === 'in_stock' || car.status === 'coming_soon')
    ? { id: car.id, title: carTitle(car, { variant: true }) }
    : null
}

/**
 * `/book-test-drive` (spec 2.1, 5): the site's editable page of that slug above, then the booking: the car
 * the shopper came from (`?car_id=`) or a model of the site, the location, a date and a time within that
 * location's opening hours, and the shopper's details; a Test Drive lead.
 */
export default async function BookTestDriveRoute({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const labels = labelsFor(site.settings.locale)
  const [page, locations, models, car] = await Promise.all([
    sitePage(site, SLUG),
    siteLocations(site),
    siteContent(site).models(),
    chosenCar(site, (await searchParams).car_id),
  ])
  const {
    testDrive,
    locations: choices,
    dealerships,
  } = formRules(site, locations, {
    general: false,
    now: site.settings.now,
  })
  const booking = (
    <FormBesideLocations site={site} locations={salesLocations(locations)}>
      <section id="test-drive-booking" className="contact-form" aria-labelledby="test-drive-booking-heading">
        <h2 id="test-drive-booking-heading">{labels.testDriveWhat}</h2>
        <BookTestDriveForm
          site={site.slug}
          car={car}
          models={[...new Set(models.map((model) => [model.manufacturer?.name, model.name].filter(Boolean).join(' ')))]}
          rules={{ ...testDrive, requireVehicle: true }}
          locations={choices}
          dealerships={dealerships}
          captcha={site.settings.features.captcha}
          labels={{
            what: labels.testDriveWhat,
            car: labels.testDriveCar,
            chooseModel: labels.testDriveModelHint,
            location: labels.testDriveLocation,
            date: labels.testDriveDate,
            message: labels.requestPartMessage,
            send: labels.testDriveSend,
          }}
        />
      </section>
    </FormBesideLocations>
  )
  if (page)
    return (
      <PageView site={site} page={page.page} preview={page.preview}>
        <div className="service-page">{booking}</div>
      </PageView>
    )
  return (
    <>
      <main id="main" className="service-page">
        <h1>{labels.testDriveTitle}</h1>
        {booking}
      </main>
    </>
  )
}
