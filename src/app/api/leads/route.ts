import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH } from '@payloadcms/next/routes'
import type { NextRequest } from 'next/server'

import { LEAD_SUBMIT_FAILED } from '@/domain/lead-forms'
import { leadReference } from '@/domain/lead-summary'
import { createLead } from '@/leads/create-lead'
import { successPath } from '@/leads/lead-receipt'
import { TOO_MANY_LEADS } from '@/leads/store-lead'
import { verifyCaptcha } from '@/lib/requests/captcha'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { noSiteJson, requestSite } from '@/lib/requests/shopper-request'
import { siteLocations } from '@/lib/data/sites'

export const dynamic = 'force-dynamic'

/**
 * Requests per client and site per 10 minutes (the client as our web server decided it, never a header the
 * client wrote), and valid leads per site from everyone. The site-wide budget counts only leads that passed
 * their form's checks and the captcha, so junk requests can never use it up and block a genuine shopper.
 */
const PER_CLIENT = rateLimiter({ name: 'leads-per-client', limit: 10, windowMs: 10 * 60_000 })
const PER_SITE = rateLimiter({ name: 'leads-per-site', limit: 300, windowMs: 10 * 60_000 })
const MAX_BODY_BYTES = 32 * 1024

const tooMany = () => Response.json({ error: TOO_MANY_LEADS }, { status: 429, headers: { 'Retry-After': '600' } })

/**
 * POST /api/leads: a shopper's lead of any kind the registry posts here (src/domain/lead-kinds.ts) for the
 * site of the Host header. Validated with the forms' own schemas (400 with the field errors), rate limited per client (429), the captcha checked
 * where the site shows it, then (within the site's budget of valid leads, else 429) stored and its delivery
 * queued; answers `{ lead_id, reference, success }` (the success page that says what was asked, with its key).
 */
export async function POST(request: NextRequest) {
  const site = await requestSite(request)
  if (!site) return noSiteJson()
  if (!(await takeClientAllowance(PER_CLIENT, site.id, request.headers))) return tooMany()
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return Response.json({ error: 'The request body is too large.' }, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return Response.json({ error: 'The body must be a JSON object.' }, { status: 400 })
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return Response.json({ error: 'The body must be a JSON object.' }, { status: 400 })

  let captchaId: string | null = null
  if (site.settings.features.captcha) {
    const captcha = verifyCaptcha(
      (body as { captcha?: { challenge?: unknown; nonce?: unknown } }).captcha,
      site.id,
      'lead',
    )
    if (!captcha.ok) return Response.json({ error: captcha.error, fields: { captcha: captcha.error } }, { status: 400 })
    captchaId = captcha.id
  }
  try {
    const outcome = await createLead(await payloadClient(), { site, locations: await siteLocations(site) }, body, {
      userAgent: request.headers.get('user-agent'),
      captchaId,
      admit: () => PER_SITE.take(String(site.id)),
    })
    if (!outcome.ok && outcome.status === 429) return tooMany()
    if (!outcome.ok)
      return Response.json({ error: outcome.error, fields: outcome.fields ?? {} }, { status: outcome.status })
    // A trade-in's lead capture also answers the key of its later steps (POST /api/leads/trade-in).
    return Response.json(
      {
        lead_id: outcome.leadId,
        reference: leadReference(outcome.leadId),
        success: successPath(site.id, outcome.leadId),
        ...(outcome.token ? { token: outcome.token } : {}),
      },
      { status: 201 },
    )
  } catch (error) {
    console.error('Lead could not be stored', error)
    return Response.json({ error: LEAD_SUBMIT_FAILED }, { status: 500 })
  }
}

// Every other method is Payload's REST API for the leads collection (staff only, scoped to their sites).
const rest = { params: Promise.resolve({ slug: ['leads'] }) }
export const GET = (request: Request) => REST_GET(config)(request, rest)
export const PATCH = (request: Request) => REST_PATCH(config)(request, rest)
export const DELETE = (request: Request) => REST_DELETE(config)(request, rest)
export const OPTIONS = (request: Request) => REST_OPTIONS(config)(request, rest)
