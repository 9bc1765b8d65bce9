/** `npm run seed`: migrates the database and writes (or refreshes) the demo platform, stock included. */
import { runWithDatabase } from './lib/database'

await runWithDatabase('scripts/prepare.ts', ['--seed=always'])
