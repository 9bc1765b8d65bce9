import { siteDevUrl } from '../../src/domain/site-host'
import { DEMO_CUSTOMER, DEMO_SITES, type DemoCredentials } from '../../seed/demo'

export function printUrls(port: number): void {
  console.log('\nDemo sites:')
  for (const { site } of DEMO_SITES) console.log(`  ${site.name.padEnd(18)} ${siteDevUrl(site.slug, port)}`)
  console.log(`Admin: http://localhost:${port}/admin\n`)
}

export function printLogins(credentials: DemoCredentials): void {
  console.log('\nDemo logins:')
  console.log(`  platform admin  ${credentials.adminEmail} / ${credentials.adminPassword}`)
  console.log(`  site editor     editor@sunshine-motors.example / ${credentials.staffPassword}`)
  console.log(`  sales manager   sales@sunshine-motors.example / ${credentials.staffPassword}`)
  console.log(`  group admin     manager@harbour-city-cars.example / ${credentials.staffPassword}`)
  console.log(`  stock feed key  Authorization: integrations API-Key ${credentials.stockApiKey}`)
  console.log(
    `  shopper         ${DEMO_CUSTOMER.email} / ${credentials.customerPassword} (${DEMO_CUSTOMER.site} only, /sign-in)`,
  )
}
