import type { GlobalConfig } from 'payload'

import { isPlatformAdmin } from '../src/lib/access'
import { revalidateSite } from '../src/lib/revalidate'

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
      name: 'supportEmail',
      type: 'email',
      admin: { description: 'Where a visitor who reached an address with no site is told to write.' },
    },
  ],
}
