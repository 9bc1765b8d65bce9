import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Integrations } from '../../../collections/Integrations'
import { StockImports } from '../../../collections/StockImports'

/**
 * Payload renders a json or code field with its code editor (Monaco), which it loads from a CDN. The
 * import runs' and integrations' admin views load none: each such field is hidden or has a component of ours.
 */
function codeEditorFields(fields: readonly Field[], at = ''): string[] {
  return fields.flatMap((field): string[] => {
    const name = 'name' in field ? `${at}${field.name}` : at
    if (field.type === 'json' || field.type === 'code') {
      const custom = Boolean(field.admin?.components?.Field)
      return field.hidden || field.admin?.hidden || custom ? [] : [name]
    }
    if ('fields' in field && Array.isArray(field.fields)) return codeEditorFields(field.fields, name ? `${name}.` : at)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => codeEditorFields(tab.fields, at))
    return []
  })
}

describe('admin views of stock imports and integrations', () => {
  it('load no code editor: every json or code field is hidden or rendered by our own component', () => {
    expect(codeEditorFields(StockImports.fields)).toEqual([])
    expect(codeEditorFields(Integrations.fields)).toEqual([])
  })

  it('would notice a plain json field', () => {
    expect(codeEditorFields([{ name: 'raw', type: 'json' }])).toEqual(['raw'])
  })
})
