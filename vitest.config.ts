import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // One file at a time: the integration files each copy one template database, and the 2-core machine
    // has no core to spare for more.
    fileParallelism: false,
    testTimeout: 60_000,
    // The template is seeded before the first integration file: over a minute when the machine is busy.
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One throw-away PostgreSQL for the run, its demo database seeded once as a template
          // (tests/integration/global-setup.ts); each file then works on a copy of its own.
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/database-per-file.ts'],
        },
      },
    ],
  },
})
