import type { ClientBase, Pool } from 'pg'

/**
 * Every write that can change what a shared page shows NOTIFYs this channel (once per transaction:
 * PostgreSQL folds equal notices), so each app instance's page cache (src/lib/requests/page-cache.ts) drops
 * its pages at once, whichever instance, worker or script wrote. Statement-level triggers on every table of
 * the schema, except the tables below, put it there.
 */
export const PAGE_CHANGES_CHANNEL = 'page_changes'
const TRIGGER = 'page_changes'
const FUNCTION = 'notify_page_changes'

/**
 * Tables no shared page reads: leads and their deliveries, shoppers' own records (accounts, saved cars and
 * searches: their pages are never shared), staff sessions and preferences, Payload's jobs and locks, rate
 * limits, the dashboard's counters, the import history, and the cache tags (heard on their own channel).
 * Written all day by shoppers, CRMs and the worker: a trigger on them would empty the cache for nothing.
 */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'leads',
  'lead_activities',
  'lead_exports',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_deliveries_attempts',
  'integrations',
  'integrations_csv_columns',
  'integrations_permissions',
  'integrations_rels',
  'customers',
  'customers_sessions',
  'watchlist_entries',
  'saved_searches',
  'users_sessions',
  'payload_preferences',
  'payload_preferences_rels',
  'payload_locked_documents',
  'payload_locked_documents_rels',
  'payload_jobs',
  'payload_jobs_log',
  'payload_jobs_stats',
  'payload_kv',
  'payload_migrations',
  'rate_limits',
  'car_views_daily',
  'search_demand_daily',
  'phone_reveals',
  'stock_imports',
  'next_cache_tags',
])

/**
 * Announces a change no table shows: a search index outside PostgreSQL (Meilisearch) that a sync or a
 * rebuild has just changed. Every instance's page cache empties, as for a write.
 */
export async function announcePageChanges(db: Pool | ClientBase): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [PAGE_CHANGES_CHANNEL, ''])
}

/** Columns a shared page never shows, bumped on every shopper visit: an update of only these is no change. */
export const UNSHOWN_COLUMNS: Readonly<Record<string, readonly string[]>> = { cars: ['views'] }

/**
 * Puts the notice on every table that needs it (run after migrating, under the migration lock, so a table a
 * new migration adds is covered at the next start) and takes it off a table listed as private. A table
 * whose trigger is already right is left alone: no lock is taken on a table being written.
 */
export async function ensurePageChangeNotices(db: ClientBase): Promise<void> {
  await db.query(
    `CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM pg_notify('${PAGE_CHANGES_CHANNEL}', ''); RETURN NULL; END $$`,
  )
  const { rows } = await db.query<{ table: string; columns: string[]; attnums: number[]; has: number[] | null }>(
    `SELECT c.relname AS table,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns,
            array_agg(a.attnum::int ORDER BY a.attnum) AS attnums,
            (SELECT t.tgattr::int2[]::int[] FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $1) AS has
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE c.relkind IN ('r', 'p')
     GROUP BY c.oid, c.relname`,
    [TRIGGER],
  )
  for (const { table, columns, attnums, has } of rows) {
    const name = db.escapeIdentifier(table)
    if (PRIVATE_TABLES.has(table)) {
      if (has) await db.query(`DROP TRIGGER ${TRIGGER} ON ${name}`)
      continue
    }
    const unshown = UNSHOWN_COLUMNS[table] ?? []
    const watched = unshown.length ? attnums.filter((_, i) => !unshown.includes(columns[i]!)) : []
    if (has && has.join() === watched.join()) continue
    const updateOf = watched.length
      ? ` OF ${columns
          .filter((column) => !unshown.includes(column))
          .map((column) => db.escapeIdentifier(column))
          .join(', ')}`
      : ''
    await db.query(
      `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE${updateOf} OR DELETE OR TRUNCATE ON ${name}
       FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`,
    )
  }
}
