/**
 * The image pipeline's rules for feed photos (issue 18, spec 2.4): which photo URLs a site lets us resize
 * (its own allowed photo hosts, a site setting: never an open proxy), the widths and formats we make, and
 * the `<picture>` sources a page writes for one photo, sized as the spec says (100vw under 768 px, else
 * 30vw on cards). Pure: the image route (src/app/api/image) checks every request with the same functions.
 */

/** The widths the image route makes: a fixed ladder, so a request for any other width is refused (no cache busting). */
export const IMAGE_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 1920] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** Modern formats first (a browser takes the first `<source>` it can show), JPEG for the rest. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
export const IMAGE_MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** The image route's path (site from the Host header, like every shopper API). */
export const IMAGE_ROUTE = '/api/image'

/** Spec 2.4: card images are 100vw under 768 px, else 30vw. */
export const CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, 30vw'
/** The vehicle page's main photo fills the page on phones and about 60% of it beside the summary. */
export const GALLERY_IMAGE_SIZES = '(max-width: 767px) 100vw, 60vw'
/** Thumbnails under the vehicle gallery. */
export const THUMBNAIL_IMAGE_SIZES = '96px'
/** The full-screen view. */
export const FULLSCREEN_IMAGE_SIZES = '100vw'

/** Photos are shown 3:2 (the feed's usual shape); the box is set so nothing moves when a photo arrives. */
export const PHOTO_WIDTH = 1200
export const PHOTO_HEIGHT = 800

/** At most this many photo hosts per site (a list staff keep, not a wildcard for the web). */
export const IMAGE_HOSTS_MAX = 20

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * A photo host as staff enter it, normalised: a host name (`img.example.com`), optionally with a port
 * (`127.0.0.1:8080`), or `*.example.com` for every subdomain of a domain. Null for anything else (a URL, a
 * path, a bare `*`, a top-level domain wildcard like `*.com`).
 */
export function normaliseImageHost(entry: string): string | null {
  const text = entry.trim().toLowerCase().replace(/\.$/, '')
  const wildcard = text.startsWith('*.')
  const rest = wildcard ? text.slice(2) : text
  const match = /^([^:/?#@\s]+)(?::(\d{1,5}))?$/.exec(rest)
  if (!match) return null
  const [, host, port] = match
  const labels = host!.split('.')
  if (!labels.every((label) => HOST_LABEL.test(label))) return null
  if (wildcard && labels.length < 2) return null
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null
  return `${wildcard ? '*.' : ''}${host}${port !== undefined ? `:${Number(port)}` : ''}`
}

/** Why a site's photo host list cannot be saved, or null when every entry is a host (the admin field's check). */
export function imageHostsError(entries: readonly string[] | null | undefined): string | null {
  const list = entries ?? []
  if (list.length > IMAGE_HOSTS_MAX) return `List at most ${IMAGE_HOSTS_MAX} photo hosts.`
  const bad = list.find((entry) => normaliseImageHost(entry) === null)
  return bad === undefined
    ? null
    : `'${bad}' is not a host name: enter it like img.example.com, *.example.com or 127.0.0.1:8080.`
}

/** The URL's host as the allowed list names it: the host name, with the port only when one is written. */
function urlHost(url: URL): string {
  return url.port ? `${url.hostname}:${url.port}` : url.hostname
}

/**
 * Whether we may fetch and resize this photo for a site: an http(s) URL with no user name or password, on
 * one of the site's photo hosts (an exact host, `host:port` when the URL names that port, or a subdomain of
 * a `*.` entry). Anything else is never fetched by us: the page shows it as the feed sent it, and the image
 * route refuses it.
 */
export function imageUrlAllowed(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  if (parsed.username || parsed.password) return false
  const host = urlHost(parsed)
  return allowedHosts.some((entry) => {
    const allowed = normaliseImageHost(entry)
    if (!allowed) return false
    if (!allowed.startsWith('*.')) return allowed === host
    const domain = allowed.slice(2)
    // A wildcard entry never names a port: it covers the domain's subdomains on the default port only.
    return !parsed.port && parsed.hostname.endsWith(`.${domain}`)
  })
}

export type ImageRequest = { url: string; width: ImageWidth; format: ImageFormat }

/**
 * The image route's query (`url`, `w`, `f`) checked against the site's photo hosts: the request to make,
 * or the reason it is refused (the route answers 400 with it).
 */
export function parseImageRequest(
  params: URLSearchParams,
  allowedHosts: readonly string[],
): { ok: true; request: ImageRequest } | { ok: false; error: string } {
  const url = params.get('url')
  if (!url) return { ok: false, error: 'url: give the photo address.' }
  if (!imageUrlAllowed(url, allowedHosts))
    return { ok: false, error: 'url: this address is not on one of the site\u2019s photo hosts.' }
  const width = Number(params.get('w'))
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width))
    return { ok: false, error: `w: one of ${IMAGE_WIDTHS.join(', ')}.` }
  const format = params.get('f') ?? 'jpeg'
  if (!(IMAGE_FORMATS as readonly string[]).includes(format))
    return { ok: false, error: `f: one of ${IMAGE_FORMATS.join(', ')}.` }
  return { ok: true, request: { url, width: width as ImageWidth, format: format as ImageFormat } }
}

/** The image route's address for one size of a photo. */
export function imageRouteUrl(url: string, width: ImageWidth, format: ImageFormat): string {
  return `${IMAGE_ROUTE}?${new URLSearchParams({ url, w: String(width), f: format })}`
}

/** What a page writes for one photo: `<source>`s for the modern formats and the `<img>`'s own src/srcset. */
export type PictureSources = {
  sources: Array<{ type: string; srcSet: string }>
  src: string
  srcSet: string | undefined
}

/** The widest copy worth making of a photo where it is shown, or null when the site may not resize it. */
export function resizeWidth(url: string, allowedHosts: readonly string[], maxWidth = 1920): number | null {
  return imageUrlAllowed(url, allowedHosts) ? maxWidth : null
}

/**
 * The `<picture>` of a feed photo the server decided on (`resizeWidth`): resized copies in AVIF, WebP and
 * JPEG at every width up to `maxWidth`, or, with null, the feed's URL as it is (never through our route).
 * Pages pass the browser only the URL and that width; the browser builds the srcset, so 24 cards of five
 * photos do not carry 120 srcsets in the page's data.
 */
export function pictureFor(url: string, maxWidth: number | null): PictureSources {
  if (maxWidth === null) return { sources: [], src: url, srcSet: undefined }
  const widths = IMAGE_WIDTHS.filter((width) => width <= maxWidth)
  const ladder = widths.length > 0 ? widths : [IMAGE_WIDTHS[0]]
  const srcSet = (format: ImageFormat) =>
    ladder.map((width) => `${imageRouteUrl(url, width, format)} ${width}w`).join(', ')
  const fallback = ladder.find((width) => width >= 640) ?? ladder[ladder.length - 1]!
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({ type: IMAGE_MIME[format], srcSet: srcSet(format) })),
    src: imageRouteUrl(url, fallback, 'jpeg'),
    srcSet: srcSet('jpeg'),
  }
}

/** The `<picture>` of a feed photo for a site: resized when its host is one of the site's photo hosts. */
export function pictureSources(
  url: string,
  allowedHosts: readonly string[],
  { maxWidth = 1920 }: { maxWidth?: number } = {},
): PictureSources {
  return pictureFor(url, resizeWidth(url, allowedHosts, maxWidth))
}

/** A card shows at most this many photos (the search document keeps the main photo and up to five more). */
export const CARD_PHOTOS_MAX = 5

/**
 * The photos a search card swipes through: the main photo first, then the document's other photos in the
 * feed's order, each once, at most CARD_PHOTOS_MAX. Only http(s) addresses.
 */
export function cardPhotoUrls(car: { primary_image_url: string | null; thumbnails: readonly string[] }): string[] {
  const urls = [car.primary_image_url, ...car.thumbnails].filter(
    (url): url is string => typeof url === 'string' && /^https?:\/\//i.test(url),
  )
  return [...new Set(urls)].slice(0, CARD_PHOTOS_MAX)
}
