import type { GlobalConfig } from 'payload'

import { FINANCE_PROVIDERS } from '../src/domain/site-settings'
import { isPlatformAdmin } from '../src/lib/access/access'
import { revalidateSite } from '../src/lib/platform/revalidate'

/** Settings of the platform itself, shared by every site. */
export const PlatformSettings: GlobalConfig = {
  slug: 'platform-settings',
  label: 'Platform settings',
  admin: { description: 'Platform-wide settings. Only platform admins can change them.' },
  access: {
    read: ({ req }) => Boolean(req.user && req.user.collection === 'users'),
    update: ({ req }) => isPlatformAdmin(req.user),
  },
  hooks: { afterChange: [() => revalidateSite([])] },
  fields: [
    {
      name: 'platformName',
      type: 'text',
      required: true,
      defaultValue: 'Dealer Platform',
      admin: { description: 'Shown on pages that belong to no dealer site, such as the unknown-address page.' },
    },
    {
      name: 'lenderDisclaimers',
      type: 'array',
      labels: { singular: 'Lender disclaimer', plural: 'Lender disclaimers' },
      admin: {
        description:
          'Each finance provider\u2019s disclaimer, shown in the vehicle page\u2019s finance modal when a car\u2019s feed brings none.',
      },
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          options: FINANCE_PROVIDERS.map(({ value, label }) => ({ value, label })),
        },
        { name: 'disclaimer', type: 'textarea', required: true, maxLength: 4000 },
      ],
      validate: (rows: unknown) => {
        const providers = Array.isArray(rows) ? rows.map((row: { provider?: string }) => row?.provider) : []
        return new Set(providers).size === providers.length ? true : 'Give each provider one disclaimer.'
      },
    },
    {
      name: 'supportEmail',
      type: 'email',
      admin: { description: 'Where a visitor who reached an address with no site is told to write.' },
    },
  ],
}
