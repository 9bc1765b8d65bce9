import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { Cars } from './collections/Cars'
import { Customers } from './collections/Customers'
import { Integrations } from './collections/Integrations'
import { Leads } from './collections/Leads'
import { Locations } from './collections/Locations'
import { Manufacturers } from './collections/Manufacturers'
import { Models } from './collections/Models'
import { Offers } from './collections/Offers'
import { PhoneReveals } from './collections/PhoneReveals'
import { Posts } from './collections/Posts'
import { PromoTiles } from './collections/PromoTiles'
import { Reviews } from './collections/Reviews'
import { Sites } from './collections/Sites'
import { StockImports } from './collections/StockImports'
import { Users, userHasAccessToAllSites } from './collections/Users'
import { WatchlistEntries } from './collections/WatchlistEntries'
import { PlatformSettings } from './globals/PlatformSettings'
import { migrations } from './migrations'
import { isPlatformAdmin } from './src/lib/access'
import { deliverLeadTask } from './src/leads/deliver'
import { LEADS_QUEUE } from './src/leads/delivery-state'
import { logEmailAdapter } from './src/lib/customer-email'
import { payloadSecret } from './src/lib/secret'
import { syncCarsTask } from './src/stock/sync-task'
import { SEARCH_QUEUE } from './src/stock/sync-queue'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SERVER_URL || undefined,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'src/app/(payload)/admin/importMap.js') },
    meta: { titleSuffix: ' - Dealer Platform' },
  },
  collections: [Sites, Users, Locations, Cars, PromoTiles, StockImports, PhoneReveals, Leads, Integrations, Customers, WatchlistEntries, Manufacturers, Models, Offers, Reviews, Posts],
  globals: [PlatformSettings],
  editor: lexicalEditor(),
  // No email service yet: emails (customers' verification and password reset) go to the server log.
  email: logEmailAdapter,
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    // Schema changes ship as migrations in ./migrations; the database is never pushed (a push prompts and
    // hangs without a terminal). src/lib/bootstrap.ts applies pending migrations on every start.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  graphQL: { disable: true },
  jobs: {
    tasks: [syncCarsTask, deliverLeadTask],
    // Only platform admins may queue or run jobs through the API; the app queues them itself.
    access: {
      queue: ({ req }) => isPlatformAdmin(req.user),
      run: ({ req }) => isPlatformAdmin(req.user),
      cancel: ({ req }) => isPlatformAdmin(req.user),
    },
    deleteJobOnComplete: true,
    // The Next.js server works the search and lead delivery queues every few seconds; scripts and tests run
    // jobs themselves. JOBS_AUTORUN=true|false overrides (e.g. false on request-only instances beside a worker).
    autoRun: [
      { cron: '*/5 * * * * *', queue: SEARCH_QUEUE, limit: 20, silent: true },
      { cron: '*/5 * * * * *', queue: LEADS_QUEUE, limit: 10, silent: true },
    ],
    shouldAutoRun: () => (process.env.JOBS_AUTORUN ? process.env.JOBS_AUTORUN === 'true' : Boolean(process.env.NEXT_RUNTIME)),
  },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  plugins: [
    multiTenantPlugin({
      tenantsSlug: 'sites',
      tenantField: { name: 'site' },
      tenantsArrayField: {
        arrayFieldName: 'tenants',
        arrayTenantFieldName: 'tenant',
        // Group admins may give their own staff access to their own sites (checked in the Users hook).
        arrayFieldAccess: {
          create: ({ req }) => userHasAccessToAllSites(req.user) || (req.user as { role?: string } | null)?.role === 'group-admin',
          update: ({ req }) => userHasAccessToAllSites(req.user) || (req.user as { role?: string } | null)?.role === 'group-admin',
        },
      },
      collections: {
        locations: {},
        cars: {},
        'stock-imports': {},
        'promo-tiles': {},
        'phone-reveals': {},
        leads: {},
        customers: {},
        'watchlist-entries': {},
        models: {},
        offers: {},
        reviews: {},
        posts: {},
      },
      userHasAccessToAllTenants: userHasAccessToAllSites,
    }),
  ],
})
