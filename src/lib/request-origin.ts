import { headers } from 'next/headers'

/**
 * The origin the shopper asked for (scheme, host and port), for absolute URLs in canonical links, Open
 * Graph tags and structured data: the forwarded scheme behind a proxy, else http on localhost and https.
 */
export async function requestOrigin(): Promise<string> {
  const list = await headers()
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost'
  const forwarded = list.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : /(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(host) ? 'http' : 'https'
  return `${scheme}://${host}`
}
