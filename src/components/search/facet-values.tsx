'use client'

import { valueLabel } from './labels'
import type { RefinementAttribute } from '@/search/types'
import { Checkbox } from '../ui/controls'

export type FacetValue = [value: string, count: number]

/**
 * One filter section's checkboxes. A client component only to keep the page small: its props travel in the
 * page's RSC payload as compact [value, count] pairs (about 20 bytes each) instead of the element tree of
 * every option (about 260 bytes each), and the server renders the ~230 options once (HTML) instead of twice.
 * It has no state or effects: the options are in the HTML and work without JavaScript like the rest of the form.
 */
export function FacetValues({
  attribute,
  values,
  chosen,
  offset,
}: {
  attribute: RefinementAttribute
  values: FacetValue[]
  chosen: string[]
  offset: number
}) {
  return (
    <ul className="facet-values">
      {values.map(([value, count], index) => (
        <li key={value}>
          <label>
            <Checkbox
              name={`refinementList[${attribute}][${offset + index}]`}
              value={value}
              defaultChecked={chosen.includes(value)}
            />{' '}
            {valueLabel(attribute, value)} <span className="muted">({count})</span>
          </label>
        </li>
      ))}
    </ul>
  )
}
