import { notFound } from 'next/navigation'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'
import { fill, labelsFor } from '@/domain/labels'
import { siteForHost } from '@/lib/data/sites'
import { payloadClient } from '@/lib/platform/payload'
import { confirmSavedSearch } from '@/lib/saved-searches/saved-searches'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const generateMetadata = catalogueMetadata('savedSearchConfirmTitle', {
  robots: { index: false },
  referrer: 'no-referrer',
})
export const dynamic = 'force-dynamic'

/** The double opt-in link of a saved search: its alerts start now (the token names the search and this site). */
export default async function ConfirmSavedSearchPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const labels = labelsFor(site.settings.locale)
  const { token } = await searchParams
  const saved = typeof token === 'string' ? await confirmSavedSearch(await payloadClient(), site, token) : null
  return (
    <>
      <main className="account-page">
        <h1>{labels.savedSearchConfirmTitle}</h1>
        <p role="status">
          {saved
            ? fill(labels.savedSearchConfirmed, { name: `\u201c${saved.name}\u201d` })
            : labels.savedSearchLinkInvalid}
        </p>
        <p>
          <a className="button" href="/account/saved-searches">
            {labels.savedSearchManage}
          </a>
        </p>
      </main>
    </>
  )
}
