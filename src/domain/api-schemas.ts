/**
 * The public APIs' shapes as zod schemas, one definition for the routes and the OpenAPI document
 * (src/integrations/openapi.ts): what an answer holds, and the query parameters the document lists. Each
 * schema with an `id` becomes a named component of the document.
 */
import { z } from 'zod'

import { LEAD_FORMS } from './lead-kinds'
import { WEBHOOK_EVENTS } from './webhooks'

const leadForms = LEAD_FORMS.map((kind) => kind.value) as [string, ...string[]]
const isoTime = z.string().meta({ format: 'date-time', examples: ['2026-11-24T09:30:00.000Z'] })

export const ApiErrorSchema = z
  .object({ error: z.string().meta({ description: 'What was wrong, in words a developer can act on.' }) })
  .meta({ id: 'Error' })

/** A site's slug, the `site` parameter of the integration APIs. */
export const SiteSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100)
  .meta({ description: 'The site\u2019s slug.', examples: ['sunshine-motors'] })

/** A lead as the leads API and the lead webhooks give it (src/integrations/lead-json.ts). */
export const LeadJsonSchema = z
  .object({
    id: z.number().int(),
    created_at: isoTime,
    updated_at: isoTime,
    site: z.string(),
    form: z.enum(leadForms),
    category: z.string(),
    subcategory: z.string().nullable(),
    name: z.string(),
    last_name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    postcode: z.string().nullable(),
    preferred_contact: z.string().nullable(),
    message: z.string().nullable(),
    location_id: z.number().int().nullable(),
    dealership: z.string().nullable(),
    rego: z.string().nullable(),
    opt_in: z.boolean().nullable(),
    terms_agreed: z.boolean().nullable(),
    form_completed: z.boolean().nullable(),
    test_drive: z.object({ date: z.string().nullable(), time: z.string().nullable() }).nullable(),
    finance: z.object({ budget: z.number().nullable(), car_type: z.string().nullable() }).nullable(),
    trade_in: z.record(z.string(), z.unknown()).nullable(),
    service: z.record(z.string(), z.unknown()).nullable(),
    car: z
      .object({
        id: z.number().int().nullable(),
        name: z.string().nullable(),
        stocknum: z.string().nullable(),
        dealership_id: z.string().nullable(),
        snapshot: z.record(z.string(), z.unknown()).nullable(),
      })
      .nullable(),
    url: z.string().nullable(),
    source: z.string().nullable(),
    lead_attributes: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'Lead' })

export const LeadsPageSchema = z
  .object({
    site: z.string(),
    leads: z.array(
      LeadJsonSchema.extend({
        adf: z.string().meta({ description: 'The lead as an ADF 1.0 XML document (what the CRM email carries).' }),
        acknowledged_at: isoTime.nullable().meta({ description: 'When this key acknowledged it, else null.' }),
      }),
    ),
    next_cursor: z.string().nullable(),
    has_more: z.boolean(),
    limit: z.number().int(),
  })
  .meta({ id: 'LeadsPage' })

export const LeadAckSchema = z
  .object({
    ok: z.literal(true),
    lead_id: z.number().int(),
    acknowledged_at: isoTime,
    already: z.boolean().meta({ description: 'true when an earlier call acknowledged it (the first time is kept).' }),
  })
  .meta({ id: 'LeadAck' })

/** A lead webhook's JSON body (src/webhooks/events.ts), signed as the README's Lead webhooks section says. */
export const WebhookEventSchema = z
  .object({
    id: z.string().meta({ description: 'The event\u2019s id (also X-Webhook-Id): the same on every retry.' }),
    type: z.enum(WEBHOOK_EVENTS),
    created_at: isoTime,
    site: z.string(),
    lead: LeadJsonSchema.nullable().meta({ description: 'None for a test event.' }),
    adf: z.string().nullable().meta({ description: 'The lead as an ADF 1.0 XML document; none for a test event.' }),
  })
  .meta({ id: 'WebhookEvent' })

export const ChallengeSchema = z
  .object({
    challenge: z.string().meta({ description: 'Signed; send it back with the nonce that solves it.' }),
    bits: z.number().int().meta({ description: 'Leading zero bits the SHA-256 of challenge + nonce needs.' }),
    expiresAt: isoTime,
  })
  .meta({ id: 'Challenge' })

export const LeadCreatedSchema = z
  .object({
    lead_id: z.number().int(),
    reference: z.string().meta({ description: 'The lead\u2019s reference number, as the shopper is shown it.' }),
    success: z
      .string()
      .meta({ description: 'The success page (a path on the site) that says what was asked or booked.' }),
    token: z
      .string()
      .optional()
      .meta({ description: 'A trade-in\u2019s key for its later steps (POST /api/leads/trade-in).' }),
  })
  .meta({ id: 'LeadCreated' })

export const LeadRefusedSchema = z
  .object({
    error: z.string(),
    fields: z.record(z.string(), z.string()).meta({ description: 'Field name to message.' }),
  })
  .meta({ id: 'LeadRefused' })

export const WatchlistStateSchema = z
  .object({ signed_in: z.boolean(), phone_number: z.string().nullable(), car_ids: z.array(z.number().int()) })
  .meta({ id: 'WatchlistState' })

export const WatchlistResultSchema = z
  .object({ success: z.boolean(), error: z.string().optional() })
  .meta({ id: 'WatchlistResult' })

const RejectedRowSchema = z.object({ row: z.number().int(), id: z.string().nullable(), errors: z.array(z.string()) })

export const ImportSummarySchema = z
  .object({
    run_id: z.number().int().nullable().meta({ description: 'The run\u2019s record; null on a dry run.' }),
    received: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    removed: z.number().int(),
    rejected: z.array(RejectedRowSchema),
    held: z.boolean(),
    held_reason: z.string().nullable(),
    dry_run: z.boolean(),
  })
  .meta({ id: 'ImportSummary' })

const RunCountsSchema = z.object({
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  rejected: z.number().int(),
})

export const ImportRunSchema = z
  .object({
    id: z.number().int(),
    site: z.string().nullable(),
    mode: z.string(),
    status: z.string(),
    counts: RunCountsSchema,
    created_at: isoTime,
  })
  .meta({ id: 'ImportRun' })

export const ImportRunsPageSchema = z
  .object({
    runs: z.array(ImportRunSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    has_next_page: z.boolean(),
  })
  .meta({ id: 'ImportRunsPage' })

export const ImportQueuedSchema = z
  .object({
    run_id: z.number().int(),
    status: z.literal('queued'),
    status_url: z
      .string()
      .meta({ description: 'GET it for the run\u2019s progress and counts (also the Location header).' }),
    received: z.number().int(),
  })
  .meta({ id: 'ImportQueued' })

export const ImportRunDetailSchema = ImportRunSchema.extend({
  rejected: z.array(RejectedRowSchema),
  progress: z
    .object({ processed: z.number().int().nullable(), total: z.number().int().nullable() })
    .meta({ description: 'Rows checked so far of the feed\u2019s rows, while a queued run is imported by its job.' }),
})
  .loose()
  .meta({ id: 'ImportRunDetail' })

export const SearchResultSchema = z
  .object({
    hits: z
      .array(z.record(z.string(), z.unknown()))
      .meta({ description: 'The cars of the page, as the search index holds them.' }),
    page: z.number().int(),
    pages: z.number().int(),
    count: z.number().int(),
    facets: z.record(z.string(), z.unknown()),
    facetStats: z.record(z.string(), z.unknown()),
    ms: z.number(),
  })
  .meta({ id: 'SearchResult' })
