/** `npm run seed`: migrates the database and writes (or refreshes) the demo platform. */
import { openDatabase, runPrepare } from './lib/database'

const database = await openDatabase()
try {
  await runPrepare('always')
} finally {
  await database.embedded?.stop()
}
