import { useCallback, useSyncExternalStore } from 'react'

/** The shopper asked for less motion (carousels do not rotate or animate). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/**
 * Whether a CSS media query matches, following its changes. False on the server and while hydrating, so the
 * first render in the browser is the server's.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  )
}
