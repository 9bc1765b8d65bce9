import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import type { CarDocument } from '@/domain/car'
import {
  ALERT_EMAILS_PER_DAY,
  MATCH_SCAN_LIMIT,
  afterSending,
  alertDecision,
  criteriaSearch,
  isAlertable,
  type AlertTrigger,
  type SeenCars,
} from '@/domain/saved-searches'
import { isHostOfSite, siteOrigin } from '@/domain/site-host'
import { resolveSite, toPublicSite } from '@/lib/data/site-lookup'
import { currentSearchIndex } from '@/search/engine'
import { searchSite } from '@/search/site-search'
import { HITS_PER_PAGE_MAX, type SearchIndex } from '@/search/types'
import type { Customer, SavedSearch } from '@/payload-types'

import { alertEmail, type EmailMessage } from './emails'

/**
 * The saved-search alert job (#22): after an import, once its cars are in the search index, each active
 * saved search of the site is run against the search engine (the deployment's, read current), the domain's
 * matcher (`alertDecision`) says what is new or cheaper and whether to email now, and the job sends and
 * records it. Never in a request. An hourly scheduled run sends daily searches and alerts the daily cap held.
 */

export const SAVED_SEARCH_QUEUE = 'saved-searches'

/**
 * SAVED_SEARCH_EMAILS_PER_DAY: alert emails per saved search per site day (default ALERT_EMAILS_PER_DAY, 1).
 * A value that is not a whole number from 1 to 24 is refused with a message and the default holds.
 */
export function alertEmailsPerDay(value = process.env.SAVED_SEARCH_EMAILS_PER_DAY): number {
  if (value === undefined || value.trim() === '') return ALERT_EMAILS_PER_DAY
  const count = Number(value)
  if (Number.isInteger(count) && count >= 1 && count <= 24) return count
  console.error(`SAVED_SEARCH_EMAILS_PER_DAY must be a whole number from 1 to 24; '${value}' ignored`)
  return ALERT_EMAILS_PER_DAY
}

/**
 * Queues matching for a site's saved searches after an import changed cars, inside the import's transaction
 * (the job commits with the cars and their sync jobs); nothing when the site has no active saved search.
 */
export async function queueSavedSearchMatch(req: PayloadRequest, siteId: number): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'saved-searches',
    where: { and: [{ site: { equals: siteId } }, { status: { equals: 'active' } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  await req.payload.jobs.queue({ task: 'matchSavedSearches', input: { siteId }, queue: SAVED_SEARCH_QUEUE, req })
}

export type MatchOutcome = {
  searched: number
  sent: Array<{ savedSearch: number; message: EmailMessage; newCars: number[]; priceDrops: number[] }>
  held: number
}

/** Whether some of the site's cars still wait for their search-index sync (their matches would be stale). */
async function syncPending(payload: Payload, siteId: number): Promise<boolean> {
  const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query(
    `SELECT 1 FROM payload_jobs j
      WHERE j.task_slug = 'syncCars' AND j.completed_at IS NULL AND j.has_error IS NOT TRUE
        AND EXISTS (SELECT 1 FROM cars c WHERE c.site_id = $1
                      AND c.id IN (SELECT (jsonb_array_elements_text(j.input->'carIds'))::int))
      LIMIT 1`,
    [siteId],
  )
  return rows.length > 0
}

/** The cars matching the search now (for sale, not sold), newest listed first, at most MATCH_SCAN_LIMIT. */
async function matchingCars(
  payload: Payload,
  site: ReturnType<typeof resolveSite>,
  query: string,
  now: Date,
  engine: SearchIndex,
): Promise<CarDocument[] | null> {
  const search = criteriaSearch(query)
  if (!search) return null
  const cars: CarDocument[] = []
  for (let page = 1; cars.length < MATCH_SCAN_LIMIT; page += 1) {
    const result = await searchSite(
      payload,
      site,
      { ...search, sortBy: 'latest', page, hitsPerPage: HITS_PER_PAGE_MAX },
      now.getTime(),
      engine,
      {},
    )
    cars.push(...result.hits.filter(isAlertable))
    if (page >= result.pages) break
  }
  return cars.slice(0, MATCH_SCAN_LIMIT)
}

const customerOf = (saved: SavedSearch): Customer | null =>
  typeof saved.customer === 'object' && saved.customer ? saved.customer : null

/**
 * Runs the site's active saved searches once: sends the alerts that are due and records what each told
 * (`seen`), so no car is told twice. One run per site at a time (an advisory lock; a second waits for its
 * retry). `engine` is the deployment's current-reading engine unless a test passes another.
 */
export async function matchSavedSearches(
  payload: Payload,
  siteId: number,
  { trigger, now = new Date(), engine }: { trigger: AlertTrigger; now?: Date; engine?: SearchIndex },
): Promise<MatchOutcome> {
  const outcome: MatchOutcome = { searched: 0, sent: [], held: 0 }
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const lock = await pool.connect()
  try {
    const { rows } = await lock.query(`SELECT pg_try_advisory_lock(hashtext('saved-search-alerts'), $1) AS got`, [
      siteId,
    ])
    if (!rows[0]?.got) throw new Error(`Saved-search alerts of site ${siteId} are being matched already; retrying.`)
    try {
      const siteDoc = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
      const site = resolveSite(toPublicSite(siteDoc), now)
      const index = engine ?? (await currentSearchIndex(payload))
      const { docs } = await payload.find({
        collection: 'saved-searches',
        where: { and: [{ site: { equals: siteId } }, { status: { equals: 'active' } }] },
        depth: 1,
        pagination: false,
        overrideAccess: true,
      })
      for (const saved of docs) {
        const customer = customerOf(saved)
        if (!customer || !saved.confirmed_at) continue
        const cars = await matchingCars(payload, site, saved.query ?? '', now, index)
        if (!cars) {
          payload.logger.warn(`Saved search ${saved.id}: its criteria no longer parse; skipped`)
          continue
        }
        outcome.searched += 1
        const state = {
          frequency: saved.frequency,
          seen: (saved.seen as SeenCars | null | undefined) ?? null,
          confirmedAt: saved.confirmed_at,
          sentDay: saved.sent_day ?? null,
          sentOnDay: saved.sent_on_day ?? 0,
        }
        const decision = alertDecision(
          state,
          cars.map((car) => ({ id: car.id, price: car.price, listedAt: car.created_at })),
          { trigger, now, timeZone: site.settings.timeZone, maxPerDay: alertEmailsPerDay() },
        )
        if (!decision.send) {
          if (decision.pending) outcome.held += 1
          await payload.update({
            collection: 'saved-searches',
            id: saved.id,
            overrideAccess: true,
            data: { seen: decision.seen, pending: decision.pending },
          })
          continue
        }
        const byId = new Map(cars.map((car) => [car.id, car]))
        const origin =
          saved.origin && isHostOfSite(new URL(saved.origin).host, site) ? saved.origin : siteOrigin(site, null)
        const message = alertEmail(
          site,
          origin,
          customer,
          { id: saved.id, name: saved.name, query: saved.query ?? '' },
          {
            newCars: decision.newCars.flatMap((id) => byId.get(id) ?? []),
            priceDrops: decision.priceDrops.flatMap((drop) => {
              const car = byId.get(drop.id)
              return car ? [{ car, drop }] : []
            }),
          },
        )
        // Recorded before sending: a failed send is not retried into a second email for the same cars.
        const sentDay = afterSending(state, now, site.settings.timeZone)
        await payload.update({
          collection: 'saved-searches',
          id: saved.id,
          overrideAccess: true,
          data: {
            seen: decision.seen,
            pending: false,
            sent_day: sentDay.sentDay,
            sent_on_day: sentDay.sentOnDay,
            alerts_sent: (saved.alerts_sent ?? 0) + 1,
            last_sent_at: now.toISOString(),
          },
        })
        await payload.sendEmail(message)
        outcome.sent.push({
          savedSearch: saved.id,
          message,
          newCars: decision.newCars,
          priceDrops: decision.priceDrops.map((drop) => drop.id),
        })
      }
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtext('saved-search-alerts'), $1)`, [siteId])
    }
  } finally {
    lock.release()
  }
  return outcome
}

/** The sites with saved searches that may have an email due at a scheduled run: active daily ones, or held back. */
async function sitesWithDueSearches(payload: Payload): Promise<number[]> {
  const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query(
    `SELECT DISTINCT site_id FROM saved_searches
      WHERE status = 'active' AND site_id IS NOT NULL AND (frequency = 'daily' OR pending)`,
  )
  return rows.map((row) => Number(row.site_id))
}

export const matchSavedSearchesTask: TaskConfig<{
  input: { siteId: number }
  output: { searched: number; sent: number; held: number }
}> = {
  slug: 'matchSavedSearches',
  label: 'Match saved searches after an import',
  inputSchema: [{ name: 'siteId', type: 'number', required: true }],
  // Waits (by failing and being retried) while the import's cars are still being synced into the index.
  retries: { attempts: 30, backoff: { type: 'fixed', delay: 5_000 } },
  handler: async ({ input, req }) => {
    const siteId = Number(input.siteId)
    if (await syncPending(req.payload, siteId))
      throw new Error(`Site ${siteId}: cars still wait for their search sync; matching saved searches later.`)
    const outcome = await matchSavedSearches(req.payload, siteId, { trigger: 'import' })
    return { output: { searched: outcome.searched, sent: outcome.sent.length, held: outcome.held } }
  },
}

export const savedSearchDigestTask: TaskConfig<{
  input: Record<string, never>
  output: { sites: number; sent: number }
}> = {
  slug: 'savedSearchDigest',
  label: 'Send daily saved-search alerts',
  inputSchema: [],
  retries: 0,
  // Queued every hour by Payload's scheduler: each site's digest goes at the first run at or after DIGEST_HOUR there.
  schedule: [{ cron: '0 0 * * * *', queue: SAVED_SEARCH_QUEUE }],
  handler: async ({ req }) => {
    const sites = await sitesWithDueSearches(req.payload)
    let sent = 0
    for (const siteId of sites) {
      // One site's failure (or its run already under way) leaves the others' digests to go; it is due again next hour.
      try {
        sent += (await matchSavedSearches(req.payload, siteId, { trigger: 'schedule' })).sent.length
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `Saved-search digest of site ${siteId} failed` })
      }
    }
    return { output: { sites: sites.length, sent } }
  },
}
