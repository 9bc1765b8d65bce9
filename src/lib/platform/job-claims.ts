import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Config, UpdateJobsArgs } from 'payload'

type DatabaseAdapterResult = Config['db']

/** Our advisory lock number (any 64-bit value no other code of ours takes) for claiming queued jobs. */
export const JOB_CLAIM_LOCK = 4_191_019

/**
 * The Postgres adapter, but claiming queued jobs one runner at a time across every process on the database.
 *
 * Payload 3.90's runner claims jobs by finding those with `processing: false`, then setting `processing:
 * true` on each by id (drizzle's updateJobs): two runners that look at the same moment both find the same
 * job and both run it (payloadcms/payload#16043; fixed upstream by #17441, not in 3.x). So a claim, the
 * find and its updates, runs here in a transaction of its own that first takes a transaction-scoped
 * advisory lock: another runner's claim waits until this one has committed, and then finds those jobs
 * taken. Only the claim is serialised (a few milliseconds); the jobs themselves run in parallel.
 */
export function withSerialJobClaims(adapter: DatabaseAdapterResult): DatabaseAdapterResult {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as unknown as PostgresAdapter
      const updateJobs = db.updateJobs.bind(db)
      db.updateJobs = async (update: UpdateJobsArgs) => {
        // Updates by id (a job's progress, an explicit run of one job) are not claims.
        if (update.id !== undefined || update.data.processing !== true) return updateJobs(update)
        const transactionID = await db.beginTransaction()
        if (transactionID === null) throw new Error('Could not begin a transaction to claim jobs.')
        try {
          await db.sessions[transactionID]!.db.execute(sql`SELECT pg_advisory_xact_lock(${JOB_CLAIM_LOCK})`)
          const claimed = await updateJobs({ ...update, req: { transactionID } })
          await db.commitTransaction(transactionID)
          return claimed
        } catch (error) {
          await db.rollbackTransaction(transactionID)
          throw error
        }
      }
      return db as unknown as ReturnType<DatabaseAdapterResult['init']>
    },
  }
}
