import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'

import { payloadClient } from '@/lib/platform/payload'
import { searchIndex } from '@/search/engine'

export const dynamic = 'force-dynamic'

async function databaseStatus(): Promise<{ status: 'up' | 'down'; latencyMs?: number; error?: string }> {
  const started = performance.now()
  try {
    const payload = await payloadClient()
    const { drizzle } = payload.db as unknown as PostgresAdapter
    await Promise.race([
      drizzle.execute(sql`SELECT 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 2000 ms')), 2000).unref()),
    ])
    return { status: 'up', latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    // The detail goes to the server log; callers only learn that the database is unreachable.
    console.error('Health check: database unreachable:', error)
    return { status: 'down', error: 'unreachable' }
  }
}

async function searchStatus(): Promise<{ engine: string; status: 'up' | 'down'; documents?: number; error?: string }> {
  let engine = process.env.MEILI_HOST ? 'meilisearch' : 'postgres'
  try {
    const index = await searchIndex(await payloadClient())
    engine = index.engine
    const documents = await Promise.race([
      index.count(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out after 2000 ms')), 2000).unref()),
    ])
    return { engine, status: 'up', documents }
  } catch (error) {
    console.error('Health check: search engine unreachable:', error)
    return { engine, status: 'down', error: 'unreachable' }
  }
}

/** Liveness and readiness: 200 when every dependency answers, 503 when one does not. */
export async function GET() {
  const [database, search] = await Promise.all([databaseStatus(), searchStatus()])
  const healthy = database.status === 'up' && search.status === 'up'
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database, search },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
