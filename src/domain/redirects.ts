/**
 * Staff-managed redirects of a site (issue 22): an old path of the site sends shoppers to a new one. Never
 * an open redirect: both ends are paths on the same site (a single leading slash, no host, no backslash,
 * no control characters), or one of the site's own pages.
 */

export const REDIRECT_TYPES = [
  { value: '301', label: 'Permanent (301): the old address is gone for good' },
  { value: '302', label: 'Temporary (302): the old address comes back later' },
] as const
export type RedirectType = (typeof REDIRECT_TYPES)[number]['value']

export const REDIRECT_PATH_MESSAGE = 'Use a path on this site, starting with / (e.g. /old-specials).'

const MAX_PATH = 500

/**
 * A site path in one spelling: a single leading slash, no query or fragment, no trailing slash (except
 * `/` itself), percent-escapes decoded, lower-case. Null when the value is not a path on this site.
 */
export function normalizeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.length > MAX_PATH) return null
  if (/[\u0000-\u001f\u007f\\\s]/.test(trimmed)) return null
  let decoded: string
  try {
    decoded = decodeURI(trimmed.split(/[?#]/)[0]!)
  } catch {
    return null
  }
  if (decoded.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return null
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
  return (path || '/').toLowerCase()
}

/** Field validation of a redirect's old or new path. */
export function redirectPathError(value: unknown): string | null {
  return normalizeRedirectPath(value) ? null : REDIRECT_PATH_MESSAGE
}

/**
 * Where a redirect sends the shopper: the page's path when it names one of the site's pages, else its
 * custom path; null when that is not a path on this site or would send the shopper back where they are.
 */
export function redirectTarget(
  from: string,
  to: { type?: string | null; url?: string | null; pagePath?: string | null },
): string | null {
  const raw = to.type === 'reference' ? to.pagePath : to.url
  if (!raw || !normalizeRedirectPath(raw)) return null
  const target = raw.trim()
  return normalizeRedirectPath(target) === normalizeRedirectPath(from) ? null : target
}

/** The status a redirect answers with: permanent unless staff chose temporary. */
export const redirectIsPermanent = (type: string | null | undefined) => type !== '302'
