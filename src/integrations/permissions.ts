import type { PayloadRequest } from 'payload'

/** What an integration key may do beyond importing stock into its sites (which every key may). */
export const INTEGRATION_PERMISSIONS = [{ value: 'read-leads', label: 'Read leads' }] as const
export type IntegrationPermission = (typeof INTEGRATION_PERMISSIONS)[number]['value']

type Caller = PayloadRequest['user'] | null | undefined

/**
 * Whether the caller is an integration key with this permission for this site (the site listed on the key).
 * Staff and shoppers never are: the integration APIs answer keys only.
 */
export function integrationMay(user: Caller, permission: IntegrationPermission, siteId: number | string): boolean {
  if (!user || user.collection !== 'integrations') return false
  const permissions = (user as { permissions?: string[] | null }).permissions ?? []
  if (!permissions.includes(permission)) return false
  return (user.sites ?? []).some((site) => String(typeof site === 'object' ? site.id : site) === String(siteId))
}
