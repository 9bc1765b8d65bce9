import type { PostgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  announcePageChanges,
  ensurePageChangeNotices,
  PAGE_CHANGES_CHANNEL,
  PRIVATE_TABLES,
} from '../../src/lib/platform/db/page-changes'
import { seededPayload } from './platform'

/**
 * The page cache's notices (src/lib/platform/db/page-changes.ts) on the migrated demo: every table a shared
 * page can read announces a write, whoever makes it; the private tables and a car's view count do not.
 */
let pool: pg.Pool
const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
let heard = 0

/** Runs `write`, then says whether a notice came (a notice arrives at commit; 300 ms is plenty locally). */
async function announces(write: string, params: unknown[] = []): Promise<boolean> {
  const before = heard
  await pool.query(write, params)
  await new Promise((resolve) => setTimeout(resolve, 300))
  return heard > before
}

describe('page change notices', () => {
  beforeAll(async () => {
    pool = ((await seededPayload()).db as unknown as PostgresAdapter).pool
    await listener.connect()
    listener.on('notification', (message) => {
      if (message.channel === PAGE_CHANGES_CHANNEL) heard += 1
    })
    await listener.query(`LISTEN ${PAGE_CHANGES_CHANNEL}`)
  })
  afterAll(() => listener.end())

  it('is on every table of the schema but the private ones', async () => {
    const { rows } = await pool.query<{ table: string; notices: boolean }>(
      `SELECT c.relname AS table, EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'page_changes') AS notices
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
       WHERE c.relkind IN ('r', 'p')`,
    )
    expect(rows.length).toBeGreaterThan(100)
    const wrong = rows.filter(({ table, notices }) => notices === PRIVATE_TABLES.has(table)).map((row) => row.table)
    expect(wrong).toEqual([])
    expect(rows.filter((row) => row.table === 'cars' || row.table === 'offers').every((row) => row.notices)).toBe(true)
  })

  it('announces a write a page shows, and not a lead, a rate limit or a car\u2019s view count', async () => {
    // Statement-level: a statement that matches no row (the template holds no cars) announces all the same.
    const car = -1
    expect(await announces('UPDATE cars SET price = price WHERE id = $1', [car])).toBe(true)
    expect(await announces('UPDATE offers SET name = name')).toBe(true)
    expect(await announces('UPDATE sites SET name = name')).toBe(true)
    expect(await announces('UPDATE cars SET views = coalesce(views, 0) + 1 WHERE id = $1', [car])).toBe(false)
    expect(await announces('UPDATE leads SET updated_at = updated_at')).toBe(false)
    expect(await announces('DELETE FROM rate_limits WHERE false')).toBe(false)
  })

  it('is announced by hand where no table shows the change (a search index outside PostgreSQL)', async () => {
    const before = heard
    await announcePageChanges(pool)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(heard).toBeGreaterThan(before)
  })

  it('leaves right triggers alone when ensured again, and mends a missing one', async () => {
    const triggers = () =>
      pool.query<{ oid: number }>(`SELECT oid FROM pg_trigger WHERE tgname = 'page_changes' ORDER BY oid`)
    const before = (await triggers()).rows
    const client = await pool.connect()
    try {
      await ensurePageChangeNotices(client)
      expect((await triggers()).rows).toEqual(before)
      await client.query('DROP TRIGGER page_changes ON offers')
      expect(await announces('UPDATE offers SET name = name')).toBe(false)
      await ensurePageChangeNotices(client)
      expect(await announces('UPDATE offers SET name = name')).toBe(true)
    } finally {
      client.release()
    }
  })
})
