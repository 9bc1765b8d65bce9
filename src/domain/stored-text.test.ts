import { describe, expect, it } from 'vitest'

import { controlCharacterReason, storableText, unstorableTextErrors, unstorableTextReason } from './stored-text'

describe('unstorableTextReason', () => {
  it('accepts ordinary text, emoji and the control characters PostgreSQL stores', () => {
    for (const text of ['', 'Toyota Corolla', 'Ü\u00e9 \ud83d\ude97', 'tab\tnew\nline\r', '\u0001\u001f\u007f'])
      expect(unstorableTextReason(text)).toBeNull()
  })
  it('refuses a NUL character and a surrogate without its pair', () => {
    expect(unstorableTextReason('a\u0000b')).toBe('contains a NUL character')
    expect(unstorableTextReason('\ud83d')).toMatch(/unpaired UTF-16 surrogate/)
    expect(unstorableTextReason('x\ude97')).toMatch(/unpaired UTF-16 surrogate/)
  })
})

describe('unstorableTextErrors', () => {
  it('names each bad string by its path, object keys included', () => {
    expect(
      unstorableTextErrors({
        id: 'A1',
        dealercomments: 'hi\u0000',
        images: ['ok', '\u0000'],
        location: { name: 'x\ud800' },
        n: 3,
        b: true,
        z: null,
      }),
    ).toEqual([
      'dealercomments: contains a NUL character',
      'images.1: contains a NUL character',
      'location.name: contains an unpaired UTF-16 surrogate (not valid Unicode)',
    ])
    expect(unstorableTextErrors({ finance_lenders: { 'a\u0000': { deposit: 1 } } })).toEqual([
      'finance_lenders.a\\u0000: the field name contains a NUL character',
    ])
    expect(unstorableTextErrors('\u0000')).toEqual(['value: contains a NUL character'])
    expect(unstorableTextErrors({ a: 'fine', b: [1, 'two'] })).toEqual([])
  })
})

describe('storableText', () => {
  it('shows a NUL as \\u0000 and replaces unpaired surrogates, leaving the rest', () => {
    expect(storableText('A\u0000B')).toBe('A\\u0000B')
    expect(storableText('x\ud800y\ud83d\ude97')).toBe('x\ufffdy\ud83d\ude97')
    expect(unstorableTextReason(storableText('\u0000\udfff'))).toBeNull()
  })
})

describe('controlCharacterReason', () => {
  it('refuses NUL and every other control character in a search, but not ordinary text', () => {
    expect(controlCharacterReason('hilux 2020')).toBeNull()
    expect(controlCharacterReason('\u00fc\ud83d\ude97 caf\u00e9')).toBeNull()
    // What a server's URL parser leaves of '%E0%A4%A': the query was malformed before it reached us.
    expect(controlCharacterReason('\ufffd%A')).toBe('is not valid percent-encoded UTF-8')
    expect(controlCharacterReason('\u0000')).toBe('contains a NUL character')
    expect(controlCharacterReason('a\nb')).toBe('contains a control character')
    expect(controlCharacterReason('a\u007f')).toBe('contains a control character')
    expect(controlCharacterReason('\ud800')).toMatch(/surrogate/)
  })
})
