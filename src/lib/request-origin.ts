import { headers } from 'next/headers'

/**
 * The origin the shopper asked for (scheme, host and port), for absolute URLs in canonical links, Open
 * Graph tags, structured data and emailed links: the forwarded scheme behind a proxy, else http on
 * localhost and https.
 */
export function originOf(list: Headers): string {
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost'
  const forwarded = list.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : /(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(host) ? 'http' : 'https'
  return `${scheme}://${host}`
}

/** The origin of the request a page or route is rendering. */
export async function requestOrigin(): Promise<string> {
  return originOf(await headers())
}
