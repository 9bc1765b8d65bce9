import { notFound, redirect } from 'next/navigation'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'
import { fill, labelsFor } from '@/domain/labels'
import { signInPath } from '@/domain/return-path'
import { SAVED_SEARCH_NAME_MAX, formatAlertTime } from '@/domain/saved-searches'
import { searchPageUrl } from '@/domain/search-url'
import { currentCustomer } from '@/lib/data/customers'
import { siteForHost } from '@/lib/data/sites'
import { payloadClient } from '@/lib/platform/payload'
import { customerSavedSearches } from '@/lib/saved-searches/saved-searches'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ notice?: string | string[] }> }

export const generateMetadata = catalogueMetadata('savedSearches', { robots: { index: false } })
export const dynamic = 'force-dynamic'

const CHANGE = '/api/saved-searches/change'

/**
 * The signed-in shopper's saved searches on this site (#22): each with its state, how often it emails and
 * its last email; rename, pause or resume and delete are plain forms (src/app/api/saved-searches/change).
 */
export default async function SavedSearchesPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const customer = await currentCustomer(site)
  if (!customer) redirect(signInPath('saved-search', '/account/saved-searches', '/'))
  const { locale, timeZone } = site.settings
  const labels = labelsFor(locale)
  const searches = await customerSavedSearches(await payloadClient(), site, customer)
  const { notice } = await searchParams
  const notices: Record<string, string> = {
    changed: labels.savedSearchChanged,
    deleted: labels.savedSearchDeleted,
    'not-found': labels.savedSearchNotFound,
    invalid: labels.saveSearchFailed,
  }
  const noticeText = typeof notice === 'string' ? notices[notice] : undefined
  const statusText = {
    pending: labels.savedSearchPending,
    active: labels.savedSearchActive,
    paused: labels.savedSearchPaused,
    unsubscribed: labels.savedSearchUnsubscribed,
  }
  return (
    <>
      <main className="account-page saved-searches-page">
        <h1>{labels.savedSearchesTitle}</h1>
        {noticeText && (
          <p role="status" className="form-status">
            {noticeText}
          </p>
        )}
        {searches.length === 0 ? (
          <p>
            <a href="/cars">{labels.savedSearchesNone}</a>
          </p>
        ) : (
          <ul className="saved-search-list">
            {searches.map((saved) => (
              <li key={saved.id} className="saved-search-item" data-testid="saved-search">
                <h2>{saved.name}</h2>
                <dl>
                  <dt>{labels.savedSearchStatus}</dt>
                  <dd data-testid="saved-search-status">{statusText[saved.status]}</dd>
                  <dt>{labels.savedSearchFrequency}</dt>
                  <dd>{saved.frequency === 'daily' ? labels.savedSearchDaily : labels.savedSearchInstant}</dd>
                  <dt>{labels.savedSearchLastEmail}</dt>
                  <dd>
                    {saved.last_sent_at
                      ? formatAlertTime(locale, timeZone, saved.last_sent_at)
                      : labels.savedSearchNever}
                  </dd>
                  <dt>{labels.savedSearchEmailsSent}</dt>
                  <dd data-testid="saved-search-emails">{saved.alerts_sent ?? 0}</dd>
                </dl>
                <p>
                  <a href={searchPageUrl('/cars', saved.query ?? '')}>{labels.savedSearchSeeCars}</a>
                </p>
                <form method="post" action={CHANGE} className="saved-search-rename">
                  <input type="hidden" name="action" value="rename" />
                  <input type="hidden" name="id" value={saved.id} />
                  <label>
                    {fill(labels.savedSearchNewName, { name: saved.name })}
                    <input name="name" defaultValue={saved.name} required maxLength={SAVED_SEARCH_NAME_MAX} />
                  </label>
                  <button type="submit" className="button-secondary">
                    {labels.savedSearchRename}
                  </button>
                </form>
                {(saved.status === 'active' || (saved.confirmed_at && saved.status !== 'pending')) && (
                  <form method="post" action={CHANGE}>
                    <input type="hidden" name="action" value={saved.status === 'active' ? 'pause' : 'resume'} />
                    <input type="hidden" name="id" value={saved.id} />
                    <button type="submit" className="button-secondary">
                      {saved.status === 'active' ? labels.savedSearchPause : labels.savedSearchResume}
                    </button>
                  </form>
                )}
                <form method="post" action={CHANGE}>
                  <input type="hidden" name="action" value="delete" />
                  <input type="hidden" name="id" value={saved.id} />
                  <button type="submit" className="button-secondary">
                    {labels.savedSearchDelete}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  )
}
