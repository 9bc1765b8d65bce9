import { describe, expect, it } from 'vitest'

import { LEAD_DELIVERY_ATTEMPTS, stateAfterFailure } from './delivery-state'

describe('stateAfterFailure', () => {
  it('stays pending while retries remain, failed after the last attempt', () => {
    expect(LEAD_DELIVERY_ATTEMPTS).toBe(10)
    expect(stateAfterFailure(1)).toBe('pending')
    expect(stateAfterFailure(9)).toBe('pending')
    expect(stateAfterFailure(10)).toBe('failed')
  })
})
