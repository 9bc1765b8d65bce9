import { gzipSync } from 'node:zlib'

import { expect, test, type Page, type Response } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { formatMoney } from '../../src/domain/labels'
import { leadReference } from '../../src/domain/lead-summary'
import { seriousViolations } from './axe'
import { request, siteUrl, staffAuth, SUCCESS_URL } from './server'

const SUNSHINE = 'sunshine-motors.localhost'
const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }

type Lead = {
  id: number
  name: string
  form: string
  category: string
  subcategory: string | null
  last_name?: string | null
  postcode?: string | null
  preferred_contact?: string | null
  rego?: string | null
  form_completed?: boolean | null
  location?: number | null
  car?: number | null
  trade_in?: {
    under_finance?: string
    rego_state?: string
    make?: string
    model?: string
    year?: number
    km?: number
    offer_accepted?: boolean
    valuation?: { kind: string; low?: number; high?: number; reason?: string }
  }
  service?: { make?: string; model?: string; service_type?: string; date?: string | null }
}

const leadsFor = async (email = 'editor@sunshine-motors.example') =>
  (
    await request('/api/leads?limit=200&depth=0', { headers: await staffAuth(email, DEMO_DEFAULTS.staffPassword) })
  ).json<{ docs: Lead[] }>().docs
const leadNamed = async (name: string) => (await leadsFor()).find((l) => l.name === name)

let client = 0
let violations: string[] = []
/**
 * Each test its own client address, so the lead endpoint's per-client limit is not shared between tests;
 * and every page runs under the nonce policy without a violation.
 */
test.beforeEach(async ({ page }) => {
  client += 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${100 + client + Math.floor(Math.random() * 100)}` })
  violations = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text())
  })
})
test.afterEach(() => {
  expect(violations).toEqual([])
})

let corollaId = 0
test.beforeAll(async () => {
  // A car of the dealer's own with a rego, so the rego lookup has something to find.
  const car = {
    id: 'TRADE-REGO-1',
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    car_type: 'used',
    price: 26_990,
    km: 41_000,
    regplate: 'TRD 321',
    state: 'QLD',
  }
  const res = await request('/api/stock/import?site=sunshine-motors&mode=delta', {
    method: 'POST',
    headers: STOCK_KEY,
    body: [car],
  })
  expect(res.status, res.body).toBe(200)
  await expect
    .poll(
      async () =>
        (await request('/api/search?query=ascent%20sport%20corolla&hitsPerPage=100', { host: SUNSHINE }))
          .json<{ hits: Array<{ id: number; name: string }> }>()
          .hits.find((h) => h.name === car.name)?.id ?? 0,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0)
  corollaId = (await request('/api/search?query=ascent%20sport%20corolla&hitsPerPage=100', { host: SUNSHINE }))
    .json<{ hits: Array<{ id: number; name: string }> }>()
    .hits.find((h) => h.name === car.name)!.id
})

async function contactStep(page: Page, name: string) {
  const wizard = page.locator('.trade-in-wizard')
  await wizard.getByLabel('Name').fill(name)
  await wizard.getByRole('textbox', { name: 'Email' }).fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`)
  await wizard.getByRole('textbox', { name: 'Phone' }).fill('0400 123 456')
  await wizard.getByRole('group', { name: 'Preferred contact method' }).getByLabel('SMS').check()
  await wizard.getByRole('group', { name: 'Is Your Car Currently Under Finance?' }).getByLabel('No').check()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByRole('heading', { name: /Your car/ })).toBeFocused()
}

async function answerCondition(page: Page) {
  const wizard = page.locator('.trade-in-wizard')
  await wizard
    .getByRole('group', { name: 'Has the car been in an accident or had panel repairs?' })
    .getByLabel('No')
    .check()
  await wizard
    .getByRole('group', { name: 'Does the car have any mechanical or electrical problems?' })
    .getByLabel('No')
    .check()
  await wizard.getByRole('group', { name: 'Does the car have a full service history?' }).getByLabel('Yes').check()
  await wizard.getByRole('group', { name: 'How would you describe the body and interior?' }).getByLabel('Good').check()
  await wizard.getByRole('group', { name: 'How many keys do you have?' }).getByLabel('2 or more').check()
}

test('the trade-in wizard: lead capture, rego lookup, answers, the estimate, the offer accepted', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/trade-in'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade in your car')
  const wizard = page.locator('.trade-in-wizard')
  await expect(wizard.getByRole('heading', { name: /Your details/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Step 1 names every missing answer.
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(wizard.getByText('Please choose how we should contact you.').first()).toBeVisible()
  await expect(wizard.getByText('Please tell us whether your car is under finance.').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await contactStep(page, 'Tara Tradein')
  // The dealer has the lead as soon as step 1 is done.
  await expect
    .poll(async () => (await leadNamed('Tara Tradein'))?.subcategory, { timeout: 15_000 })
    .toBe('1. Lead Captured')
  expect(await leadNamed('Tara Tradein')).toMatchObject({
    form: 'trade-in',
    category: 'Trade-in Enquiry',
    preferred_contact: 'SMS',
    form_completed: false,
    trade_in: { under_finance: 'No' },
  })
  expect(await seriousViolations(page)).toEqual([])

  // Step 2: the rego lookup finds the dealer's own record and fills the car in.
  await wizard.getByLabel('Rego (optional)').fill('trd321')
  await wizard.getByLabel('State').selectOption('QLD')
  await wizard.getByRole('button', { name: 'Look up rego' }).click()
  await expect(wizard.getByRole('status')).toContainText('We found a 2021 Toyota Corolla')
  await expect(wizard.getByLabel('Make')).toHaveValue('Toyota')
  await expect(wizard.getByLabel('Model')).toHaveValue('Corolla')
  await expect(wizard.getByLabel('Year')).toHaveValue('2021')
  await wizard.getByLabel('Odometer (km)').fill('45,000')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByRole('heading', { name: /Its condition/ })).toBeFocused()

  // Step 3: every question must be answered.
  await wizard.getByRole('button', { name: 'Get my estimate' }).click()
  await expect(wizard.getByText('Please answer this question.').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await answerCondition(page)
  await wizard.getByRole('button', { name: 'Get my estimate' }).click()

  // Step 4: an estimate from the market data, then the offer accepted.
  await expect(wizard.getByRole('heading', { name: /Your estimate/ })).toBeFocused()
  await expect(wizard.getByText(/Your estimated trade-in value: \$[\d,]+ to \$[\d,]+/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await wizard.getByRole('button', { name: 'Accept offer' }).click()
  await page.waitForURL(SUCCESS_URL)

  const lead = await leadNamed('Tara Tradein')
  expect(lead).toMatchObject({
    subcategory: '3. Offer Accepted',
    rego: 'TRD321',
    form_completed: true,
    trade_in: {
      rego_state: 'QLD',
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      km: 45_000,
      offer_accepted: true,
      valuation: { kind: 'estimate' },
    },
  })
  expect(lead!.trade_in!.valuation!.low!).toBeGreaterThan(5_000)
  expect(lead!.trade_in!.valuation!.high!).toBeGreaterThanOrEqual(lead!.trade_in!.valuation!.low!)
  expect((await leadsFor('manager@harbour-city-cars.example')).some((l) => l.name === 'Tara Tradein')).toBe(false)
  // The success page names the accepted offer and the lead's reference.
  const summary = page.getByRole('region', { name: 'Your trade-in' })
  await expect(summary.locator('.lead-reference')).toHaveText(leadReference(lead!.id))
  await expect(summary).toContainText(
    `Trade-in offer accepted${formatMoney('en-AU', lead!.trade_in!.valuation!.low!)} to ${formatMoney('en-AU', lead!.trade_in!.valuation!.high!)}`,
  )
})

test('sell my car: an old car gets no online estimate, and the lead says so', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/sell-my-car'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your car')
  await contactStep(page, 'Olly Oldcar')
  const wizard = page.locator('.trade-in-wizard')
  await wizard.getByLabel('Make').fill('Toyota')
  await wizard.getByLabel('Model').fill('Corolla')
  await wizard.getByLabel('Year').fill('2012')
  await wizard.getByLabel('Odometer (km)').fill('180000')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await answerCondition(page)
  await wizard.getByRole('button', { name: 'Get my estimate' }).click()
  await expect(wizard.getByText('No online estimate for this car.')).toBeVisible()
  await expect(wizard.getByText(/over 7 years old/)).toBeVisible()
  await expect(wizard.getByRole('button', { name: 'Accept offer' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await wizard.getByRole('button', { name: 'Finish' }).click()
  await page.waitForURL(SUCCESS_URL)
  expect(await leadNamed('Olly Oldcar')).toMatchObject({
    subcategory: '2. Valuation',
    form_completed: true,
    trade_in: { offer_accepted: false, valuation: { kind: 'none', reason: 'age' } },
  })
})

test('/cars/trade-in takes a car id: malformed is dropped, unknown is ignored, a car is named', async ({ page }) => {
  for (const bad of ['abc', '-1', '1.5', '99999999999']) {
    const res = await request(`/cars/trade-in?car_id=${bad}`, { host: SUNSHINE })
    expect([res.status, res.headers.location], bad).toEqual([307, '/cars/trade-in'])
  }
  const unknown = await request('/cars/trade-in?car_id=2000000000', { host: SUNSHINE })
  expect(unknown.status).toBe(200)
  expect(unknown.body).not.toContain('Trading in towards')
  // Another site's car is not named either.
  expect(
    (await request(`/cars/trade-in?car_id=${corollaId}`, { host: 'harbour-city-cars.localhost' })).body,
  ).not.toContain('Trading in towards')

  // The vehicle page's links lead here, to /sell-my-car and to /service.
  const slug = (await request(`/api/search?query=ascent%20sport%20corolla&hitsPerPage=100`, { host: SUNSHINE }))
    .json<{ hits: Array<{ id: number; slug: string }> }>()
    .hits.find((h) => h.id === corollaId)!.slug
  await page.goto(siteUrl('sunshine-motors', `/cars/${slug}`))
  await page.getByRole('link', { name: 'Value my trade-in' }).first().click()
  await page.waitForURL(`**/cars/trade-in?car_id=${corollaId}`)
  await expect(page.getByText('Trading in towards the')).toContainText('Toyota Corolla')
  for (const path of ['/sell-my-car', '/service', '/contact', '/contact-us', '/trade-in']) {
    expect((await request(path, { host: SUNSHINE })).status, path).toBe(200)
  }
})

test('the embedded lead form: postcode rules, and a lead stored for the chosen location', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/contact'))
  const form = page.locator('form.embedded-lead-form')
  const postcode = form.getByLabel('Postcode')
  await expect(postcode).toHaveAttribute('maxlength', '4')
  await expect(postcode).toHaveAttribute('inputmode', 'numeric')
  await postcode.pressSequentially('400012')
  await expect(postcode).toHaveValue('4000')
  await postcode.fill('123')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Invalid postcode. Please enter a 4-digit number.').first()).toBeVisible()
  await expect(form.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(form.getByLabel('First name')).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])

  await postcode.fill('40a1')
  await form.getByLabel('First name').fill('Emma')
  await form.getByLabel('Last name').fill('Bedded')
  await form.getByLabel('Phone').fill('0411 222 333')
  await form.getByLabel('Email').fill('emma@example.com')
  await form.getByLabel('Location').selectOption({ label: 'Sunshine Motors - Service' })
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(postcode).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Invalid postcode. Please enter a 4-digit number.').first()).toBeVisible()
  await postcode.fill('4000')
  await form.getByRole('button', { name: 'Send' }).click()
  await page.waitForURL(SUCCESS_URL)
  expect(await leadNamed('Emma')).toMatchObject({
    form: 'lead-form',
    last_name: 'Bedded',
    postcode: '4000',
    category: 'General Enquiry',
  })

  // The server holds the same rule.
  const res = await request('/api/leads', {
    host: SUNSHINE,
    method: 'POST',
    headers: { 'X-Forwarded-For': '192.0.2.250' },
    body: {
      form: 'lead-form',
      name: 'A',
      last_name: 'B',
      postcode: '12345',
      phone: '0400 000 000',
      email: 'a@example.com',
      location_id: 1,
    },
  })
  expect(res.status).toBe(400)
})

test('contact: the general enquiry (careers mapping), location pages scoped to the site', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/contact'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Sunshine Motors')
  expect(await seriousViolations(page)).toEqual([])
  const form = page.locator('.contact-form form')
  await form.getByLabel('Category').selectOption('Careers Enquiry')
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.getByRole('alert')).toContainText('Please fix the following errors:')
  await form.getByLabel('Message').fill('Are you hiring apprentice technicians?')
  await form.getByLabel('Name').fill('Carla Careers')
  await form.getByLabel('Email').fill('carla@example.com')
  await form.getByLabel('Phone').fill('0400 555 666')
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await page.waitForURL(SUCCESS_URL)
  expect(await leadNamed('Carla Careers')).toMatchObject({
    form: 'enquiry',
    category: 'General Enquiry',
    subcategory: 'Career Enquiry',
  })

  await page.goto(siteUrl('sunshine-motors', '/contact-us/service-centre'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Sunshine Motors - Service')
  expect(await seriousViolations(page)).toEqual([])
  expect((await request('/contact-us/no-such-place', { host: SUNSHINE })).status).toBe(404)
  expect((await request('/contact-us/auckland', { host: SUNSHINE })).status).toBe(404)
  expect((await request('/contact-us/auckland', { host: 'harbour-city-cars.localhost' })).status).toBe(200)
})

test('service booking: the form and its states, or the site\u2019s external booking address', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/service#service-booking'))
  const form = page.locator('#service-booking form')
  await form.getByRole('button', { name: 'Book service' }).click()
  await expect(form.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(form.getByText('Please choose the service you need.').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await form.getByLabel('Service', { exact: true }).selectOption('Logbook service')
  await form.getByLabel('Make').fill('Mazda')
  await form.getByLabel('Model').fill('CX-5')
  await form.getByLabel('Name').fill('Sid Service')
  await form.getByLabel('Email').fill('sid@example.com')
  await form.getByLabel('Phone').fill('0400 777 888')

  // Failure: the network drops; the form says so and can be sent again.
  await page.route('**/api/leads', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
  await form.getByRole('button', { name: 'Book service' }).click()
  await expect(form.getByRole('alert')).toContainText('An error occurred when submitting this form')
  await expect(form.getByRole('button', { name: 'Book service' })).toBeEnabled()
  await page.unroute('**/api/leads')

  // Submitting: the button is disabled with a spinner while the request runs.
  await page.route('**/api/leads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await form.getByRole('button', { name: 'Book service' }).click()
  await expect(form.getByRole('button', { name: /Sending/ })).toBeDisabled()
  await page.waitForURL(SUCCESS_URL)
  expect(await leadNamed('Sid Service')).toMatchObject({
    form: 'service',
    category: 'Service Enquiry',
    subcategory: 'Logbook service',
    service: { make: 'Mazda', model: 'CX-5', service_type: 'Logbook service' },
  })
  const booked = page.getByRole('region', { name: 'Your service booking' })
  await expect(booked.locator('.lead-reference')).toHaveText(leadReference((await leadNamed('Sid Service'))!.id))
  await expect(booked).toContainText('Logbook service')

  // A site with an external booking address links there instead.
  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const lone = (await request('/api/sites?where[slug][equals]=lone-star-auto&depth=0', { headers: admin })).json<{
    docs: Array<{ id: number }>
  }>().docs[0]!
  const patched = await request(`/api/sites/${lone.id}`, {
    method: 'PATCH',
    headers: admin,
    body: { features: { serviceBookingUrl: 'https://booking.example.com/lone-star' } },
  })
  expect(patched.status, patched.body).toBe(200)
  await page.goto(siteUrl('lone-star-auto', '/service'))
  await expect(page.getByRole('link', { name: 'Book a service online' })).toHaveAttribute(
    'href',
    'https://booking.example.com/lone-star',
  )
  await expect(page.locator('#service-booking form')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  // Put it back: other specs, running meanwhile, read Lone Star Auto as seeded (its own booking form).
  const restored = await request(`/api/sites/${lone.id}`, {
    method: 'PATCH',
    headers: admin,
    body: { features: { serviceBookingUrl: null } },
  })
  expect(restored.status, restored.body).toBe(200)
})

/**
 * The form pages carry react-hook-form and zod (the schemas the server uses too), about 43 KB compressed
 * of what /cars does not load, so their budget is the search pages' 150 KB plus that: 200 KB.
 */
const FORM_PAGE_JS_BUDGET = 200 * 1024

test('the form pages load at most 200 KB of compressed JavaScript', async ({ page }) => {
  for (const path of ['/trade-in', '/contact', '/service']) {
    const scripts: Array<Promise<number>> = []
    const collect = (res: Response) => {
      if (res.request().resourceType() === 'script')
        scripts.push(res.body().then((body) => gzipSync(body, { level: 9 }).length))
    }
    page.on('response', collect)
    await page.goto(siteUrl('sunshine-motors', path), { waitUntil: 'networkidle' })
    page.off('response', collect)
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)
    console.log(`JavaScript on ${path}: ${(bytes / 1024).toFixed(1)} KB compressed, in ${scripts.length} files`)
    expect(bytes, path).toBeLessThanOrEqual(FORM_PAGE_JS_BUDGET)
  }
})
