import { defineConfig } from '@playwright/test'

import { findChromium, MISSING_CHROMIUM } from './tests/e2e/chromium'
import { E2E_DATA_DIR, E2E_DB_PORT, E2E_PORT } from './tests/e2e/server'

const executablePath = findChromium()
if (!executablePath) throw new Error(MISSING_CHROMIUM)

/** End-to-end tests: real Chromium against the built app (`next build` first), on its own fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers on the 2-core machine: while one test waits on the server, the other's Chromium works.
  // Each spec file runs in one worker, its tests in order; files run side by side.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  // One retry in CI, where a busy 2-core machine can stall a page; a test that needed it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // A journey of several steps takes some 25 s on a quiet machine and two to five times that under the CPU
  // steal CI's 2-core machine sees: 60 s could end such a test part-way, leaving its retry the state it left.
  timeout: 120_000,
  // Two workers on a busy 2-core machine: a search can take over Playwright's default 5 s to answer. An
  // assertion that holds returns at once; only a failing one waits the whole 15 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    // The cars the page types show (tests/e2e/page-context.ts) are imported once, before anything reads them.
    { name: 'data', testMatch: 'data.setup.ts' },
    // The look is screenshotted first, on the freshly seeded demo, so the baselines never depend on what the
    // journeys' specs add to the stock. Its tests only read, so both workers share them.
    { name: 'look', testMatch: 'visual.spec.ts', fullyParallel: true, dependencies: ['data'] },
    { name: 'journeys', testIgnore: ['visual.spec.ts', 'data.setup.ts'], dependencies: ['look'] },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // Without these, Chromium keeps calling out to Google's hosts, which this closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded database every run: migrated and seeded by `npm start`'s own first-start path. None
    // of an earlier run's cached data either: Next keeps its data cache in the build's .next/cache/fetch-cache
    // across server starts, and a second run on the same build served sites as the first run had left them.
    command: `rm -rf ${E2E_DATA_DIR} .next/cache/fetch-cache && exec node_modules/.bin/tsx scripts/serve.ts start`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // The tests stand in for one trusted proxy: each may say which client it carries in X-Forwarded-For
    // (its right-most entry), so tests keep their own rate-limit allowances apart.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_POSTGRES_PORT: String(E2E_DB_PORT),
      TRUSTED_PROXY_HOPS: '1',
    },
    reuseExistingServer: false,
    // A fresh start migrates, seeds and imports 16,734 cars: minutes on a busy 2-core machine.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS || 360_000),
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
