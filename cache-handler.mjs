// @ts-check
/**
 * Next.js's cache handler (next.config.ts `cacheHandler`) for several app instances on one PostgreSQL:
 * entries stay in each instance (Next's own file-system cache, memory first), but when a tag expires —
 * a page, an offer or a site setting published through any instance (src/lib/platform/revalidate.ts) — every
 * instance hears of it at once, so none serves the old copy.
 *
 * How: `revalidateTag` records the tag's stale/expired times in `next_cache_tags` (a committed migration)
 * and NOTIFYs `next_cache_tags`; every instance LISTENs and puts the times into Next's tag manifest, the
 * map its cache consults on every read. An instance that starts, or reconnects after losing the database,
 * reads the whole table first, so it never serves an entry a tag expired while it was not listening.
 *
 * Plain JavaScript, because Next imports this file at run time and in build workers. Without a database
 * (`next build`) or with SHARED_CACHE_TAGS=false it is Next's own cache, unchanged.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import pg from 'pg'

import { CACHE_TAGS_CHANNEL, listenForNotices } from './src/lib/platform/db/notices.mjs'

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule
const { tagsManifest } = tagsManifestModule

/** NOTIFY payloads are capped at 8,000 bytes: tags travel in groups this size. */
const TAGS_PER_NOTICE = 40

/** @typedef {{ tag: string, stale?: number, expired?: number }} TagTimes */

/** Puts a tag's times from another instance (or the table) into the manifest Next's cache consults. */
function apply(/** @type {TagTimes} */ { tag, stale, expired }) {
  const entry = { ...(tagsManifest.get(tag) ?? {}) }
  if (typeof stale === 'number') entry.stale = Math.max(entry.stale ?? 0, stale)
  if (typeof expired === 'number') entry.expired = expired
  tagsManifest.set(tag, entry)
}

const num = (/** @type {string | null} */ value) => (value === null ? undefined : Number(value))

/**
 * The connection shared by every handler in this process: a pool for writes and one client that LISTENs.
 * Resolves once the table has been read, so the first read of the cache already knows every expired tag.
 * @returns {Promise<pg.Pool | null>}
 */
async function connect() {
  const url = process.env.DATABASE_URL
  if (!url || process.env.SHARED_CACHE_TAGS === 'false' || process.env.NEXT_PHASE === 'phase-production-build')
    return null
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', (error) => console.error('[cache] database pool:', error.message))

  await listenForNotices({
    url,
    channels: [CACHE_TAGS_CHANNEL],
    name: 'cache',
    onNotice: (_channel, payload) => {
      if (!payload) return
      try {
        for (const times of /** @type {TagTimes[]} */ (JSON.parse(payload))) apply(times)
      } catch (error) {
        console.error('[cache] unreadable notice:', /** @type {Error} */ (error).message)
      }
    },
    // Listening first, then reading: a tag expired in between is in the table or in a notice. Until the
    // first read succeeds, serving goes on with this instance's own expiries.
    onListening: async (client) => {
      const { rows } = await client.query('SELECT tag, stale_at, expired_at FROM next_cache_tags')
      for (const row of rows) apply({ tag: row.tag, stale: num(row.stale_at), expired: num(row.expired_at) })
    },
  }).ready
  return pool
}

/** @type {Promise<pg.Pool | null> | null} */
let shared = null

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    super(context)
    shared ??= connect().catch((error) => {
      console.error('[cache] shared cache tags off:', error.message)
      return null
    })
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>['get']>} args */
  async get(...args) {
    await shared
    return super.get(...args)
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const pool = await shared
    const list = [...new Set(typeof tags === 'string' ? [tags] : tags)]
    if (!pool || list.length === 0) return
    /** @type {TagTimes[]} */
    const times = list.map((tag) => ({
      tag,
      stale: tagsManifest.get(tag)?.stale,
      expired: tagsManifest.get(tag)?.expired,
    }))
    await pool.query(
      `INSERT INTO next_cache_tags (tag, stale_at, expired_at, updated_at)
       SELECT tag, stale, expired, now() FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS t(tag, stale, expired)
       ON CONFLICT (tag) DO UPDATE SET stale_at = EXCLUDED.stale_at, expired_at = EXCLUDED.expired_at, updated_at = now()`,
      [times.map((t) => t.tag), times.map((t) => t.stale ?? null), times.map((t) => t.expired ?? null)],
    )
    for (let start = 0; start < times.length; start += TAGS_PER_NOTICE) {
      await pool.query('SELECT pg_notify($1, $2)', [
        CACHE_TAGS_CHANNEL,
        JSON.stringify(times.slice(start, start + TAGS_PER_NOTICE)),
      ])
    }
  }
}
