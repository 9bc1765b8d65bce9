/** `npm run seed`: migrates the database and writes (or refreshes) the demo platform. */
import { seedDemo } from '../seed/demo'
import { openPlatform } from './lib/platform'
import { printLogins } from './lib/print'

const platform = await openPlatform()
try {
  const credentials = await seedDemo(platform.payload, (line) => console.log(`  ${line}`))
  printLogins(credentials, Number(process.env.PORT) || 3000)
} finally {
  await platform.close()
}
process.exit(0)
