/**
 * Every shopper page type, once, with its path on a demo site: the one list `npm run bench` measures and
 * the accessibility and security specs walk. A new page type is one line here.
 */

export const DEMO_SITES = ['sunshine-motors', 'harbour-city-cars', 'lone-star-auto'] as const
export type DemoSite = (typeof DEMO_SITES)[number]

/** What a page's path may need that only the running app knows: a car of the site and a few more. */
export type PageContext = { car: { id: number; slug: string }; cars: Array<{ id: number; slug: string }> }

export type PageType = {
  name: string
  site: DemoSite
  path: string | ((context: PageContext) => string)
  /** Part of the benchmark table (shopper landing pages); the others are only checked by the specs. */
  bench?: boolean
  /** The status the page answers with (404 for the not-found page). */
  status?: number
  /** The page answers with a redirect (307) for a visitor without a session; browsers land on a 200. */
  redirect?: boolean
}

export const PAGE_TYPES: PageType[] = [
  { name: 'home', site: 'sunshine-motors', path: '/', bench: true },
  { name: 'search', site: 'sunshine-motors', path: '/cars', bench: true },
  {
    name: 'search, filtered',
    site: 'sunshine-motors',
    path: '/cars?refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=20000%3A40000',
    bench: true,
  },
  { name: 'search preset', site: 'sunshine-motors', path: '/search/used-cars', bench: true },
  { name: 'vehicle', site: 'sunshine-motors', path: ({ car }) => `/cars/${car.slug}`, bench: true },
  { name: 'vehicle (sections layout)', site: 'harbour-city-cars', path: ({ car }) => `/cars/${car.slug}` },
  {
    name: 'compare',
    site: 'sunshine-motors',
    path: ({ cars }) => `/compare?ids=${cars.map((car) => car.id).join(',')}`,
    bench: true,
  },
  { name: 'garage', site: 'sunshine-motors', path: ({ cars }) => `/garage?ids=${cars.map((car) => car.id).join(',')}` },
  { name: 'watchlist (signed out)', site: 'sunshine-motors', path: '/watchlist', redirect: true },
  { name: 'saved searches (signed out)', site: 'sunshine-motors', path: '/account/saved-searches', redirect: true },
  {
    name: 'saved search unsubscribe (a link not valid here)',
    site: 'sunshine-motors',
    path: '/account/saved-searches/unsubscribe?token=1.notavalidsignaturenotavalidsignature',
  },
  { name: 'sign in', site: 'sunshine-motors', path: '/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Fcars' },
  { name: 'sign up', site: 'sunshine-motors', path: '/sign-up' },
  { name: 'forgot password', site: 'sunshine-motors', path: '/forgot-password' },
  { name: 'reset password', site: 'sunshine-motors', path: '/reset-password?token=0123456789abcdef0123456789abcdef' },
  { name: 'success', site: 'sunshine-motors', path: '/success' },
  { name: 'not found', site: 'sunshine-motors', path: '/no-such-page', status: 404 },
  { name: 'home (en-US)', site: 'lone-star-auto', path: '/' },
  { name: 'offers', site: 'sunshine-motors', path: '/special-offers', bench: true },
  { name: 'location', site: 'sunshine-motors', path: '/locations/brisbane', bench: true },
  { name: 'blog post', site: 'sunshine-motors', path: '/blog/buy-a-used-car-with-confidence', bench: true },
  { name: 'models', site: 'sunshine-motors', path: '/models' },
  { name: 'model range', site: 'sunshine-motors', path: '/hilux' },
  { name: 'brand', site: 'sunshine-motors', path: '/brands/toyota' },
  // A manufacturer's offer: addressed by its slug, the same on every fresh seed (a site's own is by its id).
  { name: 'offer', site: 'sunshine-motors', path: '/offers/mazda/cx-5-five-years-servicing' },
  { name: 'blog', site: 'sunshine-motors', path: '/blog' },
  { name: 'information page', site: 'sunshine-motors', path: '/about-us' },
  { name: 'dealerships', site: 'sunshine-motors', path: '/dealerships' },
  { name: 'trade-in', site: 'sunshine-motors', path: '/trade-in' },
  { name: 'service', site: 'sunshine-motors', path: '/service' },
  { name: 'contact', site: 'sunshine-motors', path: '/contact' },
  // Sunshine Motors gates finance and checkout behind sign-in (personalised finance): these two sites don't.
  { name: 'finance', site: 'harbour-city-cars', path: '/finance-enquiry' },
  { name: 'checkout', site: 'lone-star-auto', path: ({ car }) => `/cars/${car.slug}/buy-online` },
  { name: 'online purchase', site: 'lone-star-auto', path: ({ car }) => `/checkout-journey?car_id=${car.slug}` },
  { name: 'finance (signed out)', site: 'sunshine-motors', path: '/finance', redirect: true },
  { name: 'parts search', site: 'sunshine-motors', path: '/parts/search?make=toyota&model=HiLux' },
  { name: 'accessories', site: 'lone-star-auto', path: '/vehicle-parts-and-accessories' },
  { name: 'manufacturer service', site: 'lone-star-auto', path: '/ford-service' },
  { name: 'book a test drive', site: 'sunshine-motors', path: '/book-test-drive' },
  { name: 'programme page', site: 'sunshine-motors', path: '/diamond-advantage' },
]

export const pathOf = (page: PageType, context: PageContext) =>
  typeof page.path === 'string' ? page.path : page.path(context)
export const hostOf = (page: PageType) => `${page.site}.localhost`
