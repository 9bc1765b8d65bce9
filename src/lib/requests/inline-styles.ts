import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A shared page's stylesheets put into its HTML (issue 18), on the way into the page cache
 * (page-cache.ts): a phone paints the first screen without waiting a round trip per stylesheet, which
 * on Lighthouse's slow 4G held the first paint of every page back by some 0.2 s (FCP ~1.1 → ~0.9 s).
 *
 * Each `<link rel="stylesheet">` of the build in the page's head becomes a `<style>` with the file's rules,
 * followed by the same link for print and disabled. Chromium fetches neither link of that kind: its preload
 * scanner passes over a stylesheet for another medium, and its parser over a disabled one (each alone is
 * fetched: print at the lowest priority while the page loads, six requests beside the home page's first
 * image; disabled at the highest). So the page loads no stylesheet, and a print uses the inlined rules,
 * which hold the stylesheets' print rules too. The link stays because React looks up a page's stylesheets
 * by their links: without one it would add the link again after hydration, and wait for it on a client
 * navigation.
 *
 * Next's own `experimental.inlineCss` does this for every page of the app, the admin's too (a 1.3 MB
 * login page), and repeats each stylesheet in the page's RSC data: twice the bytes. This inlines only the
 * site pages the cache keeps, once.
 */

/** A stylesheet link as Next renders it in a page's head: a file of the build, by its own URL. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[\w/.-]+\.css)"([^>]*)\/>/g

/** Rules that would end a `<style>` element early, or import another file: such a stylesheet stays a link. */
const NOT_INLINED = /<\/style|@import/i

/** A `url(…)` in a stylesheet, its quote and its address. */
const CSS_URL = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g

/** An address that does not depend on where the stylesheet is: a scheme (data:, https:), a path, a fragment. */
const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/|#)/i

/**
 * `rules` with each relative `url(…)` made a path from the site's root: in a file it is read against the
 * file's address (`../media/x.png` beside /_next/static/chunks/), inlined it would be read against the page's.
 */
export function rebasedUrls(rules: string, href: string): string {
  return rules.replace(CSS_URL, (whole: string, quote: string, address: string) => {
    if (ABSOLUTE.test(address)) return whole
    const { pathname, search, hash } = new URL(address, `http://stylesheet.invalid${href}`)
    return `url(${quote}${pathname}${search}${hash}${quote})`
  })
}

/**
 * `html` with each of its head's build stylesheets inlined (see above), and the URLs inlined. `read` gives a
 * stylesheet's rules by its URL, or null when there is no such file: that link is left as it was.
 */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string | null,
): { html: string; inlined: string[] } {
  const inlined: string[] = []
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return { html, inlined }
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link: string, href: string, rest: string) => {
    if (/\smedia=/.test(rest)) return link
    const file = read(href)
    if (file === null || NOT_INLINED.test(file)) return link
    const rules = rebasedUrls(file, href)
    inlined.push(href)
    const nonce = /\snonce="[^"]*"/.exec(rest)?.[0] ?? ''
    return `<style${nonce}>${rules}</style><link rel="stylesheet" href="${href}" media="print" disabled=""${rest}/>`
  })
  return { html: head + html.slice(headEnd), inlined }
}

/**
 * A `Link` header without its preloads of the stylesheets in `hrefs` (React sends one for a page's
 * stylesheets, and an inlined stylesheet's preload would only compete with the page's first paint).
 * Undefined when nothing is left.
 */
export function withoutStylePreloads(link: string, hrefs: readonly string[]): string | undefined {
  const kept = link.split(/,\s*(?=<)/).filter((entry) => {
    const url = /^<([^>]*)>/.exec(entry.trim())?.[1]
    return !(url && hrefs.includes(url) && /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?style"?/i.test(entry))
  })
  return kept.length > 0 ? kept.join(', ') : undefined
}

type Page = { headers: Record<string, string | string[]>; body: string }

/** A rendered page with its build stylesheets inlined, and their preloads gone from its `Link` header. */
export function inlinePageStylesheets<P extends Page>(page: P, read: (href: string) => string | null): P {
  const { html, inlined } = inlineStylesheets(page.body, read)
  if (inlined.length === 0) return page
  const headers = { ...page.headers }
  const link = headers.link
  if (typeof link === 'string') {
    const kept = withoutStylePreloads(link, inlined)
    if (kept === undefined) delete headers.link
    else headers.link = kept
  }
  return { ...page, headers, body: html }
}

/**
 * Reads the build's stylesheets by URL (`/_next/static/…`) from `distDir`, each once: their names hold
 * their content's hash, so a file never changes while the server runs.
 */
export function buildStylesheets(distDir: string): (href: string) => string | null {
  const staticDir = path.resolve(distDir, 'static')
  const read = new Map<string, string | null>()
  return (href) => {
    const known = read.get(href)
    if (known !== undefined) return known
    const file = path.resolve(staticDir, href.slice('/_next/static/'.length))
    let rules: string | null = null
    if (file.startsWith(staticDir + path.sep)) {
      try {
        rules = readFileSync(file, 'utf8')
      } catch {
        rules = null
      }
    }
    read.set(href, rules)
    return rules
  }
}
