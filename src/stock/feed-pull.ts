import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { conditionalHeaders, feedDue, feedUrlProblem, isGzipBody, type FeedValidators } from '../domain/feed-pull'
import { isPrivateAddress } from '../domain/webhooks'
import type { Integration } from '../payload-types'
import { DEFAULT_CSV_MAPPING, parseFeedSliced } from './feed-input'
import { DEFAULT_HOLD_RULE, importStock } from './import'
import { integrationFeedContext } from './integration-mapping'

/**
 * Pulling integrations' feed URLs on a schedule (the `pullStockFeeds` job, queue `stock-feeds`, every
 * minute; each feed when its interval is up): a conditional GET with the validators of the last answer,
 * gzip accepted (Content-Encoding or a gzip body), a 304 recorded and skipped, a 200 imported through the
 * importer as the integration's run (source `feed`), with its mapping and hold rule.
 */

export const STOCK_FEEDS_QUEUE = 'stock-feeds'
const MAX_FEED_BYTES = 100 * 1024 * 1024
const PULL_TIMEOUT_MS = 60_000

/**
 * Private, loopback and link-local feed addresses are refused unless STOCK_FEED_ALLOW_PRIVATE=true, which
 * production (NODE_ENV=production) ignores: tests and development pull from local servers.
 */
export const allowPrivateFeeds = () =>
  process.env.STOCK_FEED_ALLOW_PRIVATE === 'true' && process.env.NODE_ENV !== 'production'

export const feedUrlError = (raw: string) => feedUrlProblem(raw, { allowPrivate: allowPrivateFeeds() })

/** DNS lookup refusing names that resolve to private, loopback or link-local addresses (each connection). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4)
    const list = addresses as unknown as LookupAddress[]
    const refused = list.find((entry) => isPrivateAddress(entry.address))
    if (refused || list.length === 0)
      return callback(new Error(`${hostname} resolves to a private address: refused.`), '', 4)
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
    callback(null, list[0]!.address, list[0]!.family)
  })
}

type FeedAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function get(url: string, headers: Record<string, string>): Promise<FeedAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const client = target.protocol === 'https:' ? https : http
    const request = client.get(
      target,
      {
        headers: { 'Accept-Encoding': 'gzip', 'User-Agent': 'DealerPlatform-FeedPull/1', ...headers },
        timeout: PULL_TIMEOUT_MS,
        ...(allowPrivateFeeds() ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_FEED_BYTES) request.destroy(new Error(`the feed is over ${MAX_FEED_BYTES / 1024 / 1024} MB`))
          else chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer within ${PULL_TIMEOUT_MS / 1000} s`)))
    request.on('error', reject)
  })
}

export type PullOutcome =
  { result: 'not-modified' } | { result: 'imported'; runId: number } | { result: 'failed'; error: string }

type FeedIntegration = Pick<
  Integration,
  | 'id'
  | 'name'
  | 'feed_url'
  | 'feed_site'
  | 'feed_mode'
  | 'feed_format'
  | 'feed_etag'
  | 'feed_last_modified'
  | 'csv_mapping'
  | 'csv_columns'
  | 'hold_removed_percent'
  | 'hold_min_rows'
>

/** Pulls one integration's feed once, records the outcome (and the answer's validators) on it. */
export async function pullIntegrationFeed(payload: Payload, integration: FeedIntegration): Promise<PullOutcome> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const record = async (result: string, validators?: FeedValidators) => {
    await db.execute(sql`
      UPDATE integrations SET feed_checked_at = now(), feed_result = ${result.slice(0, 500)},
        feed_etag = ${validators ? (validators.etag ?? null) : (integration.feed_etag ?? null)},
        feed_last_modified = ${validators ? (validators.lastModified ?? null) : (integration.feed_last_modified ?? null)}
      WHERE id = ${integration.id}`)
  }
  const failed = async (error: string): Promise<PullOutcome> => {
    await record(`failed ${new Date().toISOString()}: ${error}`)
    return { result: 'failed', error }
  }
  const url = integration.feed_url?.trim()
  if (!url) return failed('no feed URL')
  const problem = feedUrlError(url)
  if (problem) return failed(problem)
  const siteId = typeof integration.feed_site === 'object' ? integration.feed_site?.id : integration.feed_site
  if (!siteId) return failed('no site to import into')

  let answer: FeedAnswer
  try {
    answer = await get(
      url,
      conditionalHeaders({ etag: integration.feed_etag, lastModified: integration.feed_last_modified }),
    )
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error))
  }
  if (answer.status === 304) {
    await record(`not modified (304) ${new Date().toISOString()}: import skipped`)
    return { result: 'not-modified' }
  }
  if (answer.status < 200 || answer.status > 299) return failed(`HTTP ${answer.status}`)

  let body: Buffer
  try {
    const encoding = Array.isArray(answer.headers['content-encoding'])
      ? answer.headers['content-encoding'].join(',')
      : answer.headers['content-encoding']
    body = isGzipBody(encoding, answer.body)
      ? gunzipSync(answer.body, { maxOutputLength: MAX_FEED_BYTES })
      : answer.body
  } catch (error) {
    return failed(`the gzip body cannot be read: ${error instanceof Error ? error.message : String(error)}`)
  }
  const format = integration.feed_format ?? 'csv'
  const context = await integrationFeedContext(payload, siteId, integration)
  const feed = await parseFeedSliced(
    body.toString('utf8'),
    format,
    integration.csv_mapping ?? DEFAULT_CSV_MAPPING,
    context,
  )
  if (!feed.ok) return failed(feed.error)
  const summary = await importStock(
    payload,
    {
      siteId,
      mode: integration.feed_mode ?? 'full',
      source: 'feed',
      format,
      mapping: feed.mapping,
      who: `integration: ${integration.name}`,
      integrationId: integration.id,
      hold: {
        maxRemovedPercent: integration.hold_removed_percent ?? DEFAULT_HOLD_RULE.maxRemovedPercent,
        minValidRows: integration.hold_min_rows ?? DEFAULT_HOLD_RULE.minValidRows,
      },
    },
    feed.rows,
  )
  const header = (name: string) => {
    const value = answer.headers[name]
    return typeof value === 'string' ? value : null
  }
  await record(`${summary.held ? 'held' : 'imported'} ${new Date().toISOString()}: run ${summary.run_id}`, {
    etag: header('etag'),
    lastModified: header('last-modified'),
  })
  return { result: 'imported', runId: summary.run_id }
}

/** Pulls every integration's feed whose interval is up. */
export async function pullDueFeeds(payload: Payload, now = new Date()): Promise<Record<PullOutcome['result'], number>> {
  const { docs } = await payload.find({
    collection: 'integrations',
    where: { feed_url: { exists: true } },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
  })
  const counts = { 'not-modified': 0, imported: 0, failed: 0 }
  for (const integration of docs) {
    if (!integration.feed_url || !feedDue(integration.feed_checked_at, integration.feed_interval_minutes, now)) continue
    counts[(await pullIntegrationFeed(payload, integration)).result] += 1
  }
  return counts
}

export const pullStockFeedsTask: TaskConfig<{ input: Record<string, never>; output: Record<string, number> }> = {
  slug: 'pullStockFeeds',
  label: 'Pull integrations\u2019 stock feeds',
  inputSchema: [],
  retries: 0,
  // Queued every minute by Payload's scheduler on the queue the job runners work (payload.config.ts).
  schedule: [{ cron: '0 * * * * *', queue: STOCK_FEEDS_QUEUE }],
  handler: async ({ req }) => ({ output: await pullDueFeeds(req.payload) }),
}
