import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

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
 * Starts one real, throw-away PostgreSQL for the test run, unless TEST_DATABASE_URL points at a server to
 * use instead. Tests find it in DATABASE_URL.
 */
export async function setup() {
  process.env.PAYLOAD_SECRET ||= 'test-secret'
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
    return
  }
  dir = tempDataDir('dealer-test-')
  database = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'postgres'),
    port: await freePort(),
    database: 'dealer_test',
  })
  process.env.DATABASE_URL = database.url
}

export async function teardown() {
  await database?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
}
