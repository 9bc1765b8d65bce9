import type { ReactNode } from 'react'

/**
 * What stands where a car's photos would be when it has none (or none loads): its drawing, in the carousel's
 * frame, so it keeps the photo's shape and place. Plain markup, no script: server and client parts share it.
 */
export function NoPhoto({ variant, children }: { variant: 'card' | 'stage' | 'fullscreen'; children: ReactNode }) {
  return <div className={`photo-carousel photo-carousel-${variant} photo-carousel-none`}>{children}</div>
}
