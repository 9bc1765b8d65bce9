import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { migrateDatabase } from '../../src/lib/platform/bootstrap'
import { resolveDatabase } from '../../src/lib/platform/db/database-url'
import { startEmbeddedPostgres } from '../../src/lib/platform/db/embedded-postgres'
import { freePort, tempDataDir } from './global-setup'
import { seededPayload } from './platform'

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

async function refusesConnections(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return false
  } catch {
    return true
  }
}

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('embedded PostgreSQL', () => {
  it('initialises, starts, keeps data across restarts and stops cleanly', async () => {
    const dir = tempDataDir('dealer-embedded-')
    dirs.push(dir)
    const options = { dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'app' }

    const first = await startEmbeddedPostgres(options)
    expect(first.owned).toBe(true)
    const [{ version }] = await query(first.url, 'SELECT version() AS version')
    expect(version).toMatch(/^PostgreSQL 18/)
    await query(first.url, "CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')")
    await first.stop()
    expect(await refusesConnections(first.url)).toBe(true)
    expect(existsSync(path.join(options.dataDir, 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedPostgres(options)
    try {
      expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }])
    } finally {
      await second.stop()
    }
  })

  it('reuses a server already running on the same folder, and leaves it running', async () => {
    const dir = tempDataDir('dealer-embedded-')
    dirs.push(dir)
    const options = { dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'app' }
    const owner = await startEmbeddedPostgres(options)
    try {
      const guest = await startEmbeddedPostgres(options)
      expect(guest.owned).toBe(false)
      await guest.stop()
      expect(await query(owner.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
    } finally {
      await owner.stop()
    }
  })
})

describe('database selection', () => {
  it('uses DATABASE_URL when set and starts nothing', async () => {
    const dir = tempDataDir('dealer-no-embedded-')
    dirs.push(dir)
    const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR }
    process.env.DATA_DIR = dir
    try {
      const resolved = await resolveDatabase()
      expect(resolved.url).toBe(saved.DATABASE_URL)
      expect(resolved.embedded).toBeNull()
      expect(existsSync(path.join(dir, 'postgres'))).toBe(false)
      expect(await query(resolved.url, 'SELECT current_database() AS db')).toHaveLength(1)
    } finally {
      process.env.DATA_DIR = saved.DATA_DIR
    }
  })
})

describe('migrations', () => {
  it('applies every committed migration once and records it', async () => {
    const payload = await seededPayload()
    const rows = await query(process.env.DATABASE_URL!, 'SELECT name FROM payload_migrations ORDER BY name')
    expect(rows.map((row) => row.name)).toEqual(migrations.map((m) => m.name))
    expect(await migrateDatabase(payload)).toEqual({ applied: [] })
    const tables = await query(
      process.env.DATABASE_URL!,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    expect(tables.map((row) => row.table_name)).toEqual(
      // The search engine's tables come from a migration too: the engine makes no DDL.
      expect.arrayContaining([
        'sites',
        'users',
        'locations',
        'sites_domains',
        'search_cars',
        'search_cars_versions',
        'search_cars_vocabulary',
        'search_cars_next',
      ]),
    )
  }, 120_000) // migrating and seeding the whole demo (sites, pages, content) takes a while on a loaded machine
})
