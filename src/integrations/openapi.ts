/**
 * The OpenAPI 3.1 document of the public APIs (served at /api/openapi.json, read at /api/docs), generated
 * by zod-openapi from the zod schemas the routes validate and answer with: the stock feed's row schema
 * (src/stock/feed-row.ts), the lead forms' schemas (src/domain/lead-kinds.ts), the watchlist body
 * (src/domain/accounts.ts) and the answers' shapes (src/domain/api-schemas.ts). Each documented request
 * example is sent to its live route by tests/integration/openapi.test.ts.
 */
import { z } from 'zod'
import { createDocument } from 'zod-openapi'

import { WatchlistBodySchema } from '@/domain/accounts'
import {
  ApiErrorSchema,
  ChallengeSchema,
  ImportQueuedSchema,
  ImportRunDetailSchema,
  ImportRunsPageSchema,
  ImportSummarySchema,
  LeadAckSchema,
  LeadCreatedSchema,
  LeadRefusedSchema,
  LeadsPageSchema,
  SearchResultSchema,
  SiteSlugSchema,
  WatchlistResultSchema,
  WatchlistStateSchema,
  WebhookEventSchema,
} from '@/domain/api-schemas'
import { enquirySchema, embeddedLeadSchema } from '@/domain/lead-forms'
import { LeadsQuerySchema } from '@/domain/leads-api'
import {
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@/domain/webhooks'
import { carFeedRowSchema } from '@/stock/feed-row'

/** The request examples the document shows, each accepted by its live route (the test sends them). */
export const API_EXAMPLES = {
  stockImport: [
    {
      id: 'DOCS-1',
      stocknum: 'DOCS-1',
      vin: 'JTMABC12345678901',
      year: 2022,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      car_type: 'used',
      price: 27990,
      km: 32000,
      colour: 'White',
      images: ['https://images.example.com/docs-1/1.jpg', 'https://images.example.com/docs-1/2.jpg'],
    },
  ],
  enquiry: {
    form: 'enquiry',
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    message: 'Is the Corolla still available? Could I see it on Saturday?',
  },
  watchlistChange: { phone_number: '0412 345 678', car_id: 1 },
} as const

const json = <T extends z.ZodType>(schema: T, example?: unknown) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
})
const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, ...json(schema) })
const errors = (...codes: Array<400 | 401 | 403 | 404 | 413 | 415 | 429>) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      answer(
        {
          400: 'The request is malformed; `error` says how.',
          401: 'No valid key: send `Authorization: integrations API-Key <key>`.',
          403: 'The key may not do this for that site.',
          404: 'Not found (or not this caller\u2019s).',
          413: 'The body is too large.',
          415: 'Unsupported Content-Type.',
          429: 'Too many requests; retry after the Retry-After header\u2019s seconds.',
        }[code],
        ApiErrorSchema,
      ),
    ]),
  )

/**
 * The lead kinds' bodies as a site with the default rules takes them (a message required, one location,
 * no terms box): the enquiry form and the embedded multi-location form, each with its `form`. A site's
 * switches add or relax fields; a refused body answers 400 with each field's message.
 */
const DEFAULT_ENQUIRY_RULES = {
  messageOptional: false,
  categorySelect: false,
  locations: [],
  dealerships: [],
  requireTerms: false,
} as const
const captcha = z
  .object({ challenge: z.string(), nonce: z.string() })
  .optional()
  .meta({ description: 'On sites with the captcha on: a challenge from GET /api/leads/challenge and its solution.' })
const LeadBodySchema = z
  .union([
    z.intersection(z.object({ form: z.literal('enquiry'), captcha }), enquirySchema(DEFAULT_ENQUIRY_RULES)),
    z.intersection(z.object({ form: z.literal('lead-form'), captcha }), embeddedLeadSchema),
  ])
  .meta({
    id: 'LeadBody',
    description:
      'A lead: `form` names its kind (the registry in src/domain/lead-kinds.ts: enquiry, test-drive, trade-in, service, lead-form, request-photos, finance); shown here, the enquiry and the embedded lead form.',
  })

const integrationKey = [{ integrationKey: [] as string[] }]
const siteQuery = z.object({ site: SiteSlugSchema })

export function openApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Dealer Platform API',
      version: '1.0.0',
      description:
        'Integration APIs (stock import, leads for CRMs, import runs) take `Authorization: integrations API-Key <key>` and name the site with `?site={slug}`. Shopper APIs (search, leads, watchlist) answer for the dealer site of the request\u2019s host: call them on the site\u2019s own domain. Lead webhooks are signed: see the webhooks below and the README.',
    },
    servers: [{ url: '/', description: 'This host (a dealer site\u2019s domain for the shopper APIs).' }],
    components: {
      securitySchemes: {
        integrationKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The value `integrations API-Key <key>`: a key from the admin (Integrations).',
        },
      },
    },
    paths: {
      '/api/stock/import': {
        post: {
          operationId: 'importStock',
          summary: 'Import a stock feed',
          description:
            'A JSON array of cars (or a CSV with `Content-Type: text/csv` and `mapping`, e.g. `integrator`). `mode=full` marks cars missing from the feed sold (held for staff past the integration\u2019s limits: 202); `dryRun=true` writes nothing. A feed over the size threshold is queued as a job: 202 with its status URL.',
          security: integrationKey,
          requestParams: {
            query: z.object({
              site: SiteSlugSchema,
              mode: z
                .enum(['full', 'delta'])
                .optional()
                .meta({ examples: ['delta'] }),
              mapping: z.string().optional().meta({ description: 'A CSV column mapping\u2019s name.' }),
              dryRun: z
                .enum(['true', 'false'])
                .optional()
                .meta({ description: 'true: answer what the feed would do, write nothing.', examples: ['true'] }),
            }),
          },
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: z.array(carFeedRowSchema), example: API_EXAMPLES.stockImport },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          responses: {
            '200': answer('Imported.', ImportSummarySchema),
            '202': answer(
              'A full feed held for staff (nothing was changed), or a large feed queued as a job.',
              z.union([ImportSummarySchema, ImportQueuedSchema]),
            ),
            ...errors(400, 401, 403, 413, 415),
          },
        },
      },
      '/api/integrations/imports': {
        get: {
          operationId: 'listImportRuns',
          summary: 'This key\u2019s import runs',
          security: integrationKey,
          requestParams: {
            query: siteQuery.extend({
              page: z.coerce.number().int().min(1).optional(),
              limit: z.coerce.number().int().min(1).max(100).optional(),
            }),
          },
          responses: { '200': answer('Newest first.', ImportRunsPageSchema), ...errors(400, 401, 403) },
        },
      },
      '/api/integrations/imports/{id}': {
        get: {
          operationId: 'getImportRun',
          summary: 'One import run with its rejected rows',
          security: integrationKey,
          requestParams: {
            path: z.object({
              id: z.coerce
                .number()
                .int()
                .min(1)
                .meta({ examples: [1] }),
            }),
          },
          responses: { '200': answer('The run.', ImportRunDetailSchema), ...errors(400, 401, 404) },
        },
      },
      '/api/integrations/leads': {
        get: {
          operationId: 'listLeads',
          summary: 'Pull a site\u2019s leads (CRMs)',
          description:
            'Oldest first; pass `next_cursor` back as `cursor` to read on. The key needs the Read leads permission.',
          security: integrationKey,
          requestParams: { query: LeadsQuerySchema },
          responses: { '200': answer('A page of leads.', LeadsPageSchema), ...errors(400, 401, 403) },
        },
      },
      '/api/integrations/leads/{id}/ack': {
        post: {
          operationId: 'acknowledgeLead',
          summary: 'Mark a lead exported',
          description: 'Idempotent: later calls answer the first acknowledgement with `already: true`.',
          security: integrationKey,
          requestParams: {
            path: z.object({
              id: z.coerce
                .number()
                .int()
                .min(1)
                .meta({ examples: [1] }),
            }),
          },
          responses: { '200': answer('Acknowledged.', LeadAckSchema), ...errors(400, 401, 403, 404) },
        },
      },
      '/api/search': {
        get: {
          operationId: 'searchCars',
          summary: 'Search the site\u2019s cars',
          description:
            'Takes the search page\u2019s URL parameters (e.g. `make`, `model`, `price_min`, `page`, `sort`).',
          requestParams: {
            query: z
              .object({
                make: z
                  .string()
                  .optional()
                  .meta({ examples: ['Toyota'] }),
                page: z.coerce.number().int().min(1).optional(),
              })
              .catchall(z.string()),
          },
          responses: { '200': answer('A page of cars with facet counts.', SearchResultSchema), ...errors(400, 404) },
        },
      },
      '/api/leads/challenge': {
        get: {
          operationId: 'leadChallenge',
          summary: 'A captcha challenge for a form',
          description: 'Solve it (proof of work) and send `{ challenge, nonce }` as the lead\u2019s `captcha`.',
          requestParams: {
            query: z.object({
              form: z
                .enum(['lead', 'reservation'])
                .optional()
                .meta({ examples: ['lead'] }),
            }),
          },
          responses: { '200': answer('A signed challenge.', ChallengeSchema), ...errors(400, 404, 429) },
        },
      },
      '/api/leads': {
        post: {
          operationId: 'createLead',
          summary: 'Send a lead',
          description: 'Stored before anything else happens; the dealer\u2019s delivery follows (lead routing).',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: LeadBodySchema,
                examples: { enquiry: { value: API_EXAMPLES.enquiry } },
              },
            },
          },
          responses: {
            '201': answer('Stored.', LeadCreatedSchema),
            '400': answer('Refused: each field\u2019s message.', LeadRefusedSchema),
            ...errors(404, 413, 429),
          },
        },
      },
      '/api/watchlist': {
        get: {
          operationId: 'watchlist',
          summary: 'The signed-in customer\u2019s saved cars',
          responses: {
            '200': answer('Signed out: `signed_in: false` and no cars.', WatchlistStateSchema),
            ...errors(404),
          },
        },
      },
      '/api/watchlist/save-car': {
        post: {
          operationId: 'saveCar',
          summary: 'Save a car to the watchlist',
          requestBody: { required: true, ...json(WatchlistBodySchema, API_EXAMPLES.watchlistChange) },
          responses: {
            '200': answer('Saved.', WatchlistResultSchema),
            '400': answer('Malformed body.', WatchlistResultSchema),
            '401': answer('Not signed in.', WatchlistResultSchema),
            '404': answer('No such car on this site.', WatchlistResultSchema),
          },
        },
      },
      '/api/watchlist/remove-car': {
        post: {
          operationId: 'removeCar',
          summary: 'Remove a car from the watchlist',
          requestBody: { required: true, ...json(WatchlistBodySchema, API_EXAMPLES.watchlistChange) },
          responses: {
            '200': answer('Removed.', WatchlistResultSchema),
            '400': answer('Malformed body.', WatchlistResultSchema),
            '401': answer('Not signed in.', WatchlistResultSchema),
          },
        },
      },
    },
    webhooks: Object.fromEntries(
      (['lead.created', 'lead.updated', 'test'] as const).map((event) => [
        event,
        {
          post: {
            operationId: `webhook-${event.replace('.', '-')}`,
            summary: `A ${event} event, POSTed to each endpoint of the site`,
            description: `Check the signature: HMAC-SHA256 with the endpoint\u2019s secret over \`{timestamp}.{raw body}\`, hex, sent as \`${WEBHOOK_SIGNATURE_HEADER}: sha256=<hex>\`; refuse a timestamp over 5 minutes old. Answer 2xx; anything else is retried with backoff.`,
            requestParams: {
              header: z.object({
                [WEBHOOK_SIGNATURE_HEADER]: z
                  .string()
                  .meta({ examples: ['sha256=9f2c5e3b1a7d4c6e8f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e'] }),
                [WEBHOOK_TIMESTAMP_HEADER]: z.string().meta({ description: 'Unix seconds.' }),
                [WEBHOOK_ID_HEADER]: z.string(),
                [WEBHOOK_EVENT_HEADER]: z.literal(event),
              }),
            },
            requestBody: { required: true, ...json(WebhookEventSchema) },
            responses: { '200': { description: 'Received (any 2xx).' } },
          },
        },
      ]),
    ),
  })
}
