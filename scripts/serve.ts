/**
 * `npm run dev` and `npm start`: resolves the database (a real embedded PostgreSQL unless DATABASE_URL is
 * set), applies pending migrations, seeds the demo into an empty embedded database (or whenever
 * SEED_DEMO=true), then runs Next.js behind scripts/web-server.ts and stops the embedded database when it exits.
 */
import { openDatabase, runBeforeDatabaseStops, runPrepare, type SeedMode } from './lib/database'
import { printUrls } from './lib/print'

const mode = process.argv[2]
if (mode !== 'dev' && mode !== 'start') {
  console.error('Usage: tsx scripts/serve.ts dev|start')
  process.exit(2)
}
const port = Number(process.env.PORT || 3000)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not '${process.env.PORT}'.`)
  process.exit(2)
}

const database = await openDatabase()

const seedSetting = process.env.SEED_DEMO
const seed: SeedMode =
  seedSetting === 'true' ? 'always' : seedSetting === 'false' || !database.embedded ? 'never' : 'if-empty'
try {
  await runPrepare(seed)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await database.embedded?.stop()
  process.exit(1)
}
printUrls(port)

// Next.js runs behind our own small HTTP server (scripts/web-server.ts), which decides from the socket and
// TRUSTED_PROXY_HOPS which client and scheme a request has before the app reads any forwarding header.
runBeforeDatabaseStops(database, ['--import', 'tsx', 'scripts/web-server.ts', mode], {
  NEXT_TELEMETRY_DISABLED: '1',
  ...process.env,
  NODE_ENV: mode === 'dev' ? 'development' : 'production',
})
