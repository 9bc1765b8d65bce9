import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { createElement, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { colourRoles, contrastRatio, ROLE_PAIRINGS } from '@/domain/colour-roles'
import { themeVariables } from '@/domain/theme'

import { Button, buttonClass } from './button'
import { Checkbox, Input, Select } from './controls'
import { Field, Fieldset } from './form'

/** createElement with children as arguments (the components' props require them). */
const el = <P extends object>(type: ComponentType<P>, props: Omit<P, 'children'>, ...children: ReactNode[]) =>
  createElement(type as ComponentType<Omit<P, 'children'>>, props, ...children)

const SRC = path.resolve(import.meta.dirname, '../..')

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    // An `admin` folder's styles live in Payload's admin, on its own theme variables (--base, --theme-*).
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : cssFiles(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

const sheets = [...cssFiles(SRC), ...cssFiles(path.resolve(SRC, '../blocks'))].map((file) => ({
  file: path.relative(SRC, file),
  text: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}))

describe('design tokens in the stylesheets', () => {
  it('uses no custom property that nothing defines (a typo would silently drop the declaration)', () => {
    const defined = new Set<string>(Object.keys(themeVariables(null)))
    for (const { text } of sheets) for (const match of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(match[1]!)
    const unknown = sheets.flatMap(({ file, text }) =>
      [...text.matchAll(/var\(\s*(--[\w-]+)\s*([,)])/g)]
        .filter((match) => match[2] === ')' && !defined.has(match[1]!))
        .map((match) => `${file}: ${match[1]}`),
    )
    expect(unknown).toEqual([])
  })

  it('sets every colour role the site layout emits, and each pairing in the pairings list exists', () => {
    const vars = themeVariables({ primaryColour: '#ffee00', accentColour: '#00ffee' })
    for (const [fg, bg, ratio] of ROLE_PAIRINGS) {
      expect(contrastRatio(vars[`--color-${fg}`]!, vars[`--color-${bg}`]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(
        ratio,
      )
    }
    expect(Object.keys(colourRoles(null)).length).toBe(
      Object.keys(vars).filter((name) => name.startsWith('--color-')).length,
    )
  })
})

describe('ui components', () => {
  it('gives one class per button emphasis, as a button or a link', () => {
    expect(buttonClass('primary')).toBe('button')
    expect(buttonClass('secondary', 'x')).toBe('button button-secondary x')
    expect(renderToStaticMarkup(el(Button, {}, 'Go'))).toBe('<button type="button" class="button">Go</button>')
    expect(renderToStaticMarkup(el(Button, { href: '/cars', variant: 'quiet' }, 'Cars'))).toBe(
      '<a href="/cars" class="button button-quiet">Cars</a>',
    )
  })

  it('ties a field’s label, hint and error to its control', () => {
    const html = renderToStaticMarkup(
      el(
        Field,
        { id: 'f-email', label: 'Email', hint: 'We reply here', error: 'Enter an email' },
        createElement(Input, { id: 'f-email', 'aria-describedby': 'f-email-hint f-email-error' }),
      ),
    )
    expect(html).toContain('<label for="f-email" class="field-label">Email</label>')
    expect(html).toContain('<span id="f-email-hint" class="field-hint">We reply here</span>')
    expect(html).toContain('<span id="f-email-error" class="form-error field-error">Enter an email</span>')
    expect(html).toContain('class="field field-invalid"')
    expect(html).toContain('class="input"')
  })

  it('marks a group with an error invalid and describes it by the error', () => {
    const html = renderToStaticMarkup(
      el(Fieldset, { id: 'g', legend: 'Pick one', error: 'Choose' }, createElement(Checkbox)),
    )
    expect(html).toContain('aria-describedby="g-error"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('type="checkbox" class="checkbox"')
  })

  it('passes every prop through to the native control', () => {
    const html = renderToStaticMarkup(createElement(Select, { name: 'sort', className: 'wide' }))
    expect(html).toBe('<select name="sort" class="select wide"></select>')
  })
})
