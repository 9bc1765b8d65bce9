import type { IncomingHttpHeaders } from 'node:http'

import { clientAddressFrom, forwardedProtoFrom } from '@/domain/client-address'

/**
 * Rewrites one request's forwarding headers to what we trust, before Next.js or Payload read them
 * (scripts/web-server.ts calls it for every request):
 * - `X-Forwarded-For` becomes exactly one address, the client's: the socket's peer, or behind
 *   `trustedHops` proxies of ours the right-most address they did not add (`clientAddressFrom`);
 * - `X-Forwarded-Proto` stays only when a trusted proxy set it to http or https;
 * - `X-Forwarded-Host`, `X-Forwarded-Port`, `X-Real-IP` and `Forwarded` go: a host comes from the site's
 *   own configuration (src/lib/requests/request-origin.ts), never from a header a client can write.
 */
export function trustForwardedHeaders(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustedHops: number,
): void {
  const address = clientAddressFrom(socketAddress, headers['x-forwarded-for'], trustedHops)
  const proto = forwardedProtoFrom(headers['x-forwarded-proto'], trustedHops)
  delete headers['x-forwarded-host']
  delete headers['x-forwarded-port']
  delete headers['x-real-ip']
  delete headers.forwarded
  headers['x-forwarded-for'] = address
  if (proto) headers['x-forwarded-proto'] = proto
  else delete headers['x-forwarded-proto']
}
