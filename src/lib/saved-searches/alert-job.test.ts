import { describe, expect, it, vi } from 'vitest'

import { ALERT_EMAILS_PER_DAY } from '../../domain/saved-searches'
import { alertEmailsPerDay } from './alert-job'

describe('SAVED_SEARCH_EMAILS_PER_DAY', () => {
  it('defaults to one email per search per day', () => {
    expect(ALERT_EMAILS_PER_DAY).toBe(1)
    expect(alertEmailsPerDay(undefined)).toBe(1)
    expect(alertEmailsPerDay(' ')).toBe(1)
  })

  it('takes a whole number from 1 to 24, and refuses anything else loudly', () => {
    expect(alertEmailsPerDay('3')).toBe(3)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const bad of ['0', '25', '1.5', 'lots']) expect(alertEmailsPerDay(bad)).toBe(1)
    expect(error).toHaveBeenCalledTimes(4)
    error.mockRestore()
  })
})
