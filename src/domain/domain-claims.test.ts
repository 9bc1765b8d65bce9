import { describe, expect, it } from 'vitest'

import { domainClaim, domainsRelated, mayClaimDomain, registeredDomain } from './domain-claims'

const OTHERS = ['www.sunshinemotors.com.au', 'harbourcitycars.co.nz', 'shop.lonestar.example']

describe('registeredDomain', () => {
  it('keeps the registered name of a host', () => {
    expect(registeredDomain('www.sunshinemotors.com.au')).toBe('sunshinemotors.com.au')
    expect(registeredDomain('a.b.harbourcitycars.co.nz')).toBe('harbourcitycars.co.nz')
    expect(registeredDomain('WWW.Dealer.COM.')).toBe('dealer.com')
    expect(registeredDomain('dealer.com')).toBe('dealer.com')
    expect(registeredDomain('cars.dealer.de')).toBe('dealer.de')
  })
})

describe('domainsRelated', () => {
  it('holds for a parent, a subdomain, a sibling under the same name, and the same host', () => {
    expect(domainsRelated('sunshinemotors.com.au', 'www.sunshinemotors.com.au')).toBe(true)
    expect(domainsRelated('cars.www.sunshinemotors.com.au', 'www.sunshinemotors.com.au')).toBe(true)
    expect(domainsRelated('used.sunshinemotors.com.au', 'www.sunshinemotors.com.au')).toBe(true)
    expect(domainsRelated('www.sunshinemotors.com.au', 'WWW.sunshinemotors.com.au')).toBe(true)
  })
  it('does not hold for other names that merely end alike', () => {
    expect(domainsRelated('www.notsunshinemotors.com.au', 'www.sunshinemotors.com.au')).toBe(false)
    expect(domainsRelated('www.othermotors.com.au', 'www.sunshinemotors.com.au')).toBe(false)
    expect(domainsRelated('harbourcitycars.com', 'harbourcitycars.co.nz')).toBe(false)
  })
})

describe('domainClaim and mayClaimDomain (someone who is not a platform admin)', () => {
  it('refuses a domain another site has', () => {
    expect(domainClaim('www.sunshinemotors.com.au', OTHERS)).toBe('taken')
    expect(domainClaim(' WWW.SunshineMotors.com.au ', OTHERS)).toBe('taken')
    expect(mayClaimDomain('harbourcitycars.co.nz', OTHERS)).toBe(false)
  })
  it('refuses the apex, a parent, a subdomain or a sibling of another site\u2019s domain', () => {
    for (const domain of [
      'sunshinemotors.com.au',
      'm.www.sunshinemotors.com.au',
      'used.sunshinemotors.com.au',
      'www.harbourcitycars.co.nz',
      'lonestar.example',
      'www.lonestar.example',
    ]) {
      expect(domainClaim(domain, OTHERS), domain).toBe('related')
      expect(mayClaimDomain(domain, OTHERS), domain).toBe(false)
    }
  })
  it('allows an unrelated domain, and any domain when no other site has one', () => {
    expect(mayClaimDomain('www.newdealer.com.au', OTHERS)).toBe(true)
    expect(mayClaimDomain('www.sunshinemotors.com', OTHERS)).toBe(true)
    expect(mayClaimDomain('www.sunshinemotors.com.au', [])).toBe(true)
  })
})
