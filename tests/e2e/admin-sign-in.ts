import { expect, type Page } from './test'

/**
 * Signs a staff user in through the admin's own login form, as the admin specs need. On a busy machine
 * Payload's form can re-initialise while it hydrates, dropping what was typed or a press of Login, so this
 * types and presses again while the page is still the login form; once the admin opens, it is done.
 */
export async function signInToAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  await expect(async () => {
    if (new URL(page.url()).pathname.startsWith('/admin/login')) {
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(password)
      await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 500 })
      await expect(page.getByLabel('Password')).toHaveValue(password, { timeout: 500 })
      await page.getByRole('button', { name: 'Login' }).click()
    }
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 15_000 })
  }).toPass({ timeout: 60_000 })
}
