import { jsonError } from '@/lib/requests/shopper-request'
import { payloadClient } from '@/lib/platform/payload'
import { paymentProvider, StripeDepositHold } from '@/reservations/payment'
import { handleStripeWebhook } from '@/reservations/stripe-webhook'

export const dynamic = 'force-dynamic'

/** Stripe's events are small; anything larger is not Stripe. */
const MAX_BODY_BYTES = 256 * 1024

/**
 * POST /api/stripe/webhook: Stripe's calls about deposit payments (point a webhook endpoint at it for the
 * checkout.session.* events and set STRIPE_WEBHOOK_SECRET to its signing secret). 404 when deposits are not
 * taken with Stripe, 503 when the signing secret is missing, 400 for a bad signature, 413 past 256 KB.
 */
export async function POST(request: Request) {
  const provider = paymentProvider()
  if (!(provider instanceof StripeDepositHold)) return jsonError(404, 'Deposits are not taken with Stripe here.')
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!secret) return jsonError(503, 'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks cannot be verified.')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return jsonError(413, 'The body is too large.')
  const rawBody = await request.text()
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return jsonError(413, 'The body is too large.')
  const answer = await handleStripeWebhook(await payloadClient(), provider.client, {
    rawBody,
    signature: request.headers.get('stripe-signature'),
    secret,
  })
  return Response.json(answer.body, { status: answer.status })
}
