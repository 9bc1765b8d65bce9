import { expect, test } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { formatLeadDate, formatLeadTime, leadReference } from '../../src/domain/lead-summary'
import { seriousViolations } from './axe'
import { request, siteUrl, staffAuth, SUCCESS_URL } from './server'

const SUNSHINE = 'sunshine-motors.localhost'
const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }

type Hit = { id: number; slug: string }
type Lead = {
  id: number
  name: string
  message: string | null
  category: string
  form: string
  car: number | { id: number } | null
  test_drive?: { date?: string | null; time?: string | null }
}
let used: Hit

test.beforeAll(async () => {
  const car = {
    id: 'L-USED',
    name: '2020 Subaru Quokkaback',
    year: 2020,
    make: 'Subaru',
    model: 'Quokkaback',
    car_type: 'used',
    price: 27_990,
    vin: 'JF1GTBCD123456789',
    stocknum: 'Q-1',
  }
  const res = await request('/api/stock/import?site=sunshine-motors&mode=delta', {
    method: 'POST',
    headers: STOCK_KEY,
    body: [car],
  })
  expect(res.status, res.body).toBe(200)
  expect(res.json<{ rejected: unknown[] }>().rejected).toEqual([])
  await expect
    .poll(
      async () =>
        (await request('/api/search?query=quokkaback', { host: SUNSHINE })).json<{ hits: Hit[] }>().hits.length,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0)
  used = (await request('/api/search?query=quokkaback', { host: SUNSHINE })).json<{ hits: Hit[] }>().hits[0]!
})

const leadsFor = async (email: string) =>
  (
    await request('/api/leads?limit=100&depth=0', { headers: await staffAuth(email, DEMO_DEFAULTS.staffPassword) })
  ).json<{ docs: Lead[] }>().docs

test('a used-car enquiry: validation, steps, /success, the event, and the lead for that site\u2019s staff only', async ({
  page,
}) => {
  await page.goto(siteUrl('sunshine-motors', `/cars/${used.slug}`))
  await page.getByRole('link', { name: 'Enquire' }).first().click()
  const form = page.locator('#interested form')
  await expect(form.getByRole('heading', { name: /Your enquiry/ })).toBeVisible()

  // Step 1 checks its own fields: the message is required.
  await form.getByRole('button', { name: 'Next' }).click()
  const message = form.getByLabel('Message')
  await expect(message).toBeFocused()
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Please enter a message.').first()).toBeVisible()
  expect(await message.getAttribute('aria-describedby')).toBeTruthy()
  await expect(page.locator(`#${await message.getAttribute('aria-describedby')}`)).toHaveText('Please enter a message.')
  expect(await seriousViolations(page)).toEqual([])

  await message.fill('Is it still available? Can I see it on Saturday & <b>bring</b> my dog?')
  await form.getByLabel("Your car's rego (optional)").fill('abc123')
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('heading', { name: /Your details/ })).toBeFocused()

  // Step 2: bad contact details are named, the first gets focus.
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.getByLabel('Name')).toBeFocused()
  await expect(form.getByText('Please enter your name.').first()).toBeVisible()
  await expect(form.getByText('Please enter a valid email address.').first()).toBeVisible()
  await expect(form.getByRole('alert')).toContainText('Please fix the following errors:')
  expect(await seriousViolations(page)).toEqual([])

  await form.getByLabel('Name').fill('Casey Shopper')
  await form.getByLabel('Email').fill('casey@example.com')
  await form.getByLabel('Phone').fill('0400 111 222')
  await expect(form.getByLabel('Subscribe me to the latest offers and product updates')).toBeChecked()
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await page.waitForURL(SUCCESS_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thanks \u2014 we\u2019ll be in touch'.replace('\u2019', "'"),
  )
  await expect(page.getByRole('link', { name: '2020 Subaru Quokkaback' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const lead = (await leadsFor('editor@sunshine-motors.example')).find((l) => l.name === 'Casey Shopper')
  expect(lead).toMatchObject({
    form: 'enquiry',
    category: 'Vehicle Enquiry',
    message: 'Is it still available? Can I see it on Saturday & <b>bring</b> my dog?',
    car: used.id,
  })
  expect((await leadsFor('manager@harbour-city-cars.example')).some((l) => l.name === 'Casey Shopper')).toBe(false)
  const anonymous = await request('/api/leads')
  expect(anonymous.status).toBe(403)
})

test('the analytics event carries the used-enquiry id', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', `/cars/${used.slug}`))
  // Keep the page: record the data layer before /success replaces it.
  await page.exposeFunction('recordEvent', (event: unknown) => events.push(event))
  const events: unknown[] = []
  await page.evaluate(() => {
    const w = window as unknown as { dataLayer: unknown[]; recordEvent: (e: unknown) => void }
    w.dataLayer = w.dataLayer ?? []
    const push = w.dataLayer.push.bind(w.dataLayer)
    w.dataLayer.push = (...items: unknown[]) => {
      items.forEach((item) => w.recordEvent(item))
      return push(...items)
    }
  })
  const form = page.locator('#interested form')
  await form.getByLabel('Message').fill('Price?')
  await form.getByRole('button', { name: 'Next' }).click()
  await form.getByLabel('Name').fill('Event Shopper')
  await form.getByLabel('Email').fill('event@example.com')
  await form.getByLabel('Phone').fill('0400 111 333')
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await page.waitForURL(SUCCESS_URL)
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'lead_submitted',
      event_id: 15,
      site: 'sunshine-motors',
      car_id: used.id,
      form: 'enquiry',
    }),
  )
})

test('booking a test drive from the modal', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', `/cars/${used.slug}`))
  await page.getByRole('button', { name: 'Book a Test Drive' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a test drive' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Preferred time (optional)')).toBeDisabled()
  await dialog.getByRole('button', { name: 'Book test drive' }).click()
  await expect(dialog.getByText('Please enter your name.').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The next Monday, as the dealer's date: Sunshine Motors Brisbane opens 8:30 to 17:30 on weekdays (seed/content.ts).
  const date = await page.evaluate(() => {
    const d = new Date()
    d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7))
    return d.toISOString().slice(0, 10)
  })
  await dialog.getByLabel('Preferred date (optional)').fill(date)
  const time = dialog.getByLabel('Preferred time (optional)')
  await expect(time).toBeEnabled()
  await expect(time.locator('option')).toHaveText([
    'Any time',
    '08:30',
    '09:00',
    '09:30',
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '12:00',
    '12:30',
    '13:00',
    '13:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
    '17:00',
  ])
  await time.selectOption('10:30')
  await dialog.getByLabel('Name').fill('Drew Driver')
  await dialog.getByLabel('Email').fill('drew@example.com')
  await dialog.getByLabel('Phone').fill('0400 222 333')
  await dialog.getByRole('button', { name: 'Book test drive' }).click()
  await page.waitForURL(SUCCESS_URL)
  const lead = (await leadsFor('editor@sunshine-motors.example')).find((l) => l.name === 'Drew Driver')
  expect(lead).toMatchObject({ form: 'test-drive', category: 'Test Drive', test_drive: { date, time: '10:30' } })
  // The success page says what was booked (the car, the date at 10:30 in the site's words) and the lead's reference.
  const summary = page.getByRole('region', { name: 'Your test drive booking' })
  await expect(summary.locator('.lead-reference')).toHaveText(leadReference(lead!.id))
  await expect(summary).toContainText('2020 Subaru Quokkaback')
  await expect(summary.getByText(formatLeadDate('en-AU', date)!, { exact: false })).toBeVisible()
  await expect(summary).toContainText(formatLeadTime('en-AU', '10:30')!)
  expect(new URL(page.url()).searchParams.get('ref')).toBe(leadReference(lead!.id))
  // A reference with a wrong key shows nothing of the lead.
  await page.goto(siteUrl('sunshine-motors', `/success?ref=${leadReference(lead!.id)}&key=wrong`))
  await expect(page.locator('.lead-summary')).toHaveCount(0)
})

test('the lead endpoint: 400 for bad input, a captcha is required, and only this site\u2019s cars', async () => {
  const bad = await request('/api/leads', {
    host: SUNSHINE,
    method: 'POST',
    rawBody: '{not json',
    headers: { 'Content-Type': 'application/json' },
  })
  expect(bad.status).toBe(400)
  const noCaptcha = await request('/api/leads', {
    host: SUNSHINE,
    method: 'POST',
    body: { form: 'enquiry', name: 'Bot', email: 'bot@example.com', phone: '0400000000', message: 'spam' },
  })
  expect(noCaptcha.status).toBe(400)
  expect(noCaptcha.json<{ error: string }>().error).toBe('Please complete the captcha check.')
  const challenge = await request('/api/leads/challenge', { host: SUNSHINE })
  expect(challenge.status).toBe(200)
  expect(challenge.json<{ bits: number }>().bits).toBeGreaterThanOrEqual(12)
  expect((await request('/api/leads/challenge', { host: 'nowhere.localhost' })).status).toBe(404)
})
