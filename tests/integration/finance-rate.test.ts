/**
 * The site setting 'Finance calculator default rate' (issue 22: no switch that does nothing): a car whose
 * lender quotes no weekly payment shows a weekly estimate worked out at the site's rate, on its search card
 * as the server renders it; the lender's own payment stays the lender's.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientLabels } from '../../src/components/client-labels'
import { LocaleProvider } from '../../src/components/locale-context'
import { CarCard } from '../../src/components/search/car-card'
import { localeSwaps } from '../../src/domain/labels'
import { findSiteByHost, resolveSite, type PublicSite } from '../../src/lib/data/site-lookup'
import { fixtureDocument } from '../../src/search/conformance'
import { seededPayload, testSiteData } from './platform'

let payload: Payload
let siteId: number

beforeAll(async () => {
  payload = await seededPayload()
  const site = await payload.create({
    collection: 'sites',
    data: {
      ...testSiteData('Finance Rate Motors', 'finance-rate-motors'),
      features: { financeProvider: 'broker', financeDefaultRate: 5 },
    },
    overrideAccess: true,
  })
  siteId = site.id
})
afterAll(async () => {
  await payload.delete({ collection: 'sites', id: siteId, overrideAccess: true })
})

const setRate = (financeDefaultRate: number) =>
  payload.update({
    collection: 'sites',
    id: siteId,
    data: { features: { financeProvider: 'broker', financeDefaultRate } },
    overrideAccess: true,
  })

/** The site as a request reads it, fresh from the database. */
const loadSite = async (): Promise<PublicSite> => (await findSiteByHost(payload, 'finance-rate-motors.localhost'))!

/** The car's search card as the server renders it inside the site layout. */
const card = async (lender: { paymentWeek?: number | null }) => {
  const site = resolveSite(await loadSite(), new Date())
  const car = fixtureDocument({
    id: 9_001,
    site_id: siteId,
    year: 2022,
    make: 'Toyota',
    model: 'Corolla',
    price: 30_000,
    finance_lender: { interestRate: 9, comparisonRate: 9.5, ...lender },
  })
  const locale = site.settings.locale
  return renderToStaticMarkup(
    // The site layout's provider (a plain function component) around the card, as on a page.
    LocaleProvider({
      locale,
      labels: clientLabels(locale),
      swaps: localeSwaps(locale),
      children: createElement(CarCard, { car, site, position: 5 }),
    }),
  )
}

describe('the site\u2019s finance rate', () => {
  it('works out the weekly estimate of a car its lender quotes no payment for; a new rate changes it', async () => {
    await setRate(5)
    // $30,000 less a 10% deposit, over 5 years at 5%: $509.52 a month, $117.58 a week.
    const atFive = await card({})
    expect(atFive).toContain('$118 per week.')
    expect(atFive).toContain('Estimate at 5.00% p.a.')

    await setRate(15)
    // At 15%: $642.31 a month, $148.23 a week.
    const atFifteen = await card({})
    expect(atFifteen).toContain('$148 per week.')
    expect(atFifteen).toContain('Estimate at 15.00% p.a.')
    expect(atFifteen).not.toContain('$118 per week.')
  })

  it('leaves the lender\u2019s own weekly payment, at the lender\u2019s rate', async () => {
    await setRate(15)
    const quoted = await card({ paymentWeek: 99 })
    expect(quoted).toContain('$99 per week.')
    expect(quoted).toContain('Estimate at 9.00% p.a.')
  })
})
