import { notFound } from 'next/navigation'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'
import { fill, labelsFor } from '@/domain/labels'
import { siteForHost } from '@/lib/data/sites'
import { payloadClient } from '@/lib/platform/payload'
import { unsubscribeTarget } from '@/lib/saved-searches/saved-searches'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const generateMetadata = catalogueMetadata('savedSearchUnsubscribeTitle', {
  robots: { index: false },
  referrer: 'no-referrer',
})
export const dynamic = 'force-dynamic'

/**
 * An alert email's unsubscribe link: one button (a POST, so a mail scanner opening the link changes nothing)
 * to the same endpoint mail clients' one-click unsubscribe uses; once done, it says so.
 */
export default async function UnsubscribeSavedSearchPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const labels = labelsFor(site.settings.locale)
  const { token } = await searchParams
  const saved = typeof token === 'string' ? await unsubscribeTarget(await payloadClient(), site, token) : null
  const name = saved ? `\u201c${saved.name}\u201d` : ''
  return (
    <>
      <main className="account-page">
        <h1>{labels.savedSearchUnsubscribeTitle}</h1>
        {!saved || typeof token !== 'string' ? (
          <p role="status">{labels.savedSearchLinkInvalid}</p>
        ) : saved.status === 'unsubscribed' ? (
          <p role="status">{fill(labels.savedSearchUnsubscribedDone, { name })}</p>
        ) : (
          <form method="post" action={`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`}>
            <input type="hidden" name="page" value="1" />
            <p>{fill(labels.savedSearchUnsubscribeQuestion, { name })}</p>
            <button type="submit">{labels.savedSearchUnsubscribeButton}</button>
          </form>
        )}
        <p>
          <a href="/account/saved-searches">{labels.savedSearchManage}</a>
        </p>
      </main>
    </>
  )
}
