/**
 * `npm run worker`: a process of its own that works Payload's job queues (search sync, lead delivery,
 * reservation expiry, scheduled publishing), for web instances started with JOBS_AUTORUN=false. Uses
 * DATABASE_URL, else the embedded PostgreSQL (the one `npm run dev` or `npm start` already runs on
 * DATA_DIR, or one it starts and stops itself). Any number of workers may run at once.
 */
import { openDatabase, runBeforeDatabaseStops } from './lib/database'

const database = await openDatabase()
// Payload is never loaded in the process that runs the embedded database (scripts/lib/database.ts); the
// worker stops first (finishing its running jobs), then the database this process started.
runBeforeDatabaseStops(database, ['--import', 'tsx', 'scripts/worker-run.ts'])
