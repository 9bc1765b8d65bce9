/**
 * Pulling an integration's feed URL: which addresses may be pulled, the conditional request a pull sends
 * (the validators the last answer gave), whether a body is gzip, and when a feed is due. Pure; the pull
 * itself (src/stock/feed-pull.ts) does the I/O.
 */
import { isPrivateAddress } from './webhooks'

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa|lan)$/

/**
 * Why a feed URL is refused, or null. Always: an absolute http(s) URL without user name or password, at
 * most 2,000 characters. Unless private addresses are allowed (tests and development, by an explicit
 * setting): never an IP address of a private, loopback or link-local network, nor a name under localhost,
 * .local, .internal and the like, nor a single-label name (names are checked again after DNS on each pull).
 */
export function feedUrlProblem(raw: string, { allowPrivate }: { allowPrivate: boolean }): string | null {
  if (raw.length > 2000) return 'The feed URL is too long (at most 2,000 characters).'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Enter a full address, e.g. https://dms.example.com/feeds/stock.csv.gz.'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The feed URL must start with https:// or http://.'
  if (url.username || url.password) return 'The feed URL may not hold a user name or password.'
  const host = url.hostname.toLowerCase()
  if (!host) return 'The feed URL needs a host name.'
  if (allowPrivate) return null
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  if (/^[\d.]+$/.test(bare) || bare.includes(':'))
    return isPrivateAddress(bare) ? 'The feed URL points at a private, loopback or link-local network.' : null
  if (LOCAL_NAMES.test(bare.replace(/\.$/, '')) || !bare.includes('.'))
    return 'The feed URL names a local host: use a public address.'
  return null
}

/** The validators a feed's last answer gave (its ETag and Last-Modified headers). */
export type FeedValidators = { etag?: string | null; lastModified?: string | null }

/** The conditional request headers for the next pull: If-None-Match and If-Modified-Since, as given. */
export function conditionalHeaders(validators: FeedValidators): Record<string, string> {
  const headers: Record<string, string> = {}
  if (validators.etag?.trim()) headers['If-None-Match'] = validators.etag.trim()
  if (validators.lastModified?.trim()) headers['If-Modified-Since'] = validators.lastModified.trim()
  return headers
}

/** Whether a body is gzip: by its Content-Encoding, or by its first bytes (a `.gz` file served as it is). */
export function isGzipBody(contentEncoding: string | null | undefined, firstBytes: Uint8Array): boolean {
  if (
    contentEncoding
      ?.toLowerCase()
      .split(',')
      .some((coding) => coding.trim() === 'gzip' || coding.trim() === 'x-gzip')
  )
    return true
  return firstBytes.length >= 2 && firstBytes[0] === 0x1f && firstBytes[1] === 0x8b
}

/** Whether a feed pulled every `intervalMinutes` is due at `now` (never pulled: due). */
export function feedDue(
  checkedAt: string | null | undefined,
  intervalMinutes: number | null | undefined,
  now: Date,
): boolean {
  if (!checkedAt) return true
  const last = Date.parse(checkedAt)
  if (Number.isNaN(last)) return true
  const minutes = Math.max(1, intervalMinutes ?? 60)
  return now.getTime() - last >= minutes * 60_000 - 5_000
}
