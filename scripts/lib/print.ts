import { siteDevUrl } from '../../src/domain/site-host'
import { DEMO_SITES, type DemoCredentials } from '../../seed/demo'

export function printLogins(credentials: DemoCredentials, port: number): void {
  console.log('\nDemo sites:')
  for (const { site } of DEMO_SITES) console.log(`  ${site.name.padEnd(18)} ${siteDevUrl(site.slug, port)}`)
  console.log(`\nAdmin: http://localhost:${port}/admin`)
  console.log(`  platform admin  ${credentials.adminEmail} / ${credentials.adminPassword}`)
  console.log(`  site editor     editor@sunshine-motors.example / ${credentials.staffPassword}`)
  console.log(`  group admin     manager@harbour-city-cars.example / ${credentials.staffPassword}\n`)
}
