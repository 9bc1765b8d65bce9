import { defineConfig } from 'vitest/config'

import base from './vitest.config'

/** The cluster test (tests/cluster): its own Debian PostgreSQL server and built app instances, after `next build`. */
export default defineConfig({
  resolve: base.resolve,
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
})
