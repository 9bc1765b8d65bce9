import { describe, expect, it } from 'vitest'

import { escapeHtml } from './html-text'

describe('escapeHtml', () => {
  it('writes the characters that end an element or a quoted attribute as references', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;',
    )
  })
  it('leaves other text as it is, accents and emoji included', () => {
    expect(escapeHtml('Ünited Motors — 2021 Mazda CX-5 🚗 $29,990')).toBe('Ünited Motors — 2021 Mazda CX-5 🚗 $29,990')
  })
})
