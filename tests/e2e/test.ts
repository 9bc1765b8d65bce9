/**
 * Playwright's `test`, with one change: each test's browser speaks as a client address of its own (the
 * X-Forwarded-For the tests' trusted proxy hop carries, playwright.config.ts). Specs run in two workers, and
 * the rate limits count per client: without this, every browser would be 127.0.0.1 and share one allowance.
 * A spec or test that sets its own X-Forwarded-For keeps it.
 */
import { createHash } from 'node:crypto'

import { test as base } from '@playwright/test'

export * from '@playwright/test'

/** An address in 198.18.0.0/15 (set aside for testing; no spec names one there), fixed per test and attempt. */
function addressOf(testId: string, retry: number): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testId}:${retry}`).digest()
  return `198.${18 + (a % 2)}.${b}.${1 + (c % 254)}`
}

export const test = base.extend({
  context: async ({ context, extraHTTPHeaders }, provide, testInfo) => {
    const own = Object.keys(extraHTTPHeaders ?? {}).some((name) => name.toLowerCase() === 'x-forwarded-for')
    if (!own)
      await context.setExtraHTTPHeaders({
        ...extraHTTPHeaders,
        'X-Forwarded-For': addressOf(testInfo.testId, testInfo.retry),
      })
    await provide(context)
  },
})
