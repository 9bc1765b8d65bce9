import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { sha256 } from './sha256'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('sha256', () => {
  it('matches the standard vectors', () => {
    expect(hex(sha256(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(hex(sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
  it('matches node:crypto across block boundaries and non-ASCII text', () => {
    for (const text of [
      'x'.repeat(55),
      'x'.repeat(56),
      'x'.repeat(64),
      'y'.repeat(1000),
      'v1.3.1800000000000.12.abc.def12345',
      'naïve café 🚗',
    ]) {
      expect(hex(sha256(text))).toBe(createHash('sha256').update(text).digest('hex'))
    }
  })
})
