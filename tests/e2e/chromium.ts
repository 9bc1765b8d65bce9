import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

/**
 * The Chromium to test with: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own build.
 * Returns null when there is none; callers fail with `MISSING_CHROMIUM`.
 */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium']
  try {
    candidates.push(chromium.executablePath())
  } catch {
    // Playwright has no browser of its own installed.
  }
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null
}

export const MISSING_CHROMIUM =
  'No Chromium found: install one with `apt-get install chromium` (Debian), or set CHROMIUM_PATH to a Chromium or Chrome binary.'
