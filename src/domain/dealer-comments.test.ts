import { describe, expect, it } from 'vitest'

import { DEALER_COMMENTS_LIMIT, DEALER_COMMENTS_PENDING, dealerComments, dealerCommentsText } from './dealer-comments'

describe('dealerComments', () => {
  it('splits on | into trimmed, non-empty paragraphs', () => {
    expect(dealerComments(' One owner. | Full service history.|| |Drive away today. ', false)).toEqual({
      paragraphs: ['One owner.', 'Full service history.', 'Drive away today.'],
      truncated: false,
    })
  })

  it('shows the pending message when there are no comments', () => {
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
    for (const raw of [null, undefined, '', ' | | ', '<p> </p>']) {
      expect(dealerComments(raw, false)).toEqual({ paragraphs: [DEALER_COMMENTS_PENDING], truncated: false })
    }
  })

  it('keeps 400 characters whole and cuts 401', () => {
    expect(DEALER_COMMENTS_LIMIT).toBe(400)
    const exactly = 'a'.repeat(400)
    expect(dealerComments(exactly, false)).toEqual({ paragraphs: [exactly], truncated: false })
    expect(dealerComments(`${exactly}b`, false)).toEqual({ paragraphs: [`${exactly}…`], truncated: true })
    expect(dealerComments(`${exactly}b`, true)).toEqual({ paragraphs: [`${exactly}b`], truncated: true })
  })

  it('counts paragraph text across paragraphs, not the separators', () => {
    const first = 'x'.repeat(250)
    const second = 'y'.repeat(150)
    expect(dealerComments(`${first}|${second}`, false)).toEqual({ paragraphs: [first, second], truncated: false })
    expect(dealerComments(`${first}|${second}|z`, false)).toEqual({
      paragraphs: [first, `${second}…`],
      truncated: true,
    })
    expect(dealerComments(`${first}|${'y'.repeat(200)}`, false)).toEqual({
      paragraphs: [first, `${'y'.repeat(150)}…`],
      truncated: true,
    })
  })

  it('does not count whitespace that collapses, and trims a cut before the ellipsis', () => {
    const words = `${'a'.repeat(399)}    b${'c'.repeat(10)}`
    expect(dealerComments(words, false).paragraphs).toEqual([`${'a'.repeat(399)}…`])
  })

  it('strips HTML to text and decodes the common entities once', () => {
    const html =
      '<p>Low kms &amp; <b>one</b> owner</p><br/>Price &lt; market<script>alert(1)</script>|&quot;Mint&quot; &#39;23&nbsp;model &amp;lt;'
    expect(dealerComments(html, false).paragraphs).toEqual([
      'Low kms & one owner Price < market',
      '"Mint" \'23 model &lt;',
    ])
    expect(dealerComments('Under < 5000 km and > 2 keys', false).paragraphs).toEqual(['Under < 5000 km and > 2 keys'])
  })

  it('never cuts a character in half', () => {
    const emoji = `${'a'.repeat(399)}🚗🚗`
    expect(dealerComments(emoji, false).paragraphs).toEqual([`${'a'.repeat(399)}🚗…`])
  })
})

describe('dealerCommentsText', () => {
  it('joins the plain paragraphs with a space; null without comments', () => {
    expect(dealerCommentsText('<p>One&amp;only owner</p> | Towbar ')).toBe('One&only owner Towbar')
    for (const raw of [null, undefined, '', ' | ', '<br>']) expect(dealerCommentsText(raw)).toBeNull()
  })
})
