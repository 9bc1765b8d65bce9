import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  leadingZeroBits,
  runProofOfWork,
  searchNonce,
  solveProofOfWork,
  type ProofOfWorkMessage,
} from './proof-of-work'
import { sha256 as plainSha256 } from './sha256'

const sha256 = async (text: string) => new Uint8Array(createHash('sha256').update(text).digest())

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0)
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7)
    expect(leadingZeroBits(new Uint8Array([0x00, 0x80]))).toBe(8)
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x10]))).toBe(19)
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16)
  })
  it('finds a nonce whose hash has the bits asked for', async () => {
    const nonce = await solveProofOfWork('challenge', 10, sha256)
    expect(leadingZeroBits(await sha256(`challenge${nonce}`))).toBeGreaterThanOrEqual(10)
  })
  it('gives up after its limit', async () => {
    await expect(solveProofOfWork('c', 256, sha256, { batch: 8, maxTries: 16 })).rejects.toThrow(
      'No proof of work found.',
    )
  })

  it('searches one slice synchronously with the plain-JavaScript hash, the first nonce of the slice that fits', () => {
    const nonce = searchNonce('slice', 8, plainSha256, 0, 100_000)
    expect(nonce).not.toBeNull()
    expect(leadingZeroBits(plainSha256(`slice${nonce}`))).toBeGreaterThanOrEqual(8)
    // No smaller nonce fits: the slice is searched in order.
    for (let n = 0; n < Number(nonce); n++) expect(leadingZeroBits(plainSha256(`slice${n}`))).toBeLessThan(8)
    // A slice after the answer starts from its own start.
    expect(Number(searchNonce('slice', 8, plainSha256, Number(nonce) + 1, 200_000))).toBeGreaterThan(Number(nonce))
    expect(searchNonce('slice', 8, plainSha256, 0, Number(nonce))).toBeNull()
  })
  it('runs the whole search in slices, reporting progress, then the nonce (what the worker posts)', () => {
    const messages: ProofOfWorkMessage[] = []
    runProofOfWork({ challenge: 'worker', bits: 10 }, plainSha256, (message) => messages.push(message), 64)
    const done = messages.at(-1)!
    expect(done.type).toBe('done')
    const nonce = (done as { nonce: string }).nonce
    expect(leadingZeroBits(plainSha256(`worker${nonce}`))).toBeGreaterThanOrEqual(10)
    const progress = messages.slice(0, -1)
    expect(progress).toEqual(progress.map((_, i) => ({ type: 'progress', tried: (i + 1) * 64 })))
    expect(progress.length).toBe(Math.floor(Number(nonce) / 64))
  })
  it('says it failed once its tries are spent', () => {
    const messages: ProofOfWorkMessage[] = []
    runProofOfWork({ challenge: 'c', bits: 256, maxTries: 100 }, plainSha256, (message) => messages.push(message), 40)
    expect(messages).toEqual([
      { type: 'progress', tried: 40 },
      { type: 'progress', tried: 80 },
      { type: 'progress', tried: 100 },
      { type: 'failed' },
    ])
  })
})
