/**
 * `npm run stock:import -- --site {slug} --file {path} [--mode full|delta] [--mapping name]`: the stock
 * importer from the command line, on the platform's database (embedded unless DATABASE_URL is set).
 */
import { openDatabase, runPayloadScript } from './lib/database'

const database = await openDatabase()
try {
  await runPayloadScript('scripts/stock-import-run.ts', process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.embedded?.stop()
}
