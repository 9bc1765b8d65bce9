/**
 * The self-hosted captcha's work (no third-party service): the browser finds a nonce such that
 * sha256(challenge + nonce) starts with `bits` zero bits. The server signs the challenge and checks the
 * work (src/lib/requests/captcha.ts); both sides count zero bits with this function.
 */

/** Zero bits at the start of a hash. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

/**
 * The forms a challenge can be issued for: every lead form shares one kind (a lead stores the challenge's
 * id, which it keeps unique), the reservation form has its own. A challenge works only for its kind.
 */
export const CAPTCHA_FORMS = ['lead', 'reservation'] as const
export type CaptchaForm = (typeof CAPTCHA_FORMS)[number]
export const isCaptchaForm = (value: unknown): value is CaptchaForm => CAPTCHA_FORMS.includes(value as CaptchaForm)

/** Where a form fetches its challenge (GET /api/leads/challenge). */
export const challengeUrl = (form: CaptchaForm) => `/api/leads/challenge?form=${form}`

/** A nonce is a decimal counter: short, and all the server accepts. */
export const NONCE = /^\d{1,12}$/

/**
 * Finds a nonce for a challenge, `batch` digests at a time (the browser's crypto.subtle is asynchronous).
 * Gives up after `maxTries`, which at the difficulty the server sets practically never happens.
 */
export async function solveProofOfWork(
  challenge: string,
  bits: number,
  sha256: (text: string) => Promise<Uint8Array>,
  { batch = 64, maxTries = 50_000_000 }: { batch?: number; maxTries?: number } = {},
): Promise<string> {
  for (let start = 0; start < maxTries; start += batch) {
    const nonces = Array.from({ length: batch }, (_, i) => String(start + i))
    const hashes = await Promise.all(nonces.map((nonce) => sha256(challenge + nonce)))
    const found = hashes.findIndex((hash) => leadingZeroBits(hash) >= bits)
    if (found >= 0) return nonces[found]!
  }
  throw new Error('No proof of work found.')
}
