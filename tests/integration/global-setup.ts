import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/lib/platform/db/embedded-postgres'

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** A temporary folder the `postgres` system user can enter (mkdtemp makes it private to root). */
export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  chmodSync(dir, 0o755)
  return dir
}

let database: EmbeddedDatabase | null = null
let dir: string | null = null

/**
 * Starts one real, throw-away PostgreSQL for the test run, unless TEST_DATABASE_URL points at a database to
 * use instead (its role needs CREATEDB). That database is migrated and seeded with the demo once, as the
 * template each integration test file gets a copy of (database-per-file.ts sets the file's DATABASE_URL).
 */
export async function setup() {
  process.env.PAYLOAD_SECRET ||= 'test-secret'
  process.env.TEST_RUN_ID = String(process.pid)
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
  } else {
    dir = tempDataDir('dealer-test-')
    database = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'postgres'),
      port: await freePort(),
      database: 'dealer_test',
    })
    process.env.DATABASE_URL = database.url
  }
  // In a process of its own: nothing may stay connected to a template while it is copied.
  const seeded = spawnSync(path.resolve('node_modules/.bin/tsx'), ['tests/integration/seed-template.ts'], {
    stdio: 'inherit',
    env: process.env,
  })
  if (seeded.status !== 0) throw new Error('Seeding the test template database failed (output above).')
  process.env.TEST_TEMPLATE_URL = process.env.DATABASE_URL
}

export async function teardown() {
  if (process.env.TEST_DATABASE_URL) await dropCopies(process.env.TEST_DATABASE_URL)
  await database?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
}

/** Drops this run's per-file copies from a server that outlives the run. */
async function dropCopies(url: string) {
  const server = new URL(url)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `dealer_file_${process.env.TEST_RUN_ID}_%`,
    ])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
