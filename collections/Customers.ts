import { AuthenticationError, ValidationError, type CollectionConfig } from 'payload'

import { customerUsername } from '../src/domain/accounts'
import { isPhoneNumber } from '../src/domain/watchlist'
import { adminRolesOnly, isStaff } from '../src/lib/access/access'
import { closedEndpoints } from '../src/lib/access/auth-endpoints'
import {
  resetPasswordEmailHtml,
  resetPasswordEmailSubject,
  verificationEmailHtml,
  verificationEmailSubject,
} from '../src/lib/email/customer-email'

/** `req.context` of a shopper sign-in: the site whose sign-in page was used. */
export type CustomerLoginContext = { customerSite?: number }

const siteIdOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

/**
 * Shoppers' accounts, one per site and email (see ARCHITECTURE.md, "Shopper accounts"): the same email
 * signs up separately on each dealer's site and nothing links the two. Payload signs them in by a
 * username built from the site and the email (`{siteId}:{email}`), which it keeps unique; shoppers only
 * type their email. Customers never use the admin or the REST API: sign-up, sign-in and the watchlist
 * go through the site's own routes (src/app/api/account, src/app/api/watchlist).
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Customer', plural: 'Customers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'phone_number', 'createdAt'],
    description: 'Shoppers who signed up on a site. Each account belongs to one site only.',
    group: 'Shoppers',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: true, requireUsername: true },
    verify: { generateEmailHTML: verificationEmailHtml, generateEmailSubject: verificationEmailSubject },
    forgotPassword: {
      generateEmailHTML: resetPasswordEmailHtml,
      generateEmailSubject: resetPasswordEmailSubject,
      expiration: 60 * 60 * 1000,
    },
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 14 * 24 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  // Payload's own auth endpoints for customers answer 404: they sign in, reset and confirm only through the
  // site's routes (src/app/api/account, the verify-email page), which call the local API with the site,
  // rate limits and one answer for every failure. Payload's login told existing accounts apart ("email or
  // password" against "username or password", "locked"), and none of these had a rate limit.
  // Unlock stays: only staff may call it (access.unlock), from the admin.
  endpoints: closedEndpoints([
    { method: 'post', path: '/login' },
    { method: 'post', path: '/forgot-password' },
    { method: 'post', path: '/reset-password' },
    { method: 'post', path: '/verify/:id' },
    { method: 'post', path: '/refresh-token' },
    { method: 'post', path: '/first-register' },
  ]),
  access: {
    admin: () => false,
    // Staff see the customers of their own sites (the multi-tenant plugin narrows this); a customer only themself.
    read: ({ req }) => {
      if (isStaff(req.user)) return true
      if (req.user?.collection === 'customers') return { id: { equals: req.user.id } }
      return false
    },
    create: adminRolesOnly,
    update: adminRolesOnly,
    delete: adminRolesOnly,
    unlock: adminRolesOnly,
  },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc }) => {
        if (!data) return data
        const site = siteIdOf(data.site ?? originalDoc?.site)
        const email = (data.email ?? originalDoc?.email) as string | undefined
        if (!site) throw new ValidationError({ errors: [{ path: 'site', message: 'A customer belongs to a site.' }] })
        return email ? { ...data, username: customerUsername(site, email) } : data
      },
    ],
    // Only the site's own sign-in route signs a customer in, and only on the site the account belongs to.
    beforeLogin: [
      ({ req, user }) => {
        const { customerSite } = req.context as CustomerLoginContext
        if (!customerSite || siteIdOf(user.site) !== customerSite) throw new AuthenticationError(req.t)
        return user
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'phone_number',
      label: 'Phone number',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && isPhoneNumber(value) ? true : 'Enter a phone number of 8 to 15 digits.',
    },
  ],
}
