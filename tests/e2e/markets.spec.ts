/**
 * Every market in its own words and every page on a phone (issue 17): each page type (page-types.ts) and
 * each form on it, also in its error state after submitting it empty, on each of the three demo sites,
 * - never shows a word, unit or format of another market (visible text, placeholders, aria-labels, alt
 *   and title text, the document title), and
 * - never scrolls sideways: the document is no wider than the viewport at 360, 390 and 768 px.
 * One page load per URL, at 390 px, resized to 360 and 768 px for each check; failures are collected and
 * asserted once per test, so one run names every offending page.
 */
import { expect, test, type Locator, type Page } from './test'

import { contextFor } from './page-context'
import { DEMO_SITES, PAGE_TYPES, pathOf, type DemoSite } from './page-types'
import { siteUrl } from './server'

// Every test loads its own pages and only reads: the two workers share the three sites' crawls.
test.describe.configure({ mode: 'parallel' })

/** A market's words, units and formats that the other markets never show. */
const NOT_US: RegExp[] = [
  /\bkms?\b/i,
  /enquir/i,
  /colour/i,
  /favourite/i,
  /\brego\b/i,
  /L\/100/i,
  /comparison rate/i,
  /postcode/i,
  /kilomet/i,
  /personalis/i,
]
const NOT_AU_NZ: RegExp[] = [
  /inquir/i,
  /\bcolor\b/i,
  /\bmpg\b/i,
  /\bmiles?\b/i,
  /\bZIP\b/,
  /personaliz/i,
  /favorite/i,
  /license plate/i,
]
const FORBIDDEN: Record<DemoSite, RegExp[]> = {
  'sunshine-motors': NOT_AU_NZ,
  'harbour-city-cars': NOT_AU_NZ,
  'lone-star-auto': NOT_US,
}

/** The widths checked for sideways scroll: each page loads once at the first (where its words are read), then is resized. */
const WIDTHS = [390, 360, 768] as const
/** Every page type's path, and every page with a form, once each (a path another site lacks is its 404 page, checked all the same). */
async function pathsFor(site: DemoSite): Promise<string[]> {
  const context = await contextFor(site)
  const forms = ['/contact', '/service', '/trade-in', '/finance', '/finance-enquiry', '/book-test-drive']
  // The styled 400 page (a path the rules refuse) is a page shoppers reach too.
  const badRequest = '/offers/abc'
  return [...new Set([...PAGE_TYPES.map((type) => pathOf(type, context)), ...forms, badRequest])]
}

/** What a shopper reads or hears on the page now: visible text, the labelling attributes and the title. */
const shopperText = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [alt], [title]')].flatMap((el) =>
      ['placeholder', 'aria-label', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
    )
    const options = [...document.querySelectorAll('option')].map((option) => option.textContent ?? '')
    return [document.title, document.body.innerText, ...attributes, ...options].join('\n')
  })

/** How far the document scrolls past the viewport sideways (0 when it fits), after the page has laid out and
 * redrawn at its current size (two frames: scripts that follow a media query re-render on the first). A frame
 * that never comes (once, on a slow host, the crawl waited 15 minutes for one) counts after 500 ms. */
const overflow = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++)
      await new Promise((resolve) => {
        requestAnimationFrame(resolve)
        setTimeout(resolve, 500)
      })
    return Math.max(0, document.documentElement.scrollWidth - window.innerWidth)
  })

/** Each line of the text that matches one of the patterns, with the pattern (capped, so a report stays readable). */
function foreignWords(text: string, patterns: RegExp[]): string[] {
  const found: string[] = []
  for (const line of text.split('\n')) {
    const pattern = patterns.find((candidate) => candidate.test(line))
    if (pattern) found.push(`${String(pattern)} in "${line.trim().slice(0, 120)}"`)
  }
  return found.slice(0, 5)
}

/** The visible lead and account forms of the page. */
async function visibleForms(page: Page): Promise<Locator[]> {
  const forms = page.locator('form.lead-form, form.account-form')
  const visible: Locator[] = []
  for (let i = 0; i < (await forms.count()); i++) if (await forms.nth(i).isVisible()) visible.push(forms.nth(i))
  return visible
}

/**
 * Submits a form empty (its submit button, or 'Next' on a step form) and waits for its errors. The button
 * only validates once the form has hydrated, so it is clicked until an error shows. False when it showed none.
 */
async function submitEmpty(form: Locator): Promise<boolean> {
  // A step form's first step has a script-only 'Next' (class button, type button) where the others submit.
  const button = form.locator('button[type="submit"]:visible, button.button:visible').first()
  if ((await button.count()) === 0) return false
  try {
    await expect(async () => {
      await button.click({ timeout: 2_000 })
      await expect(form.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    return true
  } catch {
    return false
  }
}

for (const site of DEMO_SITES) {
  test(`${site}: its own words, and no sideways scroll at ${WIDTHS.join(', ')} px on any page or form`, async ({
    page,
  }) => {
    test.setTimeout(15 * 60_000) // some 40 pages and their forms, each checked at three widths
    const [first, ...others] = WIDTHS
    await page.setViewportSize({ width: first, height: 800 })
    const failures: string[] = []
    /** The words, then the sideways scroll at each width, ending back at the first. */
    const check = async (where: string) => {
      for (const word of foreignWords(await shopperText(page), FORBIDDEN[site])) failures.push(`${where}: ${word}`)
      for (const width of [first, ...others, first]) {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 })
        const past = await overflow(page)
        if (past > 0) failures.push(`${where}: ${past}px wider than the ${width}px viewport`)
      }
    }
    for (const path of await pathsFor(site)) {
      await page.goto(siteUrl(site, path))
      // Settled enough to read (a slow image host must not hold the crawl; the forms retry until hydrated).
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
      await check(path)
      for (const [index, form] of (await visibleForms(page)).entries()) {
        if (!(await submitEmpty(form))) {
          failures.push(`${path} form ${index + 1}: showed no error after submitting it empty`)
          continue
        }
        await check(`${path} form ${index + 1} (errors)`)
      }
      // The vehicle page's test drive booking is a form in a dialog: open it, and check it with its errors.
      const opener = page.getByRole('button', { name: 'Book a Test Drive', exact: true }).first()
      if (await opener.isVisible()) {
        const dialog = page.getByRole('dialog')
        // Script-only: a click before hydration does nothing, so click until the dialog shows.
        const opened = await expect(async () => {
          await opener.click({ timeout: 2_000 })
          await expect(dialog).toBeVisible({ timeout: 2_000 })
        })
          .toPass({ timeout: 20_000 })
          .then(() => true)
          .catch(() => false)
        const form = dialog.locator('form.lead-form').first()
        if (opened && (await form.count()) > 0 && (await submitEmpty(form)))
          await check(`${path} test drive dialog (errors)`)
        else failures.push(`${path} test drive dialog: showed no error after submitting it empty`)
      }
    }
    expect(failures).toEqual([])
  })
}

test('the US embedded form takes a whole ZIP code: 78756 is never cut to 7875', async ({ page }) => {
  // Typed key by key, as a shopper does (the input's maxlength applies to typing).
  await page.goto(siteUrl('lone-star-auto', '/contact'))
  const zip = page.getByLabel('ZIP code')
  await zip.pressSequentially('78756-1234')
  await expect(zip).toHaveValue('78756-1234')
  await zip.fill('')
  await zip.pressSequentially('78756')
  await expect(zip).toHaveValue('78756')
  await page.goto(siteUrl('sunshine-motors', '/contact'))
  const postcode = page.getByLabel('Postcode')
  await postcode.pressSequentially('40311')
  await expect(postcode).toHaveValue('4031') // the spec's 4-character Australian input
})

test('the styled 400 page keeps a gap between its two buttons on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const response = await page.goto(siteUrl('sunshine-motors', '/offers/abc'))
  expect(response?.status()).toBe(400)
  const buttons = page.locator('main a.button')
  await expect(buttons).toHaveCount(2)
  const [first, second] = await Promise.all([buttons.nth(0).boundingBox(), buttons.nth(1).boundingBox()])
  expect(first && second).toBeTruthy()
  // Stacked (the second below the first) or side by side: never touching (the row's gap is 0.75rem).
  const stacked = second!.y >= first!.y + first!.height - 1
  const gap = stacked ? second!.y - (first!.y + first!.height) : second!.x - (first!.x + first!.width)
  expect(gap).toBeGreaterThanOrEqual(8)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
