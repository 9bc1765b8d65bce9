/**
 * The secret that signs staff sessions. scripts/serve.ts always provides PAYLOAD_SECRET (generated once and
 * kept in .data/ when not set); the fallback only serves builds and tests, which never sign real sessions.
 */
export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error(
      'PAYLOAD_SECRET must be set in production. `npm start` sets one for you; set it yourself elsewhere.',
    )
  }
  return 'development-only-secret-not-for-production'
}
