/**
 * Where the sign-in page sends a shopper afterwards (spec 2.1: `/sign-in?type=&redirect=&back=`). Only a
 * path on the same site is honoured, so a crafted link can never bounce a shopper to another host.
 */

/** Why a shopper is asked to sign in (spec 2.1). */
export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance', 'saved-search'] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

export const MAX_RETURN_PATH_LENGTH = 2000
const BASE = 'http://return-path.invalid'

/** How many layers of percent-encoding are undone while looking for a disguised host. */
const DECODE_ROUNDS = 3

function looksExternal(path: string): boolean {
  // `//host`, `/\host` and `\\host` are all protocol-relative to a browser; a backslash is never needed.
  // Control characters too: URL parsers drop tabs and newlines, so `/\t/evil` is `//evil`.
  return !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path)
}

/**
 * `raw` when it is a same-site relative path (`/cars/x?y=1#z`), else `fallback`. Refuses absolute URLs
 * (`https://…`, `javascript:`), protocol-relative ones (`//evil`, `/\evil`), and the same hidden behind
 * percent-encoding (`/%2F%2Fevil`, `%2F%5Cevil`) or whitespace.
 */
export function safeReturnPath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH_LENGTH) return fallback
  if (/\s/.test(raw)) return fallback // a real path arrives percent-encoded
  let current = raw
  for (let round = 0; ; round += 1) {
    if (looksExternal(current)) return fallback
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return fallback // malformed percent-encoding
    }
    if (decoded === current) break
    if (round === DECODE_ROUNDS) return fallback // encoded deeper than any real link
    current = decoded
  }
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

export function parseSignInType(raw: string | null | undefined): SignInType | null {
  return SIGN_IN_TYPES.find((type) => type === raw) ?? null
}

/** The sign-in page's address for a shopper who wanted `redirect` and came from `back`. */
export function signInPath(type: SignInType, redirect: string, back: string = redirect): string {
  const params = new URLSearchParams({ type, redirect: safeReturnPath(redirect), back: safeReturnPath(back) })
  return `/sign-in?${params.toString()}`
}

/** The heading of the sign-in page for each reason. */
export const SIGN_IN_REASONS: Record<SignInType, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'trade-in': 'Sign in to continue your trade-in',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in for personalised finance',
  'saved-search': 'Sign in to save this search',
}

/** The emailed verification and reset tokens: Payload's hex tokens. */
export const ACCOUNT_TOKEN_PATTERN = /^[a-f0-9]{20,128}$/i

/**
 * The error of a malformed account page address, or null: an unknown `type` on /sign-in and /sign-up,
 * a repeated parameter, or a token that cannot be one of ours. An unsafe `redirect` or `back` is no
 * error: it is ignored (the page goes home instead).
 */
export function accountQueryError(pathname: string, params: URLSearchParams): string | null {
  const path = pathname.replace(/\/$/, '')
  if (path === '/sign-in' || path === '/sign-up') {
    for (const key of ['type', 'redirect', 'back'])
      if (params.getAll(key).length > 1) return `${key} is given more than once.`
    const type = params.get('type')
    if (type !== null && !parseSignInType(type)) return `type must be one of ${SIGN_IN_TYPES.join(', ')}.`
  }
  if (path === '/reset-password' || path === '/verify-email') {
    const tokens = params.getAll('token')
    if (tokens.length > 1 || (tokens[0] !== undefined && !ACCOUNT_TOKEN_PATTERN.test(tokens[0])))
      return 'token is not a valid link token.'
  }
  return null
}

export type SignInTargets = { type: SignInType | null; redirect: string; back: string; query: string }

/**
 * The return targets of the sign-in and sign-up pages from their query: the reason, where to go after,
 * where Back goes (default: the same place), and the query that carries them between the two pages.
 */
export function signInTargets(query: Record<string, string | string[] | undefined>): SignInTargets {
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)
  const type = parseSignInType(one(query.type))
  const redirect = safeReturnPath(one(query.redirect))
  const back = safeReturnPath(one(query.back), redirect)
  return { type, redirect, back, query: new URLSearchParams({ ...(type ? { type } : {}), redirect, back }).toString() }
}
