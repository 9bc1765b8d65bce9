import { describe, expect, it } from 'vitest'

import { csvLine, spreadsheetText } from './csv'

describe('spreadsheetText', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    expect(spreadsheetText('=HYPERLINK("http://evil.example","x")')).toBe('\'=HYPERLINK("http://evil.example","x")')
    expect(spreadsheetText('+61 400 000 000')).toBe("'+61 400 000 000")
    expect(spreadsheetText('-2+3')).toBe("'-2+3")
    expect(spreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(spreadsheetText('\t=1+1')).toBe("'\t=1+1")
    expect(spreadsheetText('\r=1+1')).toBe("'\r=1+1")
  })

  it('leaves every other cell as it is, a formula character later in it included', () => {
    for (const value of [
      '',
      'Jo Citizen',
      'jo@example.com',
      '0400 000 000',
      '2026-06-15T02:00:00.000Z',
      "'quoted",
      'a=b',
    ])
      expect(spreadsheetText(value)).toBe(value)
  })

  it('is still quoted as CSV where it needs to be', () => {
    expect(csvLine(['=1,2', 'ok'].map(spreadsheetText))).toBe(`"'=1,2",ok\r\n`)
  })
})
