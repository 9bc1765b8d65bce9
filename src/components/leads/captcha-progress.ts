'use client'

import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * How far one form's captcha is, for its note to say (./form-controls.tsx `CaptchaNote`, an aria-live
 * status): idle until the shopper first focuses the form, `working` while the worker searches, `ready`
 * once solved, `waiting` while a submission waits for the work to finish, `failed` when it could not be done.
 */
export type CaptchaStatus = 'idle' | 'working' | 'ready' | 'waiting' | 'failed'

export type CaptchaProgress = {
  get: () => CaptchaStatus
  set: (status: CaptchaStatus) => void
  subscribe: (listener: () => void) => () => void
}

export function captchaProgress(): CaptchaProgress {
  let status: CaptchaStatus = 'idle'
  const listeners = new Set<() => void>()
  return {
    get: () => status,
    set: (next) => {
      if (next === status) return
      status = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  }
}

/** One per form (each deferred form provides its own, ./deferred-form.tsx); none outside one. */
export const CaptchaProgressContext = createContext<CaptchaProgress | null>(null)

export const useCaptchaProgress = () => useContext(CaptchaProgressContext)

const idle = () => 'idle' as const
const never = () => () => {}

/** The form's captcha status, re-rendering when it changes ('idle' outside a deferred form). */
export function useCaptchaStatus(): CaptchaStatus {
  const progress = useCaptchaProgress()
  return useSyncExternalStore(progress?.subscribe ?? never, progress?.get ?? idle, idle)
}
