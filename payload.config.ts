import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig, type SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { Cars } from './collections/Cars'
import { Customers } from './collections/Customers'
import { Integrations } from './collections/Integrations'
import { LeadActivities } from './collections/LeadActivities'
import { LeadExports } from './collections/LeadExports'
import { Leads } from './collections/Leads'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { MakeLogos } from './collections/MakeLogos'
import { Manufacturers } from './collections/Manufacturers'
import { Models } from './collections/Models'
import { ManufacturerOffers } from './collections/ManufacturerOffers'
import { Offers } from './collections/Offers'
import { Parts } from './collections/Parts'
import { PhoneReveals } from './collections/PhoneReveals'
import { Posts } from './collections/Posts'
import { PromoTiles } from './collections/PromoTiles'
import { redirectsConfig } from './collections/Redirects'
import { Reservations } from './collections/Reservations'
import { CheckoutJourneys } from './collections/CheckoutJourneys'
import { Reviews } from './collections/Reviews'
import { SavedSearches } from './collections/SavedSearches'
import { Navigation } from './collections/Navigation'
import { Sites } from './collections/Sites'
import { StockImports } from './collections/StockImports'
import { Users, userHasAccessToAllSites } from './collections/Users'
import { WatchlistEntries } from './collections/WatchlistEntries'
import { WebhookDeliveries } from './collections/WebhookDeliveries'
import { WebhookEndpoints } from './collections/WebhookEndpoints'
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE } from './src/domain/media'
import { PlatformSettings } from './globals/PlatformSettings'
import { migrations } from './migrations'
import { isPlatformAdmin } from './src/lib/access/access'
import { withSerialJobClaims } from './src/lib/platform/job-claims'
import { guardInternalCollections } from './src/lib/platform/internal-collections'
import { sameSiteMedia } from './src/lib/requests/same-site-media'
import { deliverLeadTask } from './src/leads/deliver'
import { notifyLeadStaffTask } from './src/leads/lead-staff'
import { LEADS_QUEUE } from './src/leads/delivery-state'
import { emailAdapter } from './src/lib/email/email'
import { expireReservationTask } from './src/reservations/reserve'
import { RESERVATIONS_QUEUE } from './src/reservations/queue'
import { payloadSecret } from './src/lib/platform/secret'
import { syncCarsTask } from './src/stock/sync-task'
import { SEARCH_QUEUE } from './src/stock/sync-queue'
import { STOCK_FEEDS_QUEUE, pullStockFeedsTask } from './src/stock/feed-pull'
import { STOCK_IMPORT_QUEUE, importStockRunTask } from './src/stock/import-jobs'
import { deliverWebhookTask } from './src/webhooks/deliver'
import { leadWebhookEventTask } from './src/webhooks/events'
import { WEBHOOKS_QUEUE } from './src/webhooks/queue'
import { SAVED_SEARCH_QUEUE, matchSavedSearchesTask, savedSearchDigestTask } from './src/lib/saved-searches/alert-job'
import { SCHEDULE_TIME_ZONES } from './src/domain/schedule-time-zones'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's own collections (document locks, preferences) get their access rules once the config is built.
export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SERVER_URL || undefined,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'src/app/(payload)/admin/importMap.js') },
    meta: { titleSuffix: ' - Dealer Platform' },
    // Scheduled publishing offers the zones the platform's sites use (issue 22); offers' and promo tiles'
    // dates open in their site's zone (siteDateTime, collections/content-common.ts).
    timezones: { supportedTimezones: [...SCHEDULE_TIME_ZONES] },
    // The admin home opens on the dealer dashboard (src/dashboard): leads, stock and shoppers' demand per site.
    components: { beforeDashboard: ['/src/dashboard/admin/dashboard#DealerDashboard'] },
    livePreview: {
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 400, height: 800 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1400, height: 900 },
      ],
    },
  },
  collections: [
    Sites,
    Users,
    Pages,
    Media,
    Locations,
    Cars,
    PromoTiles,
    StockImports,
    PhoneReveals,
    Leads,
    LeadActivities,
    Reservations,
    CheckoutJourneys,
    Integrations,
    Customers,
    WatchlistEntries,
    Manufacturers,
    MakeLogos,
    ManufacturerOffers,
    Models,
    Offers,
    Reviews,
    Posts,
    Parts,
    LeadExports,
    WebhookEndpoints,
    WebhookDeliveries,
    SavedSearches,
    Navigation,
  ],
  globals: [PlatformSettings],
  editor: lexicalEditor(),
  // Image resizing for the media library's sizes.
  sharp,
  // Uploads past the limit are cut off while streaming and answered 413 with this message.
  upload: { limits: { fileSize: MEDIA_MAX_BYTES }, abortOnLimit: true, responseOnLimit: MEDIA_TOO_LARGE },
  // SMTP (nodemailer) when SMTP_HOST is set; otherwise emails go to the server log (src/lib/email/email.ts).
  email: emailAdapter(),
  // Job runners on several processes (web instances, `npm run worker`) never claim the same job.
  db: withSerialJobClaims(
    postgresAdapter({
      pool: { connectionString: process.env.DATABASE_URL || '' },
      // Schema changes ship as migrations in ./migrations; the database is never pushed (a push prompts and
      // hangs without a terminal). src/lib/platform/bootstrap.ts applies pending migrations on every start.
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
      prodMigrations: migrations,
    }),
  ),
  graphQL: { disable: true },
  jobs: {
    tasks: [
      syncCarsTask,
      deliverLeadTask,
      notifyLeadStaffTask,
      expireReservationTask,
      leadWebhookEventTask,
      deliverWebhookTask,
      importStockRunTask,
      pullStockFeedsTask,
      matchSavedSearchesTask,
      savedSearchDigestTask,
    ],
    // Only platform admins may queue or run jobs through the API; the app queues them itself.
    access: {
      queue: ({ req }) => isPlatformAdmin(req.user),
      run: ({ req }) => isPlatformAdmin(req.user),
      cancel: ({ req }) => isPlatformAdmin(req.user),
    },
    deleteJobOnComplete: true,
    // The Next.js server works every queue every few seconds; scripts and tests run jobs themselves.
    // JOBS_AUTORUN=false stops it on web instances that leave the queues to `npm run worker`
    // (scripts/worker-run.ts), which works them whatever JOBS_AUTORUN says.
    autoRun: [
      // Every second: a car imported on any instance is searchable on every other within a few seconds.
      { cron: '* * * * * *', queue: SEARCH_QUEUE, limit: 20, silent: true },
      { cron: '*/5 * * * * *', queue: LEADS_QUEUE, limit: 10, silent: true },
      // Lead webhooks (retries wait their backoff through waitUntil).
      { cron: '*/5 * * * * *', queue: WEBHOOKS_QUEUE, limit: 10, silent: true },
      // Reservation expiries wait until their 48 hours are up (waitUntil); checked every 15 s.
      { cron: '*/15 * * * * *', queue: RESERVATIONS_QUEUE, limit: 20, silent: true },
      // Large stock feeds pushed to /api/stock/import, imported one at a time per runner.
      { cron: '*/5 * * * * *', queue: STOCK_IMPORT_QUEUE, limit: 1, silent: true },
      // Integrations' feed URLs: the pullStockFeeds task is scheduled each minute on this queue (its
      // `schedule`), and pulls each feed whose interval is up.
      { cron: '*/20 * * * * *', queue: STOCK_FEEDS_QUEUE, limit: 1, silent: true },
      // Saved-search alerts: matched after each import once its cars are in the search index, and the
      // hourly digest run (savedSearchDigestTask's `schedule`) for daily searches and held-back alerts.
      { cron: '*/10 * * * * *', queue: SAVED_SEARCH_QUEUE, limit: 5, silent: true },
      // Scheduled publishing of pages (Payload queues those jobs on the default queue).
      { cron: '*/30 * * * * *', queue: 'default', limit: 20, silent: true },
    ],
    shouldAutoRun: () =>
      process.env.JOBS_AUTORUN ? process.env.JOBS_AUTORUN === 'true' : Boolean(process.env.NEXT_RUNTIME),
  },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  plugins: [
    // Media and make logos in S3-compatible storage when a bucket is configured (README); otherwise on local
    // disk. Make logos under a prefix of their own: their file names are unique only among themselves.
    s3Storage({
      enabled: Boolean(process.env.S3_BUCKET),
      collections: { media: true, 'make-logos': { prefix: 'make-logos' } },
      bucket: process.env.S3_BUCKET || '',
      config: {
        region: process.env.S3_REGION || 'us-east-1',
        endpoint: process.env.S3_ENDPOINT || undefined,
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
        credentials:
          process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY }
            : undefined,
      },
    }),
    // The SEO plugin's words and endpoints for the snippet preview on pages (collections/Pages.ts adds its fields).
    seoPlugin({ collections: [] }),
    // Staff-managed redirects per site (before the multi-tenant plugin, which scopes the collection).
    redirectsPlugin(redirectsConfig),
    multiTenantPlugin({
      tenantsSlug: 'sites',
      // Every site-scoped list can show and filter by its Site (group and platform admins see several sites).
      tenantField: { name: 'site', label: 'Site', admin: { disableListColumn: false, disableListFilter: false } },
      // The Sites array on staff users is collections/Users.ts's own field, labelled in the dealer's words.
      tenantsArrayField: { includeDefaultField: false, arrayFieldName: 'tenants', arrayTenantFieldName: 'tenant' },
      i18n: {
        translations: {
          en: {
            'assign-tenant-button-label': 'Assign site',
            'assign-tenant-modal-title': 'Assign “{{title}}” to a site',
            'field-assignedTenant-label': 'Site',
            'nav-tenantSelector-label': 'Filter by site',
          },
        },
      },
      collections: {
        pages: {},
        media: {},
        locations: {},
        cars: {},
        'stock-imports': {},
        'promo-tiles': {},
        'phone-reveals': {},
        leads: {},
        'lead-activities': {},
        reservations: {},
        'checkout-journeys': {},
        customers: {},
        'watchlist-entries': {},
        models: {},
        offers: {},
        reviews: {},
        posts: {},
        parts: {},
        'lead-exports': {},
        'webhook-endpoints': {},
        'webhook-deliveries': {},
        'saved-searches': {},
        redirects: {},
        // One menu document per site.
        navigation: { isGlobal: true },
      },
      userHasAccessToAllTenants: userHasAccessToAllSites,
    }),
    // Site content takes only its own site's images (after the plugin above, which adds the site field).
    sameSiteMedia,
  ],
})
  .then(guardInternalCollections)
  .then(siteColumnInLists)

/** Each site-scoped collection lists its Site among its default columns, after the ones it chose. */
function siteColumnInLists(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const columns = collection.admin.defaultColumns
    const scoped = collection.fields.some((field) => 'name' in field && field.name === 'site')
    if (scoped && columns && !columns.includes('site')) collection.admin.defaultColumns = [...columns, 'site']
  }
  return config
}
