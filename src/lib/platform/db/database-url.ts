import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres'

export const DEFAULT_EMBEDDED_PORT = 54329
export const APP_DATABASE = 'dealer_platform'

/** Folder for local state (embedded PostgreSQL, the generated session secret). Git-ignored. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || '.data')
}

function embeddedPort(): number {
  const raw = process.env.EMBEDDED_POSTGRES_PORT
  if (!raw) return DEFAULT_EMBEDDED_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`EMBEDDED_POSTGRES_PORT must be a port number, not '${raw}'.`)
  return port
}

export type ResolvedDatabase = { url: string; embedded: EmbeddedDatabase | null }

/**
 * The database the platform uses: `DATABASE_URL` when set (nothing is started), otherwise a real embedded
 * PostgreSQL with its data under DATA_DIR/postgres.
 */
export async function resolveDatabase(log?: (line: string) => void): Promise<ResolvedDatabase> {
  const configured = process.env.DATABASE_URL
  if (configured) return { url: configured, embedded: null }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataDir(), 'postgres'),
    port: embeddedPort(),
    database: APP_DATABASE,
    log,
  })
  return { url: embedded.url, embedded }
}
