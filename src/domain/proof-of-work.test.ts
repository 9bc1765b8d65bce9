import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { leadingZeroBits, solveProofOfWork } from './proof-of-work'

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
})
