/**
 * Preview tokens for the admin's live preview. The admin (signed in on its own host) frames the page on the
 * site's own host, a different site: Chromium does not send that host's cookies to a cross-site frame (nor
 * Next's draft-mode cookie, SameSite=Lax in development), so the preview holds no cookie at all. Every framed
 * request carries the token in its query (`?preview=`): it names one site and its host, one page (the
 * document being edited), the admin's origin and an expiry, signed with HMAC-SHA256 of the Payload secret.
 * The proxy lets only the admin's origin frame a request with a valid token for its host; the page shows
 * the draft only when the token names the site and the page being rendered. Web Crypto only, so the proxy
 * can read it too.
 */
import { payloadSecret } from '../platform/secret'

/** The query parameter every framed preview request carries its token in. */
export const PREVIEW_PARAM = 'preview'
/** The request header the proxy passes a verified token on in (any header a client sent is dropped). */
export const PREVIEW_HEADER = 'x-site-preview'
/** A token lasts an hour; the admin signs a fresh one each time the document view (and its preview) opens. */
export const PREVIEW_TTL_SECONDS = 60 * 60

/** What a token names: the site (id and host), the page (id), the admin's origin and the expiry (seconds). */
export type PreviewClaims = { site: number; host: string; doc: number; admin: string; exp: number }
export type PreviewScope = Omit<PreviewClaims, 'exp'>

const encoder = new TextEncoder()

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

async function hmac(data: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`${payloadSecret()}:site-preview`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)))
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

/** A token for previewing one page of one site from the admin at `admin` (an origin), valid for an hour from `now` (ms). */
export async function signPreview({ site, host, doc, admin }: PreviewScope, now = Date.now()): Promise<string> {
  const body = base64url(
    encoder.encode(
      JSON.stringify({ site, host: host.toLowerCase(), doc, admin, exp: Math.floor(now / 1000) + PREVIEW_TTL_SECONDS }),
    ),
  )
  return `${body}.${base64url(await hmac(body))}`
}

/** The token's claims when its signature holds and it has not expired; otherwise null. */
export async function verifyPreview(token: string | null | undefined, now = Date.now()): Promise<PreviewClaims | null> {
  if (!token || token.length > 1024) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  try {
    if (!sameBytes(fromBase64url(signature), await hmac(body))) return null
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as Partial<PreviewClaims>
    if (
      typeof claims.site !== 'number' ||
      typeof claims.host !== 'string' ||
      typeof claims.doc !== 'number' ||
      typeof claims.admin !== 'string' ||
      typeof claims.exp !== 'number'
    )
      return null
    if (!/^https?:\/\/[^/\s;,']+$/.test(claims.admin)) return null
    if (claims.exp * 1000 <= now) return null
    return { site: claims.site, host: claims.host, doc: claims.doc, admin: claims.admin, exp: claims.exp }
  } catch {
    return null
  }
}

/** The token's claims when it is valid (`verifyPreview`) and was made for the request's host. */
export async function verifyPreviewForHost(
  token: string | null | undefined,
  host: string | null | undefined,
  now = Date.now(),
): Promise<PreviewClaims | null> {
  const claims = await verifyPreview(token, now)
  return claims && host && claims.host === host.toLowerCase() ? claims : null
}
