/**
 * Visual regression (issue 18): a full-page screenshot of every page type (tests/e2e/page-types.ts) at a
 * phone's 390 px and a desktop's 1280 px, compared with the committed baselines in
 * tests/e2e/visual.spec.ts-snapshots/. A new page type is covered by its line in page-types.ts.
 *
 * What would change from run to run is held still or masked: CSS animations and transitions are off and
 * the page asks for reduced motion (carousels do not autoplay), the caret is hidden, lazy images are
 * scrolled into view and awaited, web fonts are awaited, maps settle as their address card (their tiles are
 * refused), and these are masked: the footer's year, the
 * search results' promo tiles (shuffled on every request), holiday hours (the next ones from today), maps
 * (tiles from the network) and anything a component marks with `data-visual-mask` for the same reason.
 *
 * Baselines: `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` after `npm run build`, on
 * the full run's data (the server starts on a fresh database every run, so the run is reproducible).
 */
import { expect, test, type Page } from './test'

import { mapTiles, OSM_TILES } from '../../src/domain/home-page'

import { contextFor } from './page-context'
import { PAGE_TYPES, pathOf, type PageType } from './page-types'
import { siteUrl } from './server'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

/** Time- or request-dependent regions, masked in every screenshot. */
const MASKED = [
  '[data-visual-mask]',
  '.site-footer-legal',
  '.promo-tile',
  '.holiday-hours',
  '.location-today-hours', // today's opening hours: another weekday, another line
  '.leaflet-container',
  'iframe',
  'video',
]

/** Anti-aliasing and image decoding differ a little between runs; a real change of look is far above 1 %. */
const MAX_DIFF_PIXEL_RATIO = 0.01

/** Scroll the whole page once so lazy images load, wait for them and the fonts, then go back to the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // A frame, or 100 ms where a busy browser paints none: the scroll never waits on a frame for ever.
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null))
        setTimeout(resolve, 100)
      })
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
    for (let y = 0, steps = 0; y < document.documentElement.scrollHeight && steps < 200; y += step, steps += 1) {
      window.scrollTo(0, y)
      await nextFrame()
    }
    window.scrollTo(0, 0)
    await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 5_000))])
  })
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined) // a broken image is part of the look (the card swaps in its illustration)
  // A map loads once scrolled near, and settles as its address card's note: its tiles are refused (below),
  // so it never depends on how long a tile request takes to fail. A map still waiting (the page hydrated
  // after the scroll above went by) is scrolled to until it settles.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const waiting = Array.from(document.querySelectorAll('.location-map-figure')).filter(
            (figure) => figure.getAttribute('data-map-state') !== 'failed',
          )
          waiting[0]?.scrollIntoView()
          return waiting.length
        }),
      { timeout: 20_000 },
    )
    .toBe(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
}

const fileName = (pageType: PageType, viewport: (typeof VIEWPORTS)[number]) =>
  `${pageType.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${pageType.site}-${viewport.width}.png`

for (const viewport of VIEWPORTS) {
  test.describe(`look at ${viewport.width} px (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' })

    for (const pageType of PAGE_TYPES) {
      test(`${pageType.name} (${pageType.site})`, async ({ page }) => {
        // Map tiles come from the network, which this machine lacks: refused at once, the same every run.
        for (const origin of [OSM_TILES.origin, mapTiles('a-site-key').origin])
          await page.route(`${origin}/**`, (route) => route.abort())
        // A car's page shows its views count, and each visit counts one (its beacon): the look counts none, so
        // a car's page looks the same whichever viewport saw it first, rendered or from the page cache.
        await page.route('**/api/car-view', (route) => route.fulfill({ status: 204 }))
        const path = pathOf(pageType, await contextFor(pageType.site))
        const response = await page.goto(siteUrl(pageType.site, path))
        expect(response?.status()).toBe(pageType.status ?? 200)
        await settle(page)
        await expect(page).toHaveScreenshot(fileName(pageType, viewport), {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: MASKED.map((selector) => page.locator(selector)),
          maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
          timeout: 30_000,
        })
      })
    }
  })
}

/** Filled buttons only: not the secondary or quiet variants, and only what shows (closed dialogs hold buttons too). */
const PRIMARY = '.button:not(.button-secondary):not(.button-quiet):visible'

test.describe('action hierarchy', () => {
  test('every search result card has one primary action and its other actions as secondary buttons', async ({
    page,
  }) => {
    await page.goto(siteUrl('sunshine-motors', '/cars'))
    const cards = page.locator('.car-card')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const actions = cards.nth(i).locator('.car-card-actions')
      await expect(actions.locator(PRIMARY)).toHaveCount(1)
      // No underlined text links left among the actions: each is a button of the design system.
      await expect(
        actions.locator('a:not(.button, .button-secondary), button:not(.button, .button-secondary)'),
      ).toHaveCount(0)
    }
  })

  test('the vehicle page has one primary action in its sidebar; the others are secondary buttons', async ({ page }) => {
    const { car } = await contextFor('sunshine-motors')
    await page.goto(siteUrl('sunshine-motors', `/cars/${car.slug}`))
    const summary = page.locator('.vehicle-summary')
    await expect(summary.locator(PRIMARY)).toHaveCount(1)
    const actions = summary.locator('.vehicle-actions > li')
    const count = await actions.count()
    expect(count).toBeGreaterThan(1)
    for (let i = 0; i < count; i++) {
      await expect(actions.nth(i).locator('.button:visible, .button-secondary:visible')).toHaveCount(1)
    }
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('the vehicle tabs stay on one row that scrolls sideways', async ({ page }) => {
      const { car } = await contextFor('sunshine-motors')
      await page.goto(siteUrl('sunshine-motors', `/cars/${car.slug}`))
      const tabs = page.getByRole('tablist').getByRole('tab')
      // Every tab's top read in one go: one layout, whatever else on the page moves meanwhile.
      const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)))
      expect(tops.length).toBeGreaterThan(1)
      expect(new Set(tops).size).toBe(1)
      // The last tab is reached by keyboard: it scrolls into the list's view.
      await tabs.first().focus()
      await page.keyboard.press('End')
      await expect(tabs.last()).toBeInViewport()
    })

    test('call and enquire stay at the foot of the screen while the vehicle page scrolls', async ({ page }) => {
      const { car } = await contextFor('sunshine-motors')
      await page.goto(siteUrl('sunshine-motors', `/cars/${car.slug}`))
      const bar = page.getByRole('navigation', { name: 'Quick actions' })
      await expect(bar.getByRole('link', { name: 'Enquire' })).toBeVisible()
      await page.mouse.wheel(0, 1500)
      await expect(bar).toBeInViewport()
      const box = (await bar.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(844 + 1)
      await bar.getByRole('link', { name: 'Enquire' }).click()
      await expect(page.locator('#interested form')).toBeInViewport()
    })
  })

  test('the quick-action bar is not on a desktop', async ({ page }) => {
    const { car } = await contextFor('sunshine-motors')
    await page.goto(siteUrl('sunshine-motors', `/cars/${car.slug}`))
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden()
  })

  test("a car card's tag never runs under its save buttons, on the narrowest cards", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const garage = PAGE_TYPES.find((type) => type.name === 'garage')!
    await page.goto(siteUrl(garage.site, pathOf(garage, await contextFor(garage.site))))
    const overlaps = await page.locator('.car-card').evaluateAll((cards) =>
      cards.map((card) => {
        const tag = card.querySelector('.car-tag')?.getBoundingClientRect()
        const save = card.querySelector('.car-save')?.getBoundingClientRect()
        if (!tag || !save) return null
        return tag.right > save.left && tag.left < save.right && tag.bottom > save.top && tag.top < save.bottom
      }),
    )
    // The demo's garage has a 'Certified Pre-Owned' car, the longest tag, in a card 265 px wide.
    expect(overlaps.filter((overlap) => overlap !== null).length).toBeGreaterThan(0)
    expect(overlaps.filter(Boolean)).toEqual([])
  })

  test('a row of offer cards lines up its primary buttons, with or without a secondary one after', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('sunshine-motors', '/special-offers'))
    const cards = page.locator('.offer-card')
    const boxes = await cards.evaluateAll((all) =>
      all.map((card) => ({
        top: Math.round(card.getBoundingClientRect().top),
        primary: Math.round(card.querySelector('.card-actions .button')!.getBoundingClientRect().top),
        secondaries: card.querySelectorAll('.card-actions .button-secondary').length,
      })),
    )
    const firstRow = boxes.filter((box) => box.top === boxes[0]!.top)
    // The demo's first row mixes an offer without a model (View offer alone) with offers that have one.
    expect(new Set(firstRow.map((box) => box.secondaries)).size).toBe(2)
    expect(new Set(firstRow.map((box) => box.primary)).size).toBe(1)
  })

  test('on a desktop every vehicle tab shows, in a column beside its panel', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const { car } = await contextFor('sunshine-motors')
    await page.goto(siteUrl('sunshine-motors', `/cars/${car.slug}`))
    const list = page.getByRole('tablist')
    await expect(list).toHaveAttribute('aria-orientation', 'vertical')
    const tabs = list.getByRole('tab')
    expect(await tabs.count()).toBeGreaterThan(3)
    // None cut off: nothing overflows the list (but the selected tab's mark, drawn over its 1 px edge), and
    // the tabs stand one above the other, left of the panel.
    expect(
      await list.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight),
    ).toBe(true)
    const boxes = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect))
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1)
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(boxes.length)
    const panel = (await page.getByRole('tabpanel').boundingBox())!
    expect(panel.x).toBeGreaterThanOrEqual(Math.max(...boxes.map((box) => box.right)))
    // A vertical list moves with the up and down arrows.
    await tabs.first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  })

  test('at 1024 px the vehicle page’s secondary actions keep their labels on one line', async ({ page }) => {
    // The narrowest two-column sidebar: its two columns of buttons are about 176 px wide each.
    await page.setViewportSize({ width: 1024, height: 900 })
    const { car } = await contextFor('sunshine-motors')
    await page.goto(siteUrl('sunshine-motors', `/cars/${car.slug}`))
    const buttons = page.locator('.vehicle-actions .button-secondary')
    expect(await buttons.count()).toBeGreaterThan(3)
    const rows = await buttons.evaluateAll((all) =>
      all.map((button) => {
        const words = document.createRange()
        words.selectNodeContents(button)
        const lines = words.getBoundingClientRect().height / parseFloat(getComputedStyle(button).lineHeight)
        return { label: button.textContent, lines: Math.round(lines) }
      }),
    )
    expect(rows.filter((row) => row.lines > 1)).toEqual([])
  })
})
