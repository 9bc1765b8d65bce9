import { unstable_cache } from 'next/cache'

import type { FinanceProvider } from '@/domain/site-settings'

import { payloadClient } from '../platform/payload'
import { SITES_TAG } from '../platform/revalidate'

/** A provider's disclaimer from the platform settings (cached; saving the settings expires it), or null. */
export const lenderDisclaimer = unstable_cache(
  async (provider: FinanceProvider): Promise<string | null> => {
    const settings = await (
      await payloadClient()
    ).findGlobal({ slug: 'platform-settings', depth: 0, overrideAccess: true })
    return settings.lenderDisclaimers?.find((row) => row.provider === provider)?.disclaimer ?? null
  },
  ['lender-disclaimer'],
  { tags: [SITES_TAG], revalidate: 3600 },
)
