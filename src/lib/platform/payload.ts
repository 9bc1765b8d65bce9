import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload instance of this server process (created once, then reused). Inside the Next.js server it
 * starts the job queue's cron (the search sync), so the first request of any kind starts it: Payload only
 * starts it for instances asked with `cron: true`, which its own routes do but a plain call does not.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: Boolean(process.env.NEXT_RUNTIME) })
}
