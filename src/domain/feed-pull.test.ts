import { describe, expect, it } from 'vitest'

import { conditionalHeaders, feedDue, feedUrlProblem, isGzipBody } from './feed-pull'

describe('feedUrlProblem', () => {
  const strict = { allowPrivate: false }
  it('takes public http(s) addresses only', () => {
    expect(feedUrlProblem('https://dms.example.com/stock.csv.gz', strict)).toBeNull()
    expect(feedUrlProblem('http://dms.example.com/stock.csv', strict)).toBeNull()
    expect(feedUrlProblem('ftp://dms.example.com/stock.csv', strict)).toMatch(/https:\/\/ or http:\/\//)
    expect(feedUrlProblem('dms.example.com/stock.csv', strict)).toMatch(/full address/)
    expect(feedUrlProblem('https://user:pw@dms.example.com/', strict)).toMatch(/user name or password/)
  })
  it('refuses private, loopback and local names unless allowed', () => {
    for (const url of [
      'http://127.0.0.1:8080/feed.csv',
      'http://10.0.0.5/feed.csv',
      'http://169.254.169.254/latest',
      'http://[::1]/feed.csv',
      'http://localhost/feed.csv',
      'http://feeds.internal/feed.csv',
      'http://intranet/feed.csv',
    ]) {
      expect(feedUrlProblem(url, strict), url).not.toBeNull()
      expect(feedUrlProblem(url, { allowPrivate: true }), url).toBeNull()
    }
    expect(feedUrlProblem('http://8.8.8.8/feed.csv', strict)).toBeNull()
  })
})

describe('conditional requests', () => {
  it('sends back the validators the last answer gave', () => {
    expect(conditionalHeaders({ etag: '"abc"', lastModified: 'Tue, 24 Nov 2026 03:00:00 GMT' })).toEqual({
      'If-None-Match': '"abc"',
      'If-Modified-Since': 'Tue, 24 Nov 2026 03:00:00 GMT',
    })
    expect(conditionalHeaders({ etag: null, lastModified: ' ' })).toEqual({})
  })
})

describe('isGzipBody', () => {
  it('by Content-Encoding or the gzip magic bytes', () => {
    expect(isGzipBody('gzip', new Uint8Array([0x61]))).toBe(true)
    expect(isGzipBody('identity, x-gzip', new Uint8Array([]))).toBe(true)
    expect(isGzipBody(null, new Uint8Array([0x1f, 0x8b, 8]))).toBe(true)
    expect(isGzipBody(undefined, new Uint8Array([0x69, 0x64]))).toBe(false)
  })
})

describe('feedDue', () => {
  const now = new Date('2026-11-24T04:00:00Z')
  it('is due when never pulled or when its interval is up', () => {
    expect(feedDue(null, 60, now)).toBe(true)
    expect(feedDue('2026-11-24T03:30:00Z', 60, now)).toBe(false)
    expect(feedDue('2026-11-24T03:00:00Z', 60, now)).toBe(true)
    expect(feedDue('2026-11-24T03:55:00Z', 5, now)).toBe(true)
  })
})
