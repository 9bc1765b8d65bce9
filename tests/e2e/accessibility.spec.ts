/**
 * Accessibility on every page type (tests/e2e/page-types.ts) and in every interactive state: axe-core with
 * zero serious or critical violations; every interactive control reachable by Tab; dialogs opened from the
 * keyboard keep focus inside, close on Escape and hand focus back. A new page type is covered by its line in
 * page-types.ts.
 */
import { expect, test, type Locator, type Page } from './test'

import { seriousViolations } from './axe'
import { contextFor } from './page-context'
import { PAGE_TYPES, type DemoSite, type PageContext } from './page-types'
import { siteUrl } from './server'

// Every test loads its own pages and only reads: the two workers share them (the Tab walks take minutes).
test.describe.configure({ mode: 'parallel' })

const urlOf = async (site: DemoSite, path: string | ((context: PageContext) => string)) =>
  siteUrl(site, typeof path === 'string' ? path : path(await contextFor(site)))

/** The states a page only shows after an action: open dialogs and drawers, forms showing their errors. */
type State = {
  name: string
  site: DemoSite
  path: string | ((context: PageContext) => string)
  phone?: boolean
  reach: (page: Page) => Promise<Locator>
}

const openDialog = (button: string, title: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

const submitEmpty = (button: string) => async (page: Page) => {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: button }) })
  await form.getByRole('button', { name: button }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
  return form
}

const STATES: State[] = [
  {
    name: 'finance estimate dialog',
    site: 'sunshine-motors',
    path: ({ car }) => `/cars/${car.slug}`,
    reach: openDialog('How is this worked out?', 'About this estimate'),
  },
  {
    name: 'certified pre-owned dialog',
    site: 'sunshine-motors',
    path: ({ car }) => `/cars/${car.slug}`,
    reach: openDialog('What certified pre-owned means', 'Certified pre-owned'),
  },
  {
    name: 'payment methods dialog',
    site: 'sunshine-motors',
    path: ({ car }) => `/cars/${car.slug}`,
    reach: openDialog('Payment methods', 'Payment methods'),
  },
  {
    name: 'test drive booking dialog with errors',
    site: 'sunshine-motors',
    path: ({ car }) => `/cars/${car.slug}`,
    reach: async (page) => {
      const dialog = await openDialog('Book a Test Drive', 'Book a test drive')(page)
      await dialog.getByRole('button', { name: 'Book test drive' }).click()
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
      return dialog
    },
  },
  {
    name: 'enquiry form with errors',
    site: 'sunshine-motors',
    path: ({ car }) => `/cars/${car.slug}`,
    reach: async (page) => {
      const form = page.locator('#interested form')
      // 'Next' is a script-only button: a click before the form hydrates does nothing, so click until it shows.
      await expect(async () => {
        await form.getByRole('button', { name: 'Next' }).click()
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      return form
    },
  },
  {
    name: 'enquiry form with errors (sections layout)',
    site: 'harbour-city-cars',
    path: ({ car }) => `/cars/${car.slug}`,
    reach: submitEmpty('Next'),
  },
  {
    name: 'filter drawer on a phone',
    site: 'sunshine-motors',
    path: '/cars',
    phone: true,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click()
      const dialog = page.getByRole('dialog', { name: 'Filters' })
      await expect(dialog).toBeVisible()
      await dialog.locator('summary', { hasText: /^Make$/ }).click()
      return dialog
    },
  },
  { name: 'sign-in form with errors', site: 'sunshine-motors', path: '/sign-in', reach: submitEmpty('Sign in') },
  { name: 'sign-up form with errors', site: 'sunshine-motors', path: '/sign-up', reach: submitEmpty('Create account') },
  {
    name: 'forgot-password form with errors',
    site: 'sunshine-motors',
    path: '/forgot-password',
    reach: submitEmpty('Email me a link'),
  },
  {
    name: 'reset-password form with errors',
    site: 'sunshine-motors',
    path: '/reset-password?token=0123456789abcdef0123456789abcdef',
    reach: submitEmpty('Change password'),
  },
  // The lead forms' pages.
  { name: 'trade-in form with errors', site: 'sunshine-motors', path: '/trade-in', reach: submitEmpty('Next') },
  {
    name: 'service booking form with errors',
    site: 'sunshine-motors',
    path: '/service',
    reach: submitEmpty('Book service'),
  },
  { name: 'contact form with errors', site: 'sunshine-motors', path: '/contact', reach: submitEmpty('Send enquiry') },
  {
    name: 'finance form with errors',
    site: 'harbour-city-cars',
    path: '/finance-enquiry',
    reach: submitEmpty('Send finance enquiry'),
  },
  {
    name: 'checkout form with errors',
    site: 'lone-star-auto',
    path: ({ car }) => `/cars/${car.slug}/buy-online`,
    reach: submitEmpty('Reserve this car'),
  },
]

test.describe('axe on open dialogs, the filter drawer and forms showing errors', () => {
  for (const state of STATES) {
    test(state.name, async ({ browser }) => {
      const context = await browser.newContext(
        state.phone ? { viewport: { width: 390, height: 844 }, hasTouch: true } : {},
      )
      const page = await context.newPage()
      await page.goto(await urlOf(state.site, state.path))
      await state.reach(page)
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    })
  }
})

/** What the Tab walk keeps in the page. */
type KbWindow = { __kbOpen: (element: HTMLElement) => boolean; __kbSeen: string[] }

/**
 * Tabs through the whole page and returns the visible interactive controls Tab never reached. Controls a
 * widget moves focus to with arrow keys (tabindex="-1": tabs, radio groups) are reached through the one
 * control of their group in the tab order, so only the tab order's own controls are expected.
 */
async function unreachableByTab(page: Page): Promise<string[]> {
  // In the page: which control is one to reach now (shown and enabled), the controls counted, and the
  // focus they received, recorded by a listener so that the walk is one key press per control.
  const total = await page.evaluate(() => {
    const kb = window as unknown as KbWindow
    kb.__kbOpen = (element) =>
      // checkVisibility: false inside a closed <details> too (its content is content-visibility: hidden, yet laid out).
      element.checkVisibility({ visibilityProperty: true }) &&
      !(element as HTMLButtonElement).disabled &&
      element.closest('[inert], fieldset[disabled]') === null
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]'
    let index = 0
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!kb.__kbOpen(element) || element.tabIndex < 0) continue
      // A radio group is one Tab stop (arrows move within it): its checked radio, else its first.
      if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
        const group = `input[type="radio"][name="${CSS.escape(element.name)}"]`
        if (document.querySelector(`${group}:checked`) || document.querySelector(group) !== element) continue
      }
      element.dataset.kb = String(index++)
    }
    const seen: string[] = []
    kb.__kbSeen = seen
    // On the window, in the capture phase: React stops a focus event aimed at a form it has not hydrated
    // yet (the deferred forms hydrate on first focus) before it bubbles to the document.
    window.addEventListener(
      'focusin',
      (event) => {
        const key = (event.target as HTMLElement | null)?.dataset?.kb
        if (key !== undefined) seen.push(key)
      },
      true,
    )
    return index
  })
  // Controls that load on the way (the locations map's zoom buttons and markers, once scrolled into view)
  // take Tab stops of their own: keep pressing until every counted control still there was reached, within
  // a bound. A counted control that went away on the way (the map, hidden for its address card when its
  // tiles do not come; a card on a carousel slide that rotated out, inert now; the carousel's Next button
  // once it rotated to the end) is no longer there to reach.
  const unreached = () =>
    page.evaluate(() => {
      const kb = window as unknown as KbWindow
      const seen = new Set(kb.__kbSeen)
      return [...document.querySelectorAll<HTMLElement>('[data-kb]')]
        .filter((element) => !seen.has(element.dataset.kb!) && kb.__kbOpen(element))
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        )
    })
  for (let i = 0; i < 2 * total + 20; i += 1) {
    await page.keyboard.press('Tab')
    if (i >= total && i % 10 === 0 && (await unreached()).length === 0) break
  }
  return unreached()
}

// One page load per page type for both checks.
test.describe('axe, and every control reachable by Tab, on every page type', () => {
  for (const pageType of PAGE_TYPES) {
    test(`${pageType.name} (${pageType.site})`, async ({ page }) => {
      test.setTimeout(240_000) // a search page has some 150 controls in its tab order: minutes on a starved machine
      const response = await page.goto(await urlOf(pageType.site, pageType.path))
      expect(response?.status()).toBe(pageType.status ?? 200)
      expect(await seriousViolations(page)).toEqual([])
      if (pageType.status !== undefined) return // the not-found page: its links are the site's header and footer
      await page.waitForLoadState('networkidle')
      expect(await unreachableByTab(page)).toEqual([])
    })
  }
})

test.describe('dialogs by keyboard: open with Enter, focus kept inside, Escape closes and returns focus', () => {
  for (const [button, title] of [
    ['How is this worked out?', 'About this estimate'],
    ['What certified pre-owned means', 'Certified pre-owned'],
    ['Payment methods', 'Payment methods'],
    ['Book a Test Drive', 'Book a test drive'],
  ] as const) {
    test(title, async ({ page }) => {
      await page.goto(await urlOf('sunshine-motors', ({ car }) => `/cars/${car.slug}`))
      const opener = page.getByRole('button', { name: button, exact: true }).first()
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement))
      await expect.poll(focusInside).toBe(true)
      // A native modal dialog makes the page behind it inert: Tab cycles through the dialog (and the browser's
      // own controls, where focus leaves the document), never to the page.
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab')
        const outside = await dialog.evaluate(
          (element) =>
            document.activeElement !== document.body &&
            document.activeElement !== null &&
            !element.contains(document.activeElement),
        )
        expect(outside, `focus left the dialog after ${i + 1} presses`).toBe(false)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })
  }
})

test('the photo gallery and the tabs work from the keyboard', async ({ page }) => {
  // The feed's photo host never answers in tests, and a photo that fails is dropped: serve them.
  const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
  await page.route('https://images.example/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(pixel, 'base64') }),
  )
  await page.goto(await urlOf('sunshine-motors', ({ car }) => `/cars/${car.slug}`))
  const gallery = page.getByRole('region', { name: 'Photos' })
  await gallery.focus()
  await expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeDisabled()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(gallery).toContainText('3 of 3')
  await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeDisabled()
  await page.keyboard.press('ArrowLeft')
  await expect(gallery).toContainText('2 of 3')

  const tabs = page.getByRole('tablist')
  const first = tabs.getByRole('tab').first()
  await first.focus()
  await page.keyboard.press('End')
  const last = tabs.getByRole('tab').last()
  await expect(last).toBeFocused()
  await expect(last).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toBeVisible()
  await page.keyboard.press('ArrowRight') // wraps to the first
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(last).toBeFocused()
  await page.keyboard.press('Home')
  await expect(first).toHaveAttribute('aria-selected', 'true')
})

test('the show-more toggles and the filter sections open with Enter and Space', async ({ page }) => {
  await page.goto(await urlOf('sunshine-motors', ({ car }) => `/cars/${car.slug}`))
  const tabs = page.getByRole('tablist')
  await tabs.getByRole('tab', { name: 'Features' }).focus()
  await page.keyboard.press('Enter')
  const features = page.getByRole('tabpanel').filter({ hasText: 'ABS' })
  await expect(features.getByRole('listitem')).toHaveCount(8)
  await features.getByRole('button', { name: 'Show All' }).focus()
  await page.keyboard.press('Space')
  await expect(features.getByRole('listitem')).toHaveCount(9)

  await page.goto(siteUrl('sunshine-motors', '/cars'))
  const make = page.locator('summary', { hasText: /^Make$/ }).first()
  await make.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('checkbox', { name: /^Toyota/ }).first()).toBeVisible()
  await page
    .getByRole('checkbox', { name: /^Toyota/ })
    .first()
    .focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B0%5D=Toyota/)
})
