import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

const state = { value: null as unknown, id: 42 as number | undefined }
vi.mock('@payloadcms/ui', () => ({
  useField: () => ({ value: state.value }),
  useDocumentInfo: () => ({ id: state.id }),
  useConfig: () => ({ config: { routes: { api: '/api' } } }),
  Button: ({ children, url }: { children: unknown; url: string }) =>
    createElement('a', { href: url }, children as string),
}))

const { RejectedRows } = await import('./rejected-rows')
const render = () => renderToStaticMarkup(createElement(RejectedRows as never, { path: 'rejected' }))

describe('the admin\u2019s rejected rows field', () => {
  it('shows each rejected row (number, id, key fields, reasons) and links the CSV download', () => {
    state.value = [
      {
        row: 2,
        id: 'R2',
        errors: ['car_type: must be one of new, used, demo'],
        key: { stocknum: 'S-2', make: 'Mazda', model: '3', year: '2021' },
      },
      { row: 3, id: null, errors: ['price: must be a number', 'year: too old'], key: {} },
      { row: 4, id: '<script>alert(1)</script>', errors: ['x'] },
    ]
    const html = render()
    expect(html).toContain('Rejected rows (3)')
    expect(html).toContain('<a href="/api/stock-imports/42/rejected.csv">Download CSV</a>')
    expect(html).toContain('<th scope="col"')
    expect(html).toMatch(
      /<td[^>]*>2<\/td><td[^>]*>R2<\/td><td[^>]*>S-2<\/td><td[^>]*><\/td><td[^>]*>Mazda<\/td><td[^>]*>3<\/td><td[^>]*>2021<\/td><td[^>]*>car_type: must be one of new, used, demo<\/td>/,
    )
    expect(html).toContain('<li>price: must be a number</li><li>year: too old</li>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
  })

  it('says so when nothing was rejected, with no download', () => {
    state.value = []
    const html = render()
    expect(html).toContain('Every row of this feed was accepted.')
    expect(html).not.toContain('Download CSV')
  })
})
