import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe-core's serious and critical violations on the page as it is now (modals and drawers included when open). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}
