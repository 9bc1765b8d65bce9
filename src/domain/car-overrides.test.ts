import { describe, expect, it } from 'vitest'

import {
  mergeFeedColumns,
  readCarOverrides,
  resetCarOverride,
  staffEditOverrides,
  staffMainPhoto,
} from './car-overrides'

const at = '2026-11-24T08:00:00.000Z'
const by = 'staff: sam@example.com'

describe('staffEditOverrides', () => {
  it('overrides a changed field, keeping the feed value it had', () => {
    expect(
      staffEditOverrides({ before: { price: 30000, km: 5 }, after: { price: 28990, km: 9 }, overrides: null, by, at }),
    ).toEqual({ price: { feed: { price: 30000 }, by, at } })
  })

  it('records nothing when no overridable field changed', () => {
    expect(
      staffEditOverrides({ before: { price: 1, km: 5 }, after: { price: 1, km: 9 }, overrides: null, by, at }),
    ).toBe(null)
  })

  it('takes empty text for no text: an untouched empty comment is no override', () => {
    expect(
      staffEditOverrides({ before: { dealercomments: null }, after: { dealercomments: '' }, overrides: null, by, at }),
    ).toBe(null)
  })

  it('keeps the first feed value across a second staff edit', () => {
    const first = staffEditOverrides({ before: { tag: null }, after: { tag: 'Hot' }, overrides: null, by, at })
    const second = staffEditOverrides({ before: { tag: 'Hot' }, after: { tag: 'Hotter' }, overrides: first, by, at })
    expect(second).toEqual({ tag: { feed: { tag: null }, by, at } })
  })

  it('drops the override when staff set the feed value back', () => {
    const first = staffEditOverrides({ before: { price: 100 }, after: { price: 90 }, overrides: null, by, at })
    expect(staffEditOverrides({ before: { price: 90 }, after: { price: 100 }, overrides: first, by, at })).toBe(null)
  })

  it('compares photo lists in order: a reorder is an override', () => {
    const before = { images: ['a.jpg', 'b.jpg'] }
    expect(staffEditOverrides({ before, after: { images: ['a.jpg', 'b.jpg'] }, overrides: null, by, at })).toBe(null)
    expect(
      staffEditOverrides({ before, after: { images: ['b.jpg', 'a.jpg'] }, overrides: null, by, at })?.images?.feed,
    ).toEqual({ ...before, primary_image_url: null })
  })

  it('keeps the feed\u2019s main photo with its photos, as staff\u2019s order replaces both', () => {
    const before = { images: ['a.jpg', 'b.jpg'], primary_image_url: 'main.jpg' }
    const after = { images: ['b.jpg', 'a.jpg'], primary_image_url: 'b.jpg' }
    expect(staffEditOverrides({ before, after, overrides: null, by, at })?.images?.feed).toEqual(before)
  })

  it('marking sold keeps the feed status with its sold flag and date', () => {
    const before = { status: 'in_stock', sold: false, sold_date_timestamp: null }
    const after = { status: 'sold', sold: true, sold_date_timestamp: at }
    expect(staffEditOverrides({ before, after, overrides: null, by, at })).toEqual({
      status: { feed: before, by, at },
    })
  })
})

describe('mergeFeedColumns', () => {
  const overrides = {
    price: { feed: { price: 30000 }, by, at },
    dealercomments: { feed: { dealercomments: 'Feed words' }, by, at },
  }

  it('keeps staff values of overridden fields and stores the feed’s new values alongside', () => {
    const merged = mergeFeedColumns(
      { price: 29000, dealercomments: 'New feed words', km: 12000, tag: 'Feed tag' },
      { price: 27990, dealercomments: 'Staff words', km: 11000, tag: null },
      overrides,
    )
    expect(merged.columns).toEqual({ price: 27990, dealercomments: 'Staff words', km: 12000, tag: 'Feed tag' })
    expect(merged.overrides).toEqual({
      price: { feed: { price: 29000 }, by, at },
      dealercomments: { feed: { dealercomments: 'New feed words' }, by, at },
    })
  })

  it('takes the feed row as it is without overrides', () => {
    expect(mergeFeedColumns({ price: 1 }, { price: 2 }, null)).toEqual({ columns: { price: 1 }, overrides: null })
  })

  it('keeps all of a sold override’s columns', () => {
    const merged = mergeFeedColumns(
      { status: 'in_stock', sold: false, sold_date_timestamp: null },
      { status: 'sold', sold: true, sold_date_timestamp: at },
      { status: { feed: { status: 'in_stock', sold: false, sold_date_timestamp: null }, by, at } },
    )
    expect(merged.columns).toEqual({ status: 'sold', sold: true, sold_date_timestamp: at })
  })
})

describe('resetCarOverride', () => {
  it('restores the feed’s latest value and drops the override', () => {
    const overrides = { price: { feed: { price: 29000 }, by, at }, tag: { feed: { tag: null }, by, at } }
    expect(resetCarOverride(overrides, 'price')).toEqual({
      restore: { price: 29000 },
      overrides: { tag: { feed: { tag: null }, by, at } },
    })
    expect(resetCarOverride({ price: overrides.price }, 'price')?.overrides).toBe(null)
  })

  it('is null for a field that is not overridden', () => {
    expect(resetCarOverride(null, 'price')).toBe(null)
  })
})

describe('readCarOverrides', () => {
  it('leaves out unknown fields and malformed records', () => {
    expect(readCarOverrides({ km: { feed: {}, by, at }, price: 'x', tag: { feed: { tag: 'A' }, by, at } })).toEqual({
      tag: { feed: { tag: 'A' }, by, at },
    })
    expect(readCarOverrides([1])).toEqual({})
  })
})

describe('staffMainPhoto', () => {
  const overridden = { images: { feed: { images: ['a.jpg', 'b.jpg'], primary_image_url: 'main.jpg' }, by, at } }

  it('is staff\u2019s first photo while the photos are overridden, none without photos', () => {
    expect(staffMainPhoto(['b.jpg', 'a.jpg'], null, overridden)).toBe('b.jpg')
    expect(staffMainPhoto([' ', 'a.jpg'], overridden, overridden)).toBe('a.jpg')
    expect(staffMainPhoto([], null, overridden)).toBe(null)
  })

  it('is the feed\u2019s main photo again when staff put the feed\u2019s photos back', () => {
    expect(staffMainPhoto(['a.jpg', 'b.jpg'], overridden, null)).toBe('main.jpg')
    expect(staffMainPhoto(['a.jpg', 'b.jpg'], null, null)).toBe('a.jpg')
  })
})
