import { describe, expect, it } from 'vitest'

import { escapeHtml } from './html-text'

describe('escapeHtml', () => {
  it('writes the characters that end an element or a quoted attribute as references', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe(
      '&#60;script&#62;alert(&#34;x&#34; &#38; &#39;y&#39;)&#60;/script&#62;',
    )
  })
  it('leaves other text as it is, accents and emoji included', () => {
    expect(escapeHtml('Ünited Motors — 2021 Mazda CX-5 🚗 $29,990')).toBe('Ünited Motors — 2021 Mazda CX-5 🚗 $29,990')
  })
})
