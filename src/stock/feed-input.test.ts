import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { DEMO_STOCK_FILE } from '../../seed/stock'
import { parseFeed, parseFeedSliced } from './feed-input'

/** The demo feed's first 3,001 lines: a real dealer CSV (header and about 3,000 cars). */
const DEMO = readFileSync(DEMO_STOCK_FILE, 'utf8').split('\n').slice(0, 3_001).join('\n')

describe('parseFeedSliced (the import API and feed pulls)', () => {
  it('reads the same rows as parseFeed from a real CSV feed, JSON and bodies it cannot read', async () => {
    const bodies: Array<[string, 'csv' | 'json', string?]> = [
      [DEMO, 'csv'],
      ['id,stocknum,car_type,year,make,model\nA1,S-1,used,2021,Mazda,"CX-5\n2.5"\nA2', 'csv', 'integrator'],
      ['a,b\n"1,2\n3,4\n', 'csv'],
      ['', 'csv'],
      ['nope', 'csv', 'no-such-mapping'],
      [JSON.stringify([{ id: 'J1', car_type: 'used', make: 'Kia', model: 'Rio', year: 2020 }, { id: 'J2' }]), 'json'],
      ['{"not": "an array"}', 'json'],
      ['[1,', 'json'],
    ]
    for (const [body, format, mapping] of bodies) {
      const sliced = await parseFeedSliced(body, format, mapping)
      expect(sliced, body.slice(0, 40)).toEqual(parseFeed(body, format, mapping))
    }
    const demo = await parseFeedSliced(DEMO, 'csv')
    expect(demo.ok && demo.rows.length).toBeGreaterThan(2_900) // a few cells span lines
  })

  it('keeps characters outside the BMP whole across its chunks', async () => {
    const name = '🚗'.repeat(20_000) // 40,000 UTF-16 units: split across chunks at odd offsets
    const body = `id,stocknum,car_type,year,make,model,badge\n A1,S-1,used,2021,Mazda,CX-5,x${name}\n`
    const sliced = await parseFeedSliced(body, 'csv', 'integrator')
    expect(sliced).toEqual(parseFeed(body, 'csv', 'integrator'))
    expect(JSON.stringify(sliced)).toContain(name)
  })

  it('lets timers run while it reads a large feed', async () => {
    let turns = 0
    const tick = setInterval(() => (turns += 1), 1)
    const feed = await parseFeedSliced(DEMO, 'csv')
    clearInterval(tick)
    expect(feed.ok).toBe(true)
    expect(turns).toBeGreaterThan(0)
  })
})
