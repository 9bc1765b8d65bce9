/**
 * Which address a request came from, and which proxies we believe. Pure: the web server applies it to every
 * request before the app sees it (scripts/web-server.ts), so every rate limit keys on the same address.
 *
 * Each proxy in front of the app appends the address it was reached from to `X-Forwarded-For`, and the
 * last proxy is the socket's peer. With `trustedHops` proxies of our own in front, the right-most
 * `trustedHops` addresses of the chain (the socket's peer counted) are ours; the next one to the left is the
 * client. Anything further left was written by the client and is never believed. With no trusted proxy
 * (the default) the client is the socket's peer and `X-Forwarded-For` is ignored.
 */

export const TRUSTED_PROXY_HOPS_MAX = 10

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const IPV6 = /^(?=.*:)[0-9a-f:.]{2,45}$/i

/** An IPv4 or IPv6 literal, as a proxy writes it (IPv4-mapped IPv6 read as IPv4); null for anything else. */
export function normaliseAddress(value: string | null | undefined): string | null {
  if (!value) return null
  let address = value.trim()
  // A proxy may write "[::1]:1234" or "1.2.3.4:5678"; only the address counts.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1] as string
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.toLowerCase()
  if (address.startsWith('::ffff:') && IPV4.test(address.slice(7))) address = address.slice(7)
  if (IPV4.test(address)) return address
  return IPV6.test(address) && address.split('::').length <= 2 ? address : null
}

/**
 * Reads `TRUSTED_PROXY_HOPS`: how many proxies of ours stand in front of the app (0 to 10, default 0).
 * Throws with a message for anything else, so a typo stops the start instead of trusting clients.
 */
export function parseTrustedProxyHops(value: string | null | undefined): number {
  if (value === undefined || value === null || value.trim() === '') return 0
  const hops = Number(value.trim())
  if (!Number.isInteger(hops) || hops < 0 || hops > TRUSTED_PROXY_HOPS_MAX) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to ${TRUSTED_PROXY_HOPS_MAX} (the proxies in front of the app), not '${value}'.`,
    )
  }
  return hops
}

/**
 * The client's address: the socket's peer when no proxy is trusted, else the right-most `X-Forwarded-For`
 * entry our proxies did not add. A chain shorter than the trusted hops (a request that skipped a proxy)
 * yields its left-most address, the furthest any of ours saw; an entry that is not an address yields the
 * address of the proxy that reported it. 'unknown' only when the socket has no address at all.
 */
export function clientAddressFrom(
  socketAddress: string | null | undefined,
  forwardedFor: string | readonly string[] | null | undefined,
  trustedHops: number,
): string {
  const peer = normaliseAddress(socketAddress) ?? 'unknown'
  if (trustedHops <= 0) return peer
  const header = Array.isArray(forwardedFor)
    ? forwardedFor.join(',')
    : ((forwardedFor as string | null | undefined) ?? '')
  const chain = [
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    peer,
  ]
  const index = Math.max(0, chain.length - 1 - trustedHops)
  for (let i = index; i < chain.length; i += 1) {
    const address = normaliseAddress(chain[i])
    if (address) return address
  }
  return peer
}

/**
 * The scheme a trusted proxy reports (`X-Forwarded-Proto`, its right-most entry), or null when no proxy is
 * trusted or the value is not http/https.
 */
export function forwardedProtoFrom(
  forwardedProto: string | readonly string[] | null | undefined,
  trustedHops: number,
): 'http' | 'https' | null {
  if (trustedHops <= 0 || !forwardedProto) return null
  const header = Array.isArray(forwardedProto) ? forwardedProto.join(',') : (forwardedProto as string)
  const last = header.split(',').pop()?.trim().toLowerCase()
  return last === 'http' || last === 'https' ? last : null
}
