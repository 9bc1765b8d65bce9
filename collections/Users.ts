import { tenantsArrayField } from '@payloadcms/plugin-multi-tenant/fields'
import { APIError, type CollectionConfig, type Field, type PayloadRequest, type Where } from 'payload'

import {
  STAFF_ROLES,
  adminRolesOnly,
  assignedSiteIds,
  isAdminRole,
  isPlatformAdmin,
  isStaff,
  staffRole,
} from '../src/lib/access/access'
import { staffLoginEndpoint } from '../src/lib/access/auth-endpoints'

type TenantRow = { tenant?: number | string | { id: number | string } | null; id?: string | null }
const rowSite = (row: TenantRow) => (row.tenant && typeof row.tenant === 'object' ? row.tenant.id : row.tenant)

/**
 * The sites a group admin leaves on a staff user: they add or remove only sites they have themselves; the
 * user's other sites (another group's) stay as they were, whether or not the request lists them.
 */
function groupAdminTenants(admin: PayloadRequest['user'], requested: unknown, original: unknown): TenantRow[] {
  const mine = new Set(assignedSiteIds(admin).map(String))
  const before = ((original ?? []) as TenantRow[]).filter((row) => rowSite(row) !== null && rowSite(row) !== undefined)
  const others = before.filter((row) => !mine.has(String(rowSite(row))))
  const kept = new Set(others.map((row) => String(rowSite(row))))
  const rows = ((requested ?? []) as TenantRow[]).filter((row) => rowSite(row) !== null && rowSite(row) !== undefined)
  if (rows.some((row) => !mine.has(String(rowSite(row))) && !kept.has(String(rowSite(row))))) {
    throw new APIError('You can only give staff access to your own sites.', 403, null, true)
  }
  return [...rows.filter((row) => mine.has(String(rowSite(row)))), ...others.map((row) => ({ tenant: rowSite(row) }))]
}

/** Dealer and platform staff who sign in to /admin. Shoppers are not users. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  // POST /api/users/login: Payload's login behind a per-client throttle of failures, a locked account answered as a wrong password.
  endpoints: [staffLoginEndpoint],
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    description:
      'Staff who edit sites in this admin. Platform admins see every site; others only the sites listed on them.',
  },
  access: {
    admin: ({ req }) => isStaff(req.user),
    // The multi-tenant plugin narrows these further to users who share one of the caller's sites.
    read: ({ req }) => {
      if (isAdminRole(req.user)) return true
      if (isStaff(req.user) && req.user) return { id: { equals: req.user.id } }
      return false
    },
    create: adminRolesOnly,
    update: ({ req }) => {
      if (isAdminRole(req.user)) return true
      if (isStaff(req.user) && req.user) return { id: { equals: req.user.id } }
      return false
    },
    delete: adminRolesOnly,
    // Lifting a sign-in lockout: platform admins, or group admins for the staff of their own sites (not
    // platform admins). Without a rule Payload lets anyone signed in do it.
    unlock: ({ req }) => {
      if (isPlatformAdmin(req.user)) return true
      if (staffRole(req.user) !== 'group-admin') return false
      const ofTheirSites: Where = { 'tenants.tenant': { in: assignedSiteIds(req.user) } }
      return { and: [ofTheirSites, { role: { not_equals: 'platform-admin' } }] }
    },
  },
  hooks: {
    beforeValidate: [
      async ({ data, operation, originalDoc, req }) => {
        if (!data) return data
        // The very first user (the admin's create-first-user screen) is the platform admin.
        if (operation === 'create' && !req.user) {
          const { totalDocs } = await req.payload.count({ collection: 'users', req })
          if (totalDocs === 0) return { ...data, role: 'platform-admin' }
        }
        if (staffRole(req.user) === 'group-admin') {
          if (data.role === 'platform-admin') {
            throw new APIError('Only a platform admin can make another platform admin.', 403, null, true)
          }
          const tenants =
            data.tenants !== undefined ? groupAdminTenants(req.user, data.tenants, originalDoc?.tenants) : undefined
          // A group admin's staff always work on at least one site: a user without one could sign in to nothing.
          if (operation === 'create' && (tenants ?? []).length === 0) {
            throw new APIError('Give this staff user at least one of your sites.', 400, null, true)
          }
          if (tenants !== undefined) return { ...data, tenants }
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', admin: { description: 'Shown in the admin.' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'site-editor',
      options: STAFF_ROLES.map(({ value, label }) => ({ value, label })),
      access: {
        create: ({ req }) => isAdminRole(req.user) || !req.user,
        update: ({ req }) => isAdminRole(req.user),
      },
      // Only a platform admin is offered 'Platform admin' (the hook above refuses it from anyone else too).
      filterOptions: ({ req, options }) =>
        isPlatformAdmin(req.user) || !req.user
          ? options
          : options.filter((option) => (typeof option === 'string' ? option : option.value) !== 'platform-admin'),
      admin: {
        description:
          'Platform admins manage every site; group admins their sites and staff; site editors their sites\u2019 content.',
      },
    },
    sitesField(),
    {
      name: 'locations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      // Locations of this user's own sites.
      filterOptions: ({ data }) => {
        const sites = ((data?.tenants ?? []) as TenantRow[])
          .map(rowSite)
          .filter((id) => id !== null && id !== undefined)
        return sites.length > 0 ? { site: { in: sites } } : false
      },
      admin: {
        description:
          'The locations this person works at: each new lead for one of them is emailed to them, with a link to it.',
      },
    },
  ],
}

/**
 * The sites a staff user works on: the multi-tenant plugin's array (its `tenants`/`tenant` names stay, so
 * the stored data and the plugin's access rules are unchanged), labelled in the dealer's words. Group admins
 * may give their own staff access to their own sites (checked in the hook above).
 */
function sitesField(): Field {
  const groupAdminOrAll = ({ req }: { req: PayloadRequest }) =>
    userHasAccessToAllSites(req.user) || staffRole(req.user) === 'group-admin'
  const field = tenantsArrayField({
    tenantsArrayFieldName: 'tenants',
    tenantsArrayTenantFieldName: 'tenant',
    tenantsCollectionSlug: 'sites',
    arrayFieldAccess: { create: groupAdminOrAll, update: groupAdminOrAll },
  })
  return {
    ...field,
    label: 'Sites',
    labels: { singular: 'Site', plural: 'Sites' },
    admin: { description: 'The dealer sites this person works on.' },
    fields: field.fields.map((row) => ('name' in row && row.name === 'tenant' ? { ...row, label: 'Site' } : row)),
  } as Field
}

export const userHasAccessToAllSites = (user: unknown): boolean => isPlatformAdmin(user as never)
