import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { Locations } from './collections/Locations'
import { Sites } from './collections/Sites'
import { Users, userHasAccessToAllSites } from './collections/Users'
import { PlatformSettings } from './globals/PlatformSettings'
import { migrations } from './migrations'
import { payloadSecret } from './src/lib/secret'

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
  collections: [Sites, Users, Locations],
  globals: [PlatformSettings],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    // Schema changes ship as migrations in ./migrations; the database is never pushed (a push prompts and
    // hangs without a terminal). src/lib/bootstrap.ts applies pending migrations on every start.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  graphQL: { disable: true },
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
      },
      userHasAccessToAllTenants: userHasAccessToAllSites,
    }),
  ],
})
