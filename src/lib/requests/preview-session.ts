/**
 * Preview sessions for the admin's live preview. The admin (signed in on its own host) builds the preview
 * address with a token naming the site, the admin's origin and an expiry, signed with HMAC-SHA256 of the
 * Payload secret; the site's /preview route checks it, turns on Next's draft mode and keeps the same signed
 * token in an HTTP-only cookie on the site's host. Pages show drafts only while both hold and the token
 * names the site being rendered, so a draft-mode cookie alone (or another site's token) shows nothing.
 * Web Crypto only, so the proxy can read it too.
 */
import { payloadSecret } from '../platform/secret'

export const PREVIEW_COOKIE = 'site-preview'
/** A preview session lasts an hour; the admin makes a fresh token each time the preview opens. */
export const PREVIEW_TTL_SECONDS = 60 * 60

export type PreviewClaims = { site: number; admin: string; exp: number }

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

/** A token for previewing `site` from the admin at `admin` (an origin), valid for an hour from `now` (ms). */
export async function signPreview(site: number, admin: string, now = Date.now()): Promise<string> {
  const body = base64url(
    encoder.encode(JSON.stringify({ site, admin, exp: Math.floor(now / 1000) + PREVIEW_TTL_SECONDS })),
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
    if (typeof claims.site !== 'number' || typeof claims.admin !== 'string' || typeof claims.exp !== 'number')
      return null
    if (!/^https?:\/\/[^/\s]+$/.test(claims.admin)) return null
    if (claims.exp * 1000 <= now) return null
    return { site: claims.site, admin: claims.admin, exp: claims.exp }
  } catch {
    return null
  }
}
