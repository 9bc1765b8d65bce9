/**
 * Lead webhooks' rules: how a delivery is signed and checked, when a failed one is tried again, and which
 * endpoint addresses we ever send to. Pure: the HMAC itself is passed in (node:crypto in the app, any
 * HMAC-SHA256 in a receiver).
 */

export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature'
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Webhook-Timestamp'
export const WEBHOOK_ID_HEADER = 'X-Webhook-Id'
export const WEBHOOK_EVENT_HEADER = 'X-Webhook-Event'

/** The events an endpoint receives. */
export const WEBHOOK_EVENTS = ['lead.created', 'lead.updated', 'test'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** How old a signed timestamp a receiver should accept (and how far ahead): 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** What is signed: the Unix timestamp in seconds, a dot, and the body exactly as sent. */
export function webhookSigningInput(timestamp: number, rawBody: string): string {
  return `${timestamp}.${rawBody}`
}

/** The signature header's value for an HMAC-SHA256 given in hex. */
export function webhookSignatureValue(hmacHex: string): string {
  return `sha256=${hmacHex.toLowerCase()}`
}

/** The hex digest of a signature header's value, or null when it is not `sha256=<64 hex digits>`. */
export function parseWebhookSignature(value: string | null | undefined): string | null {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec((value ?? '').trim())
  return match ? match[1]!.toLowerCase() : null
}

/** Equal strings compared in time that depends only on their length. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'malformed-signature' | 'malformed-timestamp' | 'stale-timestamp' | 'mismatch' }

/**
 * A receiver's check: the signature header names the HMAC-SHA256 (keyed with the endpoint's secret) of
 * `${timestamp}.${rawBody}`, and the timestamp is within the tolerance of now (replays of old deliveries fail).
 */
export function checkWebhookSignature(input: {
  rawBody: string
  timestamp: string | null | undefined
  signature: string | null | undefined
  nowSeconds: number
  hmacHex: (message: string) => string
  toleranceSeconds?: number
}): SignatureCheck {
  const given = parseWebhookSignature(input.signature)
  if (!given) return { ok: false, reason: 'malformed-signature' }
  if (!/^\d{1,12}$/.test(input.timestamp ?? '')) return { ok: false, reason: 'malformed-timestamp' }
  const timestamp = Number(input.timestamp)
  if (Math.abs(input.nowSeconds - timestamp) > (input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS))
    return { ok: false, reason: 'stale-timestamp' }
  const expected = input.hmacHex(webhookSigningInput(timestamp, input.rawBody)).toLowerCase()
  return constantTimeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' }
}

/** Attempts per delivery in all: the first and seven retries. */
export const WEBHOOK_ATTEMPTS = 8
/** The first retry's wait; each later one waits twice the one before (30 s, 1 min, 2 min ... 32 min: about 1 h in all). */
export const WEBHOOK_BACKOFF_MS = 30_000

/**
 * How long to wait after failed attempt number `attempt` (1 for the first) before the next one, or null when
 * that was the last. Exponential: base × 2^(attempt − 1), the schedule Payload's job retries follow with
 * `{ type: 'exponential', delay: base }`.
 */
export function webhookRetryDelayMs(
  attempt: number,
  attempts = WEBHOOK_ATTEMPTS,
  baseMs = WEBHOOK_BACKOFF_MS,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= attempts) return null
  return baseMs * 2 ** (attempt - 1)
}

/** The whole schedule: the wait after each failed attempt but the last. */
export function webhookRetrySchedule(attempts = WEBHOOK_ATTEMPTS, baseMs = WEBHOOK_BACKOFF_MS): number[] {
  return Array.from({ length: Math.max(0, attempts - 1) }, (_, index) =>
    webhookRetryDelayMs(index + 1, attempts, baseMs)!,
  )
}

/** Whether an HTTP status means the receiver took the delivery: any 2xx. */
export const webhookAccepted = (status: number) => status >= 200 && status < 300

// ---------------------------------------------------------------------------------------------------------
// Endpoint addresses (server-side request forgery): only https to public hosts; in development and tests,
// http to this machine too.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function ipv4Octets(address: string): number[] | null {
  const match = IPV4.exec(address)
  if (!match) return null
  const octets = match.slice(1).map(Number)
  return octets.every((octet) => octet <= 255) ? octets : null
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast, reserved, broadcast
  )
}

/** The 16 bytes of an IPv6 address (no zone, no brackets), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address
  let v4Tail: number[] | null = null
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (dotted) {
    v4Tail = ipv4Octets(dotted[2]!)
    if (!v4Tail) return null
    text = `${dotted[1]}0:0`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  let groups: string[]
  if (halves.length === 1) groups = head
  else {
    if (head.length + tail.length > 7) return null
    groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail]
  }
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return null
  const bytes = groups.flatMap((group) => {
    const value = parseInt(group, 16)
    return [value >> 8, value & 0xff]
  })
  if (v4Tail) bytes.splice(12, 4, ...v4Tail)
  return bytes
}

/**
 * Whether an IP address (v4 or v6, without brackets) is one we never send to in production: loopback,
 * private, link-local (cloud metadata), carrier-grade NAT, unspecified, multicast, unique-local, and IPv4
 * addresses mapped or translated into IPv6. Anything that is not an address at all counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Octets(address)
  if (v4) return privateIpv4(v4)
  const v6 = ipv6Bytes(address.replace(/%.*$/, ''))
  if (!v6) return true
  const isZero = (from: number, to: number) => v6.slice(from, to).every((byte) => byte === 0)
  if (isZero(0, 15) && (v6[15] === 0 || v6[15] === 1)) return true // :: and ::1
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64): judged as the IPv4 address.
  if (isZero(0, 10) && v6[10] === 0xff && v6[11] === 0xff) return privateIpv4(v6.slice(12))
  if (isZero(0, 12)) return privateIpv4(v6.slice(12))
  if (v6[0] === 0x00 && v6[1] === 0x64 && v6[2] === 0xff && v6[3] === 0x9b) return privateIpv4(v6.slice(12))
  if ((v6[0]! & 0xfe) === 0xfc) return true // fc00::/7 unique local
  if (v6[0] === 0xfe && (v6[1]! & 0xc0) === 0x80) return true // fe80::/10 link-local
  if (v6[0] === 0xfe && (v6[1]! & 0xc0) === 0xc0) return true // fec0::/10 site-local (deprecated)
  if (v6[0] === 0xff) return true // multicast
  if (v6[0] === 0x20 && v6[1] === 0x01 && v6[2] === 0x0d && v6[3] === 0xb8) return true // documentation
  return false
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa|lan)$/

/** Whether a host name is this machine (what http is allowed to outside production). */
function isLocalhost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
}

/**
 * Why a webhook endpoint address is refused, or null when it is fine. Always: an absolute http(s) URL
 * without user name or password, at most 2,000 characters. In production: https only, and never a host that
 * is an IP address of a private range, loopback or link-local, nor a name under localhost, .local, .internal
 * and the like, nor a single-label name. Outside production http is allowed to this machine only (tests
 * and development send to local servers). Names are checked again after DNS when a delivery is sent.
 */
export function webhookUrlProblem(raw: string, { production }: { production: boolean }): string | null {
  if (raw.length > 2000) return 'The address is too long (at most 2,000 characters).'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Enter a full address, e.g. https://crm.example.com/hooks/leads.'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https://.'
  if (url.username || url.password)
    return 'The address may not hold a user name or password: use the signing secret to authenticate.'
  const host = url.hostname.toLowerCase()
  if (!host) return 'The address needs a host name.'
  if (url.protocol === 'http:' && (production || !isLocalhost(host)))
    return 'The address must start with https:// (plain http is allowed only to localhost in development).'
  if (!production) return null
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  const literal = Boolean(ipv4Octets(bare)) || bare.includes(':')
  if (literal)
    return isPrivateAddress(bare)
      ? 'The address points at a private, loopback or link-local network: use a public https address.'
      : null
  if (/^[\d.]+$/.test(bare) || /^0x/i.test(bare)) return 'The host is not a valid name or address.'
  if (LOCAL_NAMES.test(bare.replace(/\.$/, '')))
    return 'The address points at a local or internal name: use a public https address.'
  if (!bare.replace(/\.$/, '').includes('.')) return 'The host must be a full public name, e.g. crm.example.com.'
  return null
}
