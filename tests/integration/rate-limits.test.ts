/**
 * Rate limits count in PostgreSQL: limiters with pools of their own stand in for separate app instances
 * (and for one instance after a restart) on the migrated test database.
 */
import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../payload.config'
import { migrateDatabase } from '../../src/lib/platform/bootstrap'
import { RATE_LIMIT_TABLE, rateLimiter, type RateLimitOptions } from '../../src/lib/requests/rate-limit'

const pools: pg.Pool[] = []

/** A limiter as one app instance holds it: its own connections to the shared database. */
function instance(options: Omit<RateLimitOptions, 'pool'>) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  pools.push(pool)
  return { limiter: rateLimiter({ ...options, pool: async () => pool }), pool, stop: () => pool.end() }
}

const fresh = (label: string) => `test-${label}-${randomUUID().slice(0, 8)}`

beforeAll(async () => {
  await migrateDatabase(await getPayload({ config }))
})

afterAll(async () => {
  await Promise.all(pools.map((pool) => (pool.ended ? undefined : pool.end())))
})

describe('rate limits in PostgreSQL', () => {
  it('two app instances share one count per key', async () => {
    const name = fresh('shared')
    const a = instance({ name, limit: 3, windowMs: 60_000 }).limiter
    const b = instance({ name, limit: 3, windowMs: 60_000 }).limiter
    expect([await a.take('1:203.0.113.1'), await b.take('1:203.0.113.1'), await a.take('1:203.0.113.1')]).toEqual([
      true,
      true,
      true,
    ])
    expect(await b.take('1:203.0.113.1')).toBe(false)
    expect(await a.take('1:203.0.113.1')).toBe(false)
    // Another client, and the same client under another limiter, count apart.
    expect(await b.take('1:203.0.113.2')).toBe(true)
    expect(await instance({ name: fresh('other'), limit: 3, windowMs: 60_000 }).limiter.take('1:203.0.113.1')).toBe(
      true,
    )
  })

  it('lets exactly the limit through when instances race', async () => {
    const name = fresh('race')
    const a = instance({ name, limit: 10, windowMs: 60_000 }).limiter
    const b = instance({ name, limit: 10, windowMs: 60_000 }).limiter
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).take('site-1')))
    expect(answers.filter(Boolean)).toHaveLength(10)
  })

  it('keeps a count across a restart', async () => {
    const name = fresh('restart')
    const before = instance({ name, limit: 2, windowMs: 60_000 })
    expect([await before.limiter.take('k'), await before.limiter.take('k'), await before.limiter.take('k')]).toEqual([
      true,
      true,
      false,
    ])
    await before.stop()
    const after = instance({ name, limit: 2, windowMs: 60_000 }).limiter
    expect(await after.take('k')).toBe(false)
    expect(await after.refusedFor('k')).toBeGreaterThan(50_000)
  })

  it('opens again when the window ends', async () => {
    const { limiter } = instance({ name: fresh('window'), limit: 1, windowMs: 1000 })
    expect([await limiter.take('k'), await limiter.take('k')]).toEqual([true, false])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await limiter.take('k')).toBe(true)
  })

  it('with blockMs, refuses a key for that long from the request past the limit, seen by every instance', async () => {
    const name = fresh('block')
    const a = instance({ name, limit: 2, windowMs: 1000, blockMs: 60_000 }).limiter
    const b = instance({ name, limit: 2, windowMs: 1000, blockMs: 60_000 }).limiter
    expect(await b.refusedFor('203.0.113.9')).toBe(0)
    expect([await a.take('203.0.113.9'), await a.take('203.0.113.9')]).toEqual([true, true])
    expect(await b.refusedFor('203.0.113.9')).toBe(0)
    expect(await a.take('203.0.113.9')).toBe(false)
    // Refused past the 1 s window: for the block's 60 s.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await b.refusedFor('203.0.113.9')).toBeGreaterThan(55_000)
    expect(await b.refusedFor('203.0.113.10')).toBe(0)
  })

  it('counts in the migration\u2019s table, keyed by the limiter\u2019s name', async () => {
    const name = fresh('table')
    const { limiter, pool } = instance({ name, limit: 5, windowMs: 60_000 })
    await limiter.take('1:198.51.100.4')
    await limiter.take('1:198.51.100.4')
    const { rows } = await pool.query(`SELECT key, points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [
      `${name}:1:198.51.100.4`,
    ])
    expect(rows).toEqual([{ key: `${name}:1:198.51.100.4`, points: 2 }])
  })
})
