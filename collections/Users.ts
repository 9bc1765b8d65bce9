import { APIError, type CollectionConfig } from 'payload'

import { STAFF_ROLES, adminRolesOnly, assignedSiteIds, isAdminRole, isPlatformAdmin, isStaff, staffRole } from '../src/lib/access'
import { staffLoginEndpoint } from '../src/lib/auth-endpoints'

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
    description: 'Staff who edit sites in this admin. Platform admins see every site; others only the sites listed on them.',
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
  },
  hooks: {
    beforeValidate: [
      async ({ data, operation, req }) => {
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
          const mine = new Set(assignedSiteIds(req.user).map(String))
          const requested = assignedSiteIds({ collection: 'users', tenants: data.tenants } as never)
          if (requested.some((id) => !mine.has(String(id)))) {
            throw new APIError('You can only give staff access to your own sites.', 403, null, true)
          }
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
      admin: {
        description: 'Platform admins manage every site; group admins their sites and staff; site editors their sites\u2019 content.',
      },
    },
  ],
}

export const userHasAccessToAllSites = (user: unknown): boolean => isPlatformAdmin(user as never)
