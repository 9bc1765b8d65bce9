import { expect, test, type Locator, type Page } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { seriousViolations } from './axe'
import { request, siteUrl } from './server'

/**
 * Photos (#18): the vehicle page's gallery by keyboard, thumbnails, full-screen view and swipe (pointer
 * events through Embla); a card's photo count and arrows; the drawing of a car without photos.
 */

const SUNSHINE = 'sunshine-motors.localhost'
const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }
type Hit = { id: number; slug: string }
const slugs: Record<string, string> = {}

/** Three photos of different colours, so a test can tell which one the browser shows. */
const PHOTOS = ['#b3262b', '#2457a6', '#2f6b3f'].map((_, i) => `https://images.example/galah-${i + 1}.png`)
/** A 1×1 PNG: the feed's photo host never answers in tests, so the page's photos are served by the test. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

async function servePhotos(page: Page) {
  await page.route('https://images.example/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(PIXEL_PNG, 'base64') }),
  )
}

test.beforeAll(async () => {
  const cars = [
    {
      id: 'PHOTO-GALAH',
      name: '2022 Mazda Galahwagon',
      year: 2022,
      make: 'Mazda',
      model: 'Galahwagon',
      car_type: 'used',
      price: 31_990,
      simple_body: 'Wagon',
      colour: 'Soul Red',
      images: PHOTOS,
    },
    {
      id: 'PHOTO-EMU',
      name: '2021 Ford Emuute',
      year: 2021,
      make: 'Ford',
      model: 'Emuute',
      car_type: 'used',
      price: 42_990,
      simple_body: 'Ute',
      colour: 'Lightning Blue',
    },
  ]
  const res = await request('/api/stock/import?site=sunshine-motors&mode=delta', {
    method: 'POST',
    headers: STOCK_KEY,
    body: cars,
  })
  expect(res.status, res.body).toBe(200)
  expect(res.json<{ rejected: unknown[] }>().rejected).toEqual([])
  for (const car of cars) {
    const query = car.model.toLowerCase()
    await expect
      .poll(
        async () =>
          (await request(`/api/search?query=${query}`, { host: SUNSHINE })).json<{ hits: Hit[] }>().hits.length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    slugs[car.id] = (await request(`/api/search?query=${query}`, { host: SUNSHINE })).json<{
      hits: Hit[]
    }>().hits[0]!.slug
  }
})

const status = (carousel: Locator) => carousel.locator('.photo-status')

test('the gallery: keys, thumbnails, and a full-screen view that returns to the same photo', async ({ page }) => {
  await servePhotos(page)
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['PHOTO-GALAH']}`))
  const gallery = page.getByRole('region', { name: 'Photos' })
  await expect(status(gallery)).toHaveText('Photo 1 of 3')
  // The page's first photo is fetched first and has its box before it arrives.
  const first = gallery.getByRole('group', { name: 'Photo 1 of 3' }).locator('img')
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).toHaveAttribute('width', '1200')
  await expect(first).toHaveAttribute('height', '800')
  await expect(first).toHaveAttribute('alt', /Galahwagon, photo 1$/)
  await expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeDisabled()

  await gallery.focus()
  await page.keyboard.press('ArrowRight')
  await expect(status(gallery)).toHaveText('Photo 2 of 3')
  await page.keyboard.press('End')
  await expect(status(gallery)).toHaveText('Photo 3 of 3')
  await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeDisabled()
  await page.keyboard.press('Home')
  await expect(status(gallery)).toHaveText('Photo 1 of 3')
  // Only the shown photo is in the accessibility tree: the others are inert.
  await expect(gallery.getByRole('img')).toHaveCount(1)

  const thumbnails = page.getByRole('list', { name: 'Choose a photo' })
  await thumbnails.getByRole('button', { name: 'Show photo 3' }).click()
  await expect(status(gallery)).toHaveText('Photo 3 of 3')
  await expect(thumbnails.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true')
  await expect(thumbnails.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'false')

  // Full screen opens on the shown photo, moves by keys, and Escape returns to the page on the photo last shown.
  const open = gallery.getByRole('button', { name: 'View full screen' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Photos' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close full screen' })).toBeFocused()
  const full = dialog.getByRole('region', { name: 'Photos' })
  await expect(status(full)).toHaveText('Photo 3 of 3')
  const box = await full.boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.width).toBeGreaterThanOrEqual(viewport.width - 1)
  await full.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(status(full)).toHaveText('Photo 2 of 3')
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  await expect(status(gallery)).toHaveText('Photo 2 of 3')

  // From the keyboard: Enter opens it, Tab stays inside (the page behind is inert), Close returns.
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab')
    const outside = await dialog.evaluate(
      (element) =>
        document.activeElement !== document.body &&
        document.activeElement !== null &&
        !element.contains(document.activeElement),
    )
    expect(outside, `focus left the full-screen view after ${i + 1} presses`).toBe(false)
  }
  await dialog.getByRole('button', { name: 'Close full screen' }).click()
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})

test('the gallery swipes with pointer events (Embla), and a card swipes its photos by its arrows', async ({ page }) => {
  await servePhotos(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['PHOTO-GALAH']}`))
  const gallery = page.getByRole('region', { name: 'Photos' })
  await expect(status(gallery)).toHaveText('Photo 1 of 3')
  const box = (await gallery.boundingBox())!
  const y = box.y + box.height / 2
  // The first pointer over the gallery loads Embla and attaches it to the photos already shown.
  await page.mouse.move(box.x + box.width * 0.8, y)
  await expect(gallery).toHaveAttribute('data-swipe', 'on')

  // A drag starts once the track is still: one begun while the last swipe's snap (or its bounce at the first
  // photo) still animates is a different gesture, and a slow machine can leave that animation running.
  const track = gallery.locator('.photo-track')
  const position = () => track.evaluate((element) => getComputedStyle(element).transform)
  const drag = async (fromX: number, toX: number) => {
    await expect
      .poll(async () => {
        const before = await position()
        await page.waitForTimeout(150)
        return before === (await position())
      })
      .toBe(true)
    await page.mouse.move(fromX, y)
    await page.mouse.down()
    await page.mouse.move((fromX + toX) / 2, y, { steps: 5 })
    await page.mouse.move(toX, y, { steps: 5 })
    await page.mouse.up()
  }
  // Right to left: the next photo.
  await drag(box.x + box.width * 0.8, box.x + box.width * 0.2)
  await expect(status(gallery)).toHaveText('Photo 2 of 3')
  await expect(
    page.getByRole('list', { name: 'Choose a photo' }).getByRole('button', { name: 'Show photo 2' }),
  ).toHaveAttribute('aria-current', 'true')
  // Left to right: back again. Past the first photo it stays on the first.
  await drag(box.x + box.width * 0.2, box.x + box.width * 0.8)
  await expect(status(gallery)).toHaveText('Photo 1 of 3')
  await drag(box.x + box.width * 0.2, box.x + box.width * 0.8)
  await expect(status(gallery)).toHaveText('Photo 1 of 3')
  // The buttons and Embla agree: Next after a swipe goes on from where the swipe stopped.
  await drag(box.x + box.width * 0.8, box.x + box.width * 0.2)
  await expect(status(gallery)).toHaveText('Photo 2 of 3')
  await gallery.getByRole('button', { name: 'Next photo' }).click()
  await expect(status(gallery)).toHaveText('Photo 3 of 3')

  // A search card: the photo count badge, the first photo prioritised, arrows move through its photos.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.mouse.move(0, 0)
  await page.goto(siteUrl('sunshine-motors', '/cars?query=galahwagon'))
  const card = page.locator('article.car-card', { hasText: 'Galahwagon' })
  const photos = card.getByRole('group', { name: /^Photos of the .*Galahwagon/ })
  await expect(photos.locator('.photo-count')).toContainText('3 photos')
  const cardImage = photos.getByRole('group', { name: 'Photo 1 of 3' }).locator('img')
  await expect(cardImage).toHaveAttribute('fetchpriority', 'high')
  await expect(cardImage).toHaveAttribute('loading', 'eager')
  // Only the shown photo is fetched until the shopper uses the carousel.
  await expect(photos.locator('img')).toHaveCount(1)
  await photos.hover()
  await photos.getByRole('button', { name: 'Next photo' }).click()
  await expect(photos.getByRole('group', { name: 'Photo 2 of 3' })).toHaveAttribute('aria-hidden', 'false')
  await expect(photos.getByText('Photo 2 of 3', { exact: true })).toHaveCount(1)
  await expect(photos.getByRole('button', { name: 'Previous photo' })).toBeEnabled()
})

test('a car without photos shows the drawing of its body in its colour; a failed photo falls back to it', async ({
  page,
}) => {
  await page.goto(siteUrl('sunshine-motors', '/cars?query=emuute'))
  const card = page.locator('article.car-card', { hasText: 'Emuute' })
  const drawing = card.getByRole('img', { name: /^Drawing of the .*Emuute: photos coming soon$/ })
  await expect(drawing).toBeVisible()
  await expect(drawing).toHaveAttribute('data-body', 'ute')
  // 'Lightning Blue' is painted blue: the sprite's ute symbol, in the paint the card sets.
  expect(await drawing.evaluate((svg) => getComputedStyle(svg).getPropertyValue('--paint-body').trim())).toBe('#2457a6')
  const symbol = await drawing.locator('use').getAttribute('href')
  expect(symbol).toMatch(/^\/api\/vehicle-drawings\?v=[0-9a-z]+#ute$/)
  const sprite = await page.evaluate(async (href) => {
    const response = await fetch(href)
    return { type: response.headers.get('content-type'), text: await response.text() }
  }, symbol!.split('#')[0]!)
  expect(sprite.type).toBe('image/svg+xml; charset=utf-8')
  expect(sprite.text).toContain('<symbol id="ute"')
  await expect(card.locator('img')).toHaveCount(0)
  await expect(card).not.toContainText('Photo coming soon')

  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['PHOTO-EMU']}`))
  await expect(page.getByRole('img', { name: /^Drawing of the .*Emuute: photos coming soon$/ })).toBeVisible()

  // Photos that never arrive (the feed's host does not answer) leave the drawing, never alt text.
  await page.route('https://images.example/**', (route) => route.abort())
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['PHOTO-GALAH']}`))
  const galah = page.getByRole('img', { name: /^Drawing of the .*Galahwagon: photos coming soon$/ })
  await expect(galah).toBeVisible()
  await expect(galah).toHaveAttribute('data-body', 'wagon')
  await expect(page.locator('.photo-gallery img')).toHaveCount(0)
})

test('with reduced motion the photos move without animation', async ({ page }) => {
  await servePhotos(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['PHOTO-GALAH']}`))
  const gallery = page.getByRole('region', { name: 'Photos' })
  const track = gallery.locator('.photo-track')
  await expect(track).toHaveClass(/photo-track-static/)
  expect(await track.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s')
  await gallery.getByRole('button', { name: 'Next photo' }).click()
  await expect(status(gallery)).toHaveText('Photo 2 of 3')
})
