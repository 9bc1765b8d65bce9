import { notFound, redirect } from 'next/navigation'

import { vehicleLeadCar } from '@/components/leads/vehicle-lead-forms'
import { FinanceForm } from '@/components/leads/deferred/finance-form'
import { FormBesideLocations } from '@/components/leads/form-beside-locations'
import { fill, labelsFor } from '@/domain/labels'
import { financeDisclaimerFor } from '@/domain/finance-disclaimer'
import { financeSettingsOf, weeklyFinance, type LenderFigures } from '@/domain/finance-eligibility'
import { financePrefill, PERSONALISED_FINANCE_SUBCATEGORY } from '@/domain/finance-form'
import { carTitle } from '@/domain/car-title'
import { salesLocations } from '@/domain/locations'
import { countedPrice, formatDollars, isRealPrice } from '@/domain/price-display'
import type { FinancePath } from '@/domain/site-settings'
import { formRules } from '@/leads/form-rules'
import { requireCustomer } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost, siteLocations, type ResolvedSite } from '@/lib/data/sites'
import type { Car } from '@/payload-types'

import { fillNodes } from '@/components/fill-nodes'

export type FinancePageProps = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The query as a string again (for the sign-in return path and the redirect to the site's own finance path). */
function queryString(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The car a finance link names, when it is this site's and shown on its website. */
async function siteCar(site: ResolvedSite, id: number | undefined): Promise<Car | null> {
  if (id === undefined) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [{ id: { equals: id } }, { site: { equals: site.id } }, { show_on_dealer_website: { not_equals: false } }],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function loadSite(params: FinancePageProps['params']) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  return site
}

/**
 * The finance page (spec 2.1): `/finance`, `/finance-enquiry` or `/apply-for-finance`, whichever the site uses
 * (the others redirect there), with `preferredDealership`, `vehiclePriceBudget`, `car_id` and `car_type`
 * prefilling the form (a malformed value is left out). Sign-in gated on sites with personalised finance.
 */
export async function FinancePage({ params, searchParams, path }: FinancePageProps & { path: FinancePath }) {
  const site = await loadSite(params)
  const query = await searchParams
  const own = site.settings.features.financePath
  if (own !== path) redirect(`${own}${queryString(query)}`)
  const customer = await requireCustomer(site, `${own}${queryString(query)}`, 'finance')
  return <FinanceContent site={site} query={query} customer={customer} personalised={false} />
}

/** `/personalised/finance?car_id=` (spec 2.1): on sites that have it, for signed-in shoppers, prefilled from their account. */
export async function PersonalisedFinancePage({ params, searchParams }: FinancePageProps) {
  const site = await loadSite(params)
  if (!site.settings.features.personalisedFinance) notFound()
  const query = await searchParams
  const customer = await requireCustomer(site, `/personalised/finance${queryString(query)}`, 'finance')
  return <FinanceContent site={site} query={query} customer={customer} personalised />
}

async function FinanceContent({
  site,
  query,
  customer,
  personalised,
}: {
  site: ResolvedSite
  query: Record<string, string | string[] | undefined>
  customer: { name?: string | null; email?: string | null; phone_number?: string | null } | null
  personalised: boolean
}) {
  const { features, locale, now, currentYear } = site.settings
  const all = await siteLocations(site)
  const { rules, locations, dealerships } = formRules(site, all, { general: true, now })
  const prefill = financePrefill(
    query,
    locations.map((l) => l.slug),
  )
  const car = await siteCar(site, prefill.car_id)
  const title = car ? carTitle(car) : null
  const labels = labelsFor(locale)
  const provider = features.financeProvider
  const lenders = car?.finance_lenders as Record<string, LenderFigures | undefined> | null | undefined
  const lender = car && provider ? lenders?.[provider] : undefined
  // The car's weekly estimate: the lender's, or worked out at the site's finance rate.
  const estimate =
    car && lender
      ? weeklyFinance(
          { year: car.year ?? null, price: car.price ?? null, status: car.status, financeLenders: lenders },
          financeSettingsOf(features),
          currentYear,
        )
      : null
  const defaultLocation =
    prefill.preferredDealership ??
    (car?.location?.slug && rules.locations.includes(car.location.slug) ? car.location.slug : undefined)

  return (
    <>
      <main className="finance-page">
        <h1>{personalised ? labels.yourPersonalisedFinance : labels.applyForFinance}</h1>
        <p>
          {fill(labels.financeIntro, {
            site: site.name,
            name: personalised && customer?.name ? `, ${customer.name}` : '',
          })}
        </p>
        {car && title && (
          <section aria-labelledby="finance-car" className="finance-car">
            <h2 id="finance-car">{fillNodes(labels.financeFor, { car: <a href={`/cars/${car.slug}`}>{title}</a> })}</h2>
            {isRealPrice(car.price) && <p>{fill(labels.priceAmount, { price: formatDollars(car.price, locale) })}</p>}
            {estimate && (
              <p>
                {fillNodes(labels.estimatedPerWeek, {
                  amount: <strong>{formatDollars(estimate.weekly, locale)}</strong>,
                })}
              </p>
            )}
          </section>
        )}
        {/* Every finance link lands on the form (its id is FINANCE_FORM_ANCHOR: spec 2.1 anchors the finance pages to it). */}
        <FormBesideLocations site={site} locations={salesLocations(all)}>
          <FinanceForm
            site={site.slug}
            car={car ? vehicleLeadCar(car) : null}
            rules={rules}
            locations={locations}
            dealerships={dealerships}
            captcha={features.captcha}
            defaults={{
              name: customer?.name ?? undefined,
              email: customer?.email ?? undefined,
              phone: customer?.phone_number ?? undefined,
              location: defaultLocation,
              vehiclePriceBudget: prefill.vehiclePriceBudget ?? countedPrice(car?.price) ?? undefined,
              car_type: prefill.car_type ?? (car ? (car.car_type as 'new' | 'used' | 'demo') : undefined),
            }}
            subcategory={personalised ? PERSONALISED_FINANCE_SUBCATEGORY : undefined}
          />
          <p className="finance-disclaimer muted">{financeDisclaimerFor(site.settings.country)}</p>
        </FormBesideLocations>
      </main>
    </>
  )
}
