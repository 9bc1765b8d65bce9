/**
 * `npm run stock:import -- --site {slug} --file {path} [--mode full|delta] [--mapping name]`: the stock
 * importer from the command line, on the platform's database (embedded unless DATABASE_URL is set).
 */
import { runWithDatabase } from './lib/database'

await runWithDatabase('scripts/stock-import-run.ts', process.argv.slice(2))
