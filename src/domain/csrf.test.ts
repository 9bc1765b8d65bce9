import { describe, expect, it } from 'vitest'

import { isCrossSiteRequest } from './csrf'

describe('isCrossSiteRequest', () => {
  it('accepts a request from a page of the same host and port', () => {
    expect(
      isCrossSiteRequest('sunshine-motors.localhost:3000', 'http://sunshine-motors.localhost:3000', 'same-origin'),
    ).toBe(false)
    expect(isCrossSiteRequest('www.sunshinemotors.example', 'https://www.sunshinemotors.example', null)).toBe(false)
  })
  it('refuses another host, another port, another site of the platform and opaque origins', () => {
    expect(isCrossSiteRequest('sunshine-motors.localhost:3000', 'https://evil.example', null)).toBe(true)
    expect(isCrossSiteRequest('sunshine-motors.localhost:3000', 'http://sunshine-motors.localhost:4000', null)).toBe(
      true,
    )
    expect(isCrossSiteRequest('sunshine-motors.localhost:3000', 'http://harbour-city-cars.localhost:3000', null)).toBe(
      true,
    )
    expect(isCrossSiteRequest('sunshine-motors.localhost:3000', 'null', null)).toBe(true)
    expect(isCrossSiteRequest(null, 'http://sunshine-motors.localhost:3000', null)).toBe(true)
  })
  it('without Origin, goes by Sec-Fetch-Site', () => {
    expect(isCrossSiteRequest('a.example', null, 'cross-site')).toBe(true)
    expect(isCrossSiteRequest('a.example', null, 'same-origin')).toBe(false)
    expect(isCrossSiteRequest('a.example', null, null)).toBe(false)
  })
})
