import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import {
  buildStylesheets,
  inlinePageStylesheets,
  inlineStylesheets,
  rebasedUrls,
  withoutStylePreloads,
} from './inline-styles'

const link = (href: string, extra = '') =>
  `<link rel="stylesheet" href="${href}" nonce="n0nce=" data-precedence="next"${extra}/>`
const page = (head: string, body = '<main>Cars</main>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe('inlineStylesheets', () => {
  const sheets: Record<string, string> = {
    '/_next/static/chunks/a.css': '.card{color:red}',
    '/_next/static/chunks/b.css': '@media print{.nav{display:none}}',
    '/_next/static/chunks/end.css': '.x{content:"</style><script>alert(1)</script>"}',
    '/_next/static/chunks/import.css': '@import "other.css";.y{}',
    '/_next/static/chunks/map.css': '.marker{background:url(../media/marker.png)}',
  }
  const read = (href: string) => sheets[href] ?? null

  it('puts each build stylesheet of the head in a style, and keeps its link, for print and disabled', () => {
    const html = page(link('/_next/static/chunks/a.css') + link('/_next/static/chunks/b.css'))
    expect(inlineStylesheets(html, read)).toEqual({
      inlined: ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'],
      html: page(
        '<style nonce="n0nce=">.card{color:red}</style>' +
          '<link rel="stylesheet" href="/_next/static/chunks/a.css" media="print" disabled="" nonce="n0nce=" data-precedence="next"/>' +
          '<style nonce="n0nce=">@media print{.nav{display:none}}</style>' +
          '<link rel="stylesheet" href="/_next/static/chunks/b.css" media="print" disabled="" nonce="n0nce=" data-precedence="next"/>',
      ),
    })
  })

  it('keeps what a stylesheet points at where it is: its relative addresses become paths from the root', () => {
    const { html } = inlineStylesheets(page(link('/_next/static/chunks/map.css')), read)
    expect(html).toContain('<style nonce="n0nce=">.marker{background:url(/_next/static/media/marker.png)}</style>')
    expect(
      rebasedUrls(
        `a{b:url("x.png?v=1#f")} c{d:url( 'data:image/svg+xml,%3Csvg%3E' )} e{f:url(/abs.png)} g{h:url(#vml)} i{j:url(https://cdn.example/k.png)}`,
        '/_next/static/chunks/s.css',
      ),
    ).toBe(
      `a{b:url("/_next/static/chunks/x.png?v=1#f")} c{d:url( 'data:image/svg+xml,%3Csvg%3E' )} e{f:url(/abs.png)} g{h:url(#vml)} i{j:url(https://cdn.example/k.png)}`,
    )
  })

  it('leaves a link as it was when its rules would end the style element or import a file, or there is no such file', () => {
    const html = page(
      link('/_next/static/chunks/end.css') +
        link('/_next/static/chunks/import.css') +
        link('/_next/static/chunks/gone.css'),
    )
    expect(inlineStylesheets(html, read)).toEqual({ html, inlined: [] })
  })

  it('leaves links that are not the build’s, already have a media, or are in the body', () => {
    const html = page(
      link('https://fonts.example/a.css') + link('/_next/static/chunks/a.css', ' media="screen"'),
      link('/_next/static/chunks/a.css'),
    )
    expect(inlineStylesheets(html, read)).toEqual({ html, inlined: [] })
    expect(inlineStylesheets('<p>no head</p>', read)).toEqual({ html: '<p>no head</p>', inlined: [] })
  })

  it('drops the inlined stylesheets’ preloads from the Link header, and only those', () => {
    const preload = (href: string, as = 'style') => `<${href}>; rel=preload; as="${as}"; nonce="n0nce="`
    const a = '/_next/static/chunks/a.css'
    const header = [preload(a), preload('/_next/static/chunks/c.css'), preload('/hero.webp', 'image')].join(', ')
    expect(withoutStylePreloads(header, [a])).toBe(
      [preload('/_next/static/chunks/c.css'), preload('/hero.webp', 'image')].join(', '),
    )
    expect(withoutStylePreloads(preload(a), [a])).toBeUndefined()
    expect(withoutStylePreloads(preload(a, 'image'), [a])).toBe(preload(a, 'image'))

    const rendered = { status: 200, headers: { link: preload(a), 'content-type': 'text/html' }, body: page(link(a)) }
    const finished = inlinePageStylesheets(rendered, read)
    expect(finished.headers).toEqual({ 'content-type': 'text/html' })
    expect(finished.body).toContain('<style nonce="n0nce=">.card{color:red}</style>')
    expect(finished.status).toBe(200)
    const plain = { status: 200, headers: { link: preload(a) }, body: page('') }
    expect(inlinePageStylesheets(plain, read)).toBe(plain)
  })
})

describe('buildStylesheets', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'inline-styles-'))
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), '.card{color:red}')
  writeFileSync(path.join(dist, 'secret.css'), '.secret{}')
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it('reads a stylesheet of the build by its URL, once', () => {
    const read = buildStylesheets(dist)
    expect(read('/_next/static/chunks/a.css')).toBe('.card{color:red}')
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), '.changed{}')
    expect(read('/_next/static/chunks/a.css')).toBe('.card{color:red}')
  })

  it('reads nothing outside the build’s static files, and nothing that is missing', () => {
    const read = buildStylesheets(dist)
    expect(read('/_next/static/../secret.css')).toBeNull()
    expect(read('/_next/static/chunks/missing.css')).toBeNull()
  })
})
