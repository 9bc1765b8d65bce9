import { describe, expect, it } from 'vitest'

import { carsLink, leadsLink } from './links'

const whereOf = (href: string) => {
  const url = new URL(href, 'http://admin.example')
  return [...url.searchParams].map(([key, value]) => `${key}=${value}`)
}

describe('links to the admin lists behind the figures', () => {
  it('filters leads by the sites, and by kind, status or age as Payload\u2019s list reads them', () => {
    expect(leadsLink([1, 2], { open: true })).toMatch(/^\/admin\/collections\/leads\?/)
    expect(whereOf(leadsLink([1, 2], { open: true }))).toEqual([
      'where[or][0][and][0][site][in]=1,2',
      'where[or][0][and][1][status][in]=new,contacted,appointment',
    ])
    expect(whereOf(leadsLink([3], { kind: 'reservation' }))).toContain(
      'where[or][0][and][1][form][in]=reservation,online-purchase',
    )
    expect(whereOf(leadsLink([3], { overdueAt: new Date('2026-06-15T02:00:00Z') }))).toEqual([
      'where[or][0][and][0][site][in]=3',
      'where[or][0][and][1][status][in]=new,contacted,appointment',
      'where[or][0][and][2][createdAt][less_than]=2026-06-14T02:00:00.000Z',
    ])
    expect(whereOf(leadsLink([3], { location: null }))).toContain('where[or][0][and][1][location][exists]=false')
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
})
