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

/** Nonces the captcha's worker tries between two progress reports (a few milliseconds of hashing). */
export const PROOF_OF_WORK_SLICE = 4096

/**
 * One slice of the search, synchronously: the first nonce in [from, to) whose hash of `challenge + nonce`
 * has `bits` leading zero bits, or null. The browser runs it in a Web Worker (off the main thread) slice
 * after slice, reporting how far it got in between; the nonce it finds is the one the server checks
 * (src/lib/requests/captcha.ts).
 */
export function searchNonce(
  challenge: string,
  bits: number,
  sha256: (text: string) => Uint8Array,
  from: number,
  to: number,
): string | null {
  for (let nonce = from; nonce < to; nonce++) {
    if (leadingZeroBits(sha256(challenge + nonce)) >= bits) return String(nonce)
  }
  return null
}

/** What the captcha's worker is asked: one challenge at the server's difficulty, tried up to `maxTries`. */
export type ProofOfWorkTask = { challenge: string; bits: number; maxTries?: number }
/** What it answers: progress (nonces tried so far), then the nonce found or that none was. */
export type ProofOfWorkMessage =
  { type: 'progress'; tried: number } | { type: 'done'; nonce: string } | { type: 'failed' }

/**
 * The whole search as the worker runs it: slice by slice, `report` after each slice, until a nonce is
 * found or `maxTries` are spent. Pure (the worker only wires it to postMessage), so it is tested as is.
 */
export function runProofOfWork(
  { challenge, bits, maxTries = 50_000_000 }: ProofOfWorkTask,
  sha256: (text: string) => Uint8Array,
  report: (message: ProofOfWorkMessage) => void,
  slice = PROOF_OF_WORK_SLICE,
): void {
  for (let from = 0; from < maxTries; from += slice) {
    const nonce = searchNonce(challenge, bits, sha256, from, Math.min(from + slice, maxTries))
    if (nonce !== null) return report({ type: 'done', nonce })
    report({ type: 'progress', tried: Math.min(from + slice, maxTries) })
  }
  report({ type: 'failed' })
}
