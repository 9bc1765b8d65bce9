import { OSM_TILES } from '../../domain/home-page'

/**
 * Security headers of shopper pages. Scripts run only with the request's nonce (Next.js puts it on its
 * own scripts when the request carries the policy); style attributes stay allowed (site themes and promo
 * tile backgrounds are inline styles, checked when saved); feed images come from any https host. The
 * locations map (Leaflet, bundled with the app: no script host) only loads its tiles as images from the tile
 * host, listed by name so the map keeps working should feed images be narrowed to listed hosts; it needs no
 * connect-src, font or frame of its own (Leaflet's inline styles are style attributes). Framing
 * is refused, except by the admin's own origin during a signed live-preview session (src/lib/requests/preview-session.ts).
 */
export function contentSecurityPolicy(
  nonce: string,
  { development, framedBy }: { development: boolean; framedBy?: string | null },
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${OSM_TILES.origin} https: data: blob:`,
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws:' : ''}`,
    // The captcha's proof of work runs in a worker of our own (src/components/leads/proof-of-work.worker.ts),
    // started from a same-origin bootstrap script: no blob: workers.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the admin's live preview may frame a page: its origin comes from a verified preview session.
    framedBy && /^https?:\/\/[^/\s;,']+$/.test(framedBy)
      ? `frame-ancestors 'self' ${framedBy}`
      : "frame-ancestors 'none'",
  ]
  return directives.join('; ')
}

/**
 * The policy of the API reference page (/api/docs): Swagger UI's script and styles from our own origin
 * only, no inline script (its start-up is a file too); inline style attributes, which Swagger UI sets, and
 * its data: icons are allowed; it fetches only /api/openapi.json.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** A fresh unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/** HSTS for two years, subdomains included: sent in production only (served over https there). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/** Headers every response of a site carries besides its policy; HSTS only in production (served over https). */
export function siteSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
    ...(production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  }
}
