import { expect, test, type Page } from './test'

import { seriousViolations } from './axe'
import { siteUrl } from './server'

const CARS = siteUrl('sunshine-motors', '/cars')

/** Waits until the filter form is hydrated (its JavaScript-only parts are on). */
async function openCars(page: Page, url = CARS) {
  await page.goto(url)
  await expect(page.locator('.filters-enhanced')).toHaveCount(1)
  return page.getByRole('form', { name: 'Filter cars' })
}

test('ticking a filter or choosing a sort applies it at once, back on page 1', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const filters = await openCars(page, siteUrl('sunshine-motors', '/cars?page=2'))
  const count = await page.getByTestId('search-count').textContent()
  await filters.locator('summary', { hasText: /^Make$/ }).click()
  await filters.getByRole('checkbox', { name: /^Toyota/ }).check()
  await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B0%5D=Toyota/)
  expect(page.url()).not.toMatch(/[?&]page=/)
  await expect(page.getByTestId('search-count')).not.toHaveText(count ?? '')
  await expect(filters).toHaveAttribute('aria-busy', 'false')

  await filters.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc')
  await expect(page).toHaveURL(/sortBy=price_asc/)
  expect(page.url()).toMatch(/refinementList%5Bmake%5D%5B0%5D=Toyota/)

  // Back: the controls show the earlier search again.
  await page.goBack()
  await expect(page).not.toHaveURL(/sortBy=/)
  await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance')
  await expect(filters.getByRole('checkbox', { name: /^Toyota/ })).toBeChecked()
  expect(errors).toEqual([])
})

test('search text navigates once, after a pause', async ({ page }) => {
  const filters = await openCars(page)
  const entries = await page.evaluate(() => history.length)
  await filters.getByRole('combobox', { name: 'Search', exact: true }).pressSequentially('hilux', { delay: 80 })
  await expect(page).toHaveURL(/[?&]query=hilux(&|$)/)
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => history.length)).toBe(entries + 1)
  await expect(page.locator('.car-card h3').first()).toContainText(/hilux/i)
})

test('the search field offers the last five searches', async ({ page }) => {
  const filters = await openCars(page)
  const box = filters.getByRole('combobox', { name: 'Search', exact: true })
  for (const text of ['ford', 'hilux', 'mazda', 'ute', 'diesel', 'ranger']) {
    await box.fill(text)
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`query=${text}`))
  }
  await expect(box).toHaveAttribute('list', 'search-history')
  await expect(page.locator('#search-history option')).toHaveCount(5)
  expect(
    await page
      .locator('#search-history option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['ranger', 'diesel', 'ute', 'mazda', 'hilux'])
  await page.reload()
  await expect(page.locator('#search-history option')).toHaveCount(5)
})

test('price sliders work from the keyboard: rounded to 1000, the minimum never past the maximum, applied on release', async ({
  page,
}) => {
  const filters = await openCars(page)
  await filters.locator('summary', { hasText: /^Price$/ }).click()
  const minimum = filters.getByRole('slider', { name: 'Minimum price' })
  const maximum = filters.getByRole('slider', { name: 'Maximum price' })
  await minimum.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/range%5Bprice%5D=\d+%3A/)
  const low = Number(new URL(page.url()).searchParams.get('range[price]')?.split(':')[0])
  expect(low % 1000).toBe(0)
  expect(low).toBeGreaterThan(0)
  await expect(filters.getByRole('spinbutton', { name: 'Min' }).first()).toHaveValue(String(low))
  await expect(minimum).toHaveValue(String(low))

  await maximum.focus()
  await page.keyboard.press('Home')
  await expect(page).toHaveURL(new RegExp(`range%5Bprice%5D=${low}%3A${low}(&|$)`))
  await expect(maximum).toHaveValue(String(low))
  await minimum.focus()
  await page.keyboard.press('End')
  await expect(minimum).toHaveValue(String(low))
})

test('a typed price outside the range changes nothing and logs the reason', async ({ page }) => {
  const filters = await openCars(page)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await filters.locator('summary', { hasText: /^Price$/ }).click()
  const max = filters.getByRole('spinbutton', { name: 'Max' }).first()
  const top = Number(await filters.getByRole('slider', { name: 'Maximum price' }).getAttribute('max'))
  await max.fill(String(top + 1000))
  await max.press('Tab')
  await expect.poll(() => warnings).toContain('Cannot refine above the range maximum')
  await expect(max).toHaveValue('')
  expect(page.url()).toBe(CARS)

  const min = filters.getByRole('spinbutton', { name: 'Min' }).first()
  await min.fill('30000')
  await min.press('Tab')
  await expect(page).toHaveURL(/range%5Bprice%5D=30000%3A(&|$)/)
  await expect(filters.getByRole('slider', { name: 'Minimum price' })).toHaveValue('30000')
})

test('the make picker shows seven makes, then the rest behind Show all makes', async ({ page }) => {
  const filters = await openCars(page)
  await filters.locator('summary', { hasText: /^Make$/ }).click()
  const makes = filters.locator('input[name^="refinementList[make]"]:visible')
  await expect(makes).toHaveCount(7)
  await filters.locator('summary', { hasText: 'Show all makes' }).click()
  const all = await makes.count()
  expect(all).toBeGreaterThan(7)
  expect(all).toBeLessThanOrEqual(30)
})

test('under 768 px the filters are a modal drawer whose changes only update the count until Show Me', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const filters = await openCars(page)
  const opener = page.getByRole('button', { name: 'Filters' })
  await expect(filters).toBeHidden()

  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  expect(await seriousViolations(page)).toEqual([])

  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement))
  await expect.poll(focusInside).toBe(true)
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInside()).toBe(true)
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInside()).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  await opener.click()
  const show = dialog.getByRole('button', { name: /^Show Me/ })
  const before = await show.textContent()
  const url = page.url()
  await dialog.locator('summary', { hasText: /^Make$/ }).click()
  await dialog.getByRole('checkbox', { name: /^Toyota/ }).check()
  await expect(show).not.toHaveText(before ?? '')
  expect(page.url()).toBe(url)
  const shown = (await show.textContent())?.match(/Show Me ([\d,]+) cars/)?.[1]
  expect(shown).toBeTruthy()

  await show.click()
  await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B0%5D=Toyota/)
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('search-count')).toHaveText(`${shown} cars found`)
  await context.close()
})

test('without JavaScript the form shows inline on a phone, with no sliders, and all makes behind a disclosure', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(CARS)
  const filters = page.getByRole('form', { name: 'Filter cars' })
  await expect(filters).toBeVisible()
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0)
  await filters.locator('summary', { hasText: /^Price$/ }).click()
  await expect(filters.getByRole('spinbutton', { name: 'Min' }).first()).toBeVisible()
  await expect(filters.getByRole('slider')).toHaveCount(0)

  await filters.locator('summary', { hasText: /^Make$/ }).click()
  await filters.locator('summary', { hasText: 'Show all makes' }).click()
  const last = filters.locator('input[name^="refinementList[make]"]').last()
  await expect(last).toBeVisible()
  const make = await last.getAttribute('value')
  await last.check()
  await filters.getByRole('button', { name: /^Show Me/ }).click()
  await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B0%5D=/)
  expect(new URL(page.url()).searchParams.get('refinementList[make][0]')).toBe(make)
  await expect(filters.locator('details.more-values')).toHaveAttribute('open', '')
  await context.close()
})
