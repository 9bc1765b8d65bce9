import { describe, expect, it } from 'vitest'

import { carsLink, leadsLink } from './links'

const whereOf = (href: string) => {
  const url = new URL(href, 'http://admin.example')
  return [...url.searchParams].map(([key, value]) => `${key}=${value}`)
}

const brisbane = (...ids: number[]) => ids.map((id) => ({ id, timeZone: 'Australia/Brisbane' }))

describe('links to the admin lists behind the figures', () => {
  it('filters leads by the sites, and by kind, status or age as Payload\u2019s list reads them', () => {
    expect(leadsLink(brisbane(1, 2), { open: true })).toMatch(/^\/admin\/collections\/leads\?/)
    expect(whereOf(leadsLink(brisbane(1, 2), { open: true }))).toEqual([
      'where[or][0][and][0][site][in]=1,2',
      'where[or][0][and][1][status][in]=new,contacted,appointment',
    ])
    expect(whereOf(leadsLink(brisbane(3), { kind: 'reservation' }))).toContain(
      'where[or][0][and][1][form][in]=reservation,online-purchase',
    )
    expect(whereOf(leadsLink(brisbane(3), { overdueAt: new Date('2026-06-15T02:00:00Z') }))).toEqual([
      'where[or][0][and][0][site][in]=3',
      'where[or][0][and][1][status][in]=new,contacted,appointment',
      'where[or][0][and][2][createdAt][less_than]=2026-06-14T02:00:00.000Z',
    ])
    expect(whereOf(leadsLink(brisbane(3), { location: null }))).toContain(
      'where[or][0][and][1][location][exists]=false',
    )
  })

  it('filters cars in stock, or every car of a searched make or price band', () => {
    expect(whereOf(carsLink([3], { type: 'used' }))).toEqual([
      'where[or][0][and][0][site][in]=3',
      'where[or][0][and][1][status][equals]=in_stock',
      'where[or][0][and][2][car_type][equals]=used',
    ])
    expect(whereOf(carsLink([3], { priceBand: '20000-30000' }))).toEqual([
      'where[or][0][and][0][site][in]=3',
      'where[or][0][and][1][price][greater_than_equal]=20000',
      'where[or][0][and][2][price][less_than]=30000',
    ])
  })

  it('bounds a day or a period by each site’s own time zone, one group of sites per zone', () => {
    const sites = [...brisbane(1, 2), { id: 3, timeZone: 'America/Chicago' }]
    expect(whereOf(leadsLink(sites, { day: '2026-06-11', kind: 'finance' }))).toEqual([
      'where[or][0][and][0][site][in]=1,2',
      'where[or][0][and][1][form][in]=finance',
      'where[or][0][and][2][createdAt][greater_than_equal]=2026-06-10T14:00:00.000Z',
      'where[or][0][and][3][createdAt][less_than]=2026-06-11T14:00:00.000Z',
      'where[or][1][and][0][site][in]=3',
      'where[or][1][and][1][form][in]=finance',
      'where[or][1][and][2][createdAt][greater_than_equal]=2026-06-11T05:00:00.000Z',
      'where[or][1][and][3][createdAt][less_than]=2026-06-12T05:00:00.000Z',
    ])
    // 02:00 UTC on 15 June is the 15th in Brisbane and still the 14th in Chicago: 30 days back from each.
    expect(whereOf(leadsLink(sites, { since: { now: new Date('2026-06-15T02:00:00Z'), days: 30 } }))).toEqual([
      'where[or][0][and][0][site][in]=1,2',
      'where[or][0][and][1][createdAt][greater_than_equal]=2026-05-16T14:00:00.000Z',
      'where[or][1][and][0][site][in]=3',
      'where[or][1][and][1][createdAt][greater_than_equal]=2026-05-16T05:00:00.000Z',
    ])
  })

  it('counts an empty price as no price, in a group of its own', () => {
    expect(whereOf(carsLink([3], { withoutPrice: true }))).toEqual([
      'where[or][0][and][0][site][in]=3',
      'where[or][0][and][1][status][equals]=in_stock',
      'where[or][0][and][2][price][less_than_equal]=0',
      'where[or][1][and][0][site][in]=3',
      'where[or][1][and][1][status][equals]=in_stock',
      'where[or][1][and][2][price][exists]=false',
    ])
  })
})
