/**
 * Which host names a site may add to its domains. Pure: the Sites collection supplies the other sites'
 * domains. A host serves one site only, so a domain already on another site is never available. Beyond
 * that, a domain another site could own — its apex, a parent or subdomain of one of its domains, or another
 * host under the same registered domain — is left to platform admins, who can tell a dealer group's own
 * subdomains from a claim on someone else's address. Answers never say which site holds a domain.
 */

export type DomainClaim = 'available' | 'taken' | 'related'

export const DOMAIN_NOT_AVAILABLE = 'This domain is not available.'

/** Second-level labels under which country domains register names (example.com.au, example.co.nz...). */
const SECOND_LEVEL = new Set([
  'com',
  'net',
  'org',
  'co',
  'gov',
  'edu',
  'ac',
  'asn',
  'id',
  'geek',
  'gen',
  'kiwi',
  'maori',
  'school',
  'ltd',
  'plc',
  'me',
  'nz',
  'us',
])

const clean = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, '')

/**
 * The registered name a host belongs to (www.sunshinemotors.com.au: sunshinemotors.com.au). An estimate
 * without the public suffix list: the last two labels, or three under a country code's second level.
 */
export function registeredDomain(host: string): string {
  const labels = clean(host).split('.').filter(Boolean)
  const tld = labels[labels.length - 1] ?? ''
  const second = labels[labels.length - 2] ?? ''
  const take = labels.length >= 3 && tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2
  return labels.slice(-take).join('.')
}

const under = (host: string, parent: string) => host.endsWith(`.${parent}`)

/** Whether two hosts could belong to the same owner: one under the other, or the same registered name. */
export function domainsRelated(a: string, b: string): boolean {
  const x = clean(a)
  const y = clean(b)
  return x === y || under(x, y) || under(y, x) || registeredDomain(x) === registeredDomain(y)
}

/** How adding `domain` stands against the domains of every other site. */
export function domainClaim(domain: string, otherSitesDomains: readonly string[]): DomainClaim {
  const wanted = clean(domain)
  const others = otherSitesDomains.map(clean).filter(Boolean)
  if (others.includes(wanted)) return 'taken'
  return others.some((other) => domainsRelated(wanted, other)) ? 'related' : 'available'
}

/** May someone who is not a platform admin add `domain`, given the other sites' domains? */
export function mayClaimDomain(domain: string, otherSitesDomains: readonly string[]): boolean {
  return domainClaim(domain, otherSitesDomains) === 'available'
}
