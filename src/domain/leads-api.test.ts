import { describe, expect, it } from 'vitest'

import { decodeLeadCursor, encodeLeadCursor, LEADS_PAGE_DEFAULT, LEADS_PAGE_MAX, parseLeadsQuery } from './leads-api'

describe('lead cursors', () => {
  it('round-trip a position with its milliseconds and are opaque url-safe text', () => {
    const position = { createdAt: '2026-11-24T01:02:03.456Z', id: 42 }
    const cursor = encodeLeadCursor(position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(cursor).not.toContain('42')
    expect(decodeLeadCursor(cursor)).toEqual(position)
    expect(decodeLeadCursor(encodeLeadCursor({ createdAt: '2026-11-24T11:02:03.456+10:00', id: 1 }))).toEqual({
      createdAt: '2026-11-24T01:02:03.456Z',
      id: 1,
    })
  })

  it('refuse anything they did not write', () => {
    for (const bad of [
      '',
      'abc',
      '!!!',
      btoa('v1.1.0'),
      btoa('v2.1.1'),
      btoa('v1.1.99999999999'),
      btoa('v1.-1.1'),
      'x'.repeat(300),
    ])
      expect(decodeLeadCursor(bad), bad).toBeNull()
    expect(() => encodeLeadCursor({ createdAt: 'never', id: 1 })).toThrow()
    expect(() => encodeLeadCursor({ createdAt: '2026-01-01T00:00:00Z', id: 0 })).toThrow()
  })
})

describe('the leads query', () => {
  const parse = (query: string) => parseLeadsQuery(new URLSearchParams(query))

  it('needs a site and defaults the rest', () => {
    expect(parse('site=sunshine-motors')).toEqual({
      ok: true,
      query: { site: 'sunshine-motors', since: null, after: null, limit: LEADS_PAGE_DEFAULT, unacknowledged: false },
    })
    expect(parse('')).toEqual({ ok: false, error: 'Name the site: ?site={slug}.' })
    expect(parse('site=Bad Site')).toMatchObject({ ok: false })
  })

  it('reads since as an ISO time with a zone, cursor, limit and unacknowledged', () => {
    const cursor = encodeLeadCursor({ createdAt: '2026-11-24T00:00:00.000Z', id: 7 })
    expect(
      parse(`site=s&since=2026-11-24T10:00:00%2B10:00&cursor=${cursor}&limit=${LEADS_PAGE_MAX}&unacknowledged=true`),
    ).toEqual({
      ok: true,
      query: {
        site: 's',
        since: '2026-11-24T00:00:00.000Z',
        after: { createdAt: '2026-11-24T00:00:00.000Z', id: 7 },
        limit: LEADS_PAGE_MAX,
        unacknowledged: true,
      },
    })
    expect(parse('site=s&since=2026-11-24T00:00Z')).toMatchObject({
      ok: true,
      query: { since: '2026-11-24T00:00:00.000Z' },
    })
  })

  it('answers each malformed parameter with what is expected', () => {
    for (const since of ['yesterday', '2026-11-24', '2026-11-24T00:00:00', '2026-13-40T00:00:00Z', '1732406400'])
      expect(parse(`site=s&since=${since}`), since).toMatchObject({ ok: false, error: expect.stringMatching(/^since/) })
    for (const limit of ['0', '-1', '1.5', 'ten', String(LEADS_PAGE_MAX + 1), ''])
      expect(parse(`site=s&limit=${limit}`), limit).toMatchObject({ ok: false, error: expect.stringMatching(/^limit/) })
    expect(parse('site=s&cursor=nonsense')).toMatchObject({ ok: false, error: expect.stringMatching(/^cursor/) })
    expect(parse('site=s&unacknowledged=yes')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^unacknowledged/),
    })
  })
})
