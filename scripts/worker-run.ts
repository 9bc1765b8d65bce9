/**
 * The job worker's Payload process (started by scripts/worker.ts): applies pending migrations, then works
 * every queue of the config's autoRun on its schedule until SIGINT or SIGTERM, when it lets the running
 * jobs finish and stops. Runs beside web instances started with JOBS_AUTORUN=false, and beside other
 * workers: a job is claimed by one runner only (src/lib/platform/job-claims.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { getPayload } from 'payload'

import config from '../payload.config'
import { migrateDatabase } from '../src/lib/platform/bootstrap'
import { JOB_WORKER_PRIORITY, yieldToRequests } from '../src/lib/platform/priority'

// Jobs are background work: on a machine shared with web instances, requests get a core first.
yieldToRequests('process', JOB_WORKER_PRIORITY)
// The worker's whole purpose: JOBS_AUTORUN=false is meant for web instances, even in a shared environment.
process.env.JOBS_AUTORUN = 'true'

const payload = await getPayload({ config })
await migrateDatabase(payload)
// Asking again with cron starts the queues' schedules on this (cached) instance, now that the schema is current.
await getPayload({ config, cron: true })
const queues = (Array.isArray(payload.config.jobs.autoRun) ? payload.config.jobs.autoRun : []).map(
  (run) => `${run.queue ?? 'default'} (${run.cron})`,
)
console.log(`Job worker ${process.pid} working: ${queues.join(', ')}`)

let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  console.log(`Job worker ${process.pid}: ${signal}, letting running jobs finish...`)
  const crons = payload.crons.splice(0)
  for (const cron of crons) cron.stop()
  while (crons.some((cron) => cron.isBusy())) await sleep(200)
  await payload.destroy()
  console.log(`Job worker ${process.pid} stopped.`)
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (received) => void stop(received))
