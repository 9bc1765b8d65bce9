import { expect, type Page } from './test'

/**
 * Signs a staff user in through the admin's own login form, as the admin specs need. On a busy machine
 * Payload's form can re-initialise while it hydrates, dropping what was typed or a press of Login, so this
 * types and presses again while the page is still the login form. Once the admin opens, the session must
 * also be one the server still knows: Payload adds a session to the user's record by reading and rewriting
 * its list of sessions, so two logins of the same user at the same moment (parallel specs share the demo
 * admin) can drop one of them, and that page then meets the login screen on its next navigation. If the
 * session is gone, this signs in again.
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
    const signedIn = await page.evaluate(async () => {
      const response = await fetch('/api/users/me', { credentials: 'same-origin' })
      return response.ok && Boolean(((await response.json()) as { user?: unknown }).user)
    })
    if (!signedIn) {
      await page.goto('/admin/login', { waitUntil: 'networkidle' })
      throw new Error('The admin session was dropped by a concurrent login of the same user: signing in again.')
    }
  }).toPass({ timeout: 60_000 })
}
