import { describe, expect, it } from 'vitest'

import { failureState, GENERAL_FORM_FAILED } from './form-states'

describe('general form failure (spec 8)', () => {
  it('keeps the server message, else the generic words', () => {
    expect(GENERAL_FORM_FAILED).toBe('An error occurred when submitting this form')
    expect(failureState('Too many requests.')).toEqual({ status: 'failure', formError: 'Too many requests.' })
    expect(failureState('  ')).toEqual({ status: 'failure', formError: GENERAL_FORM_FAILED })
    expect(failureState(undefined)).toEqual({ status: 'failure', formError: GENERAL_FORM_FAILED })
  })
})
