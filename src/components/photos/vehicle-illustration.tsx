import type { CSSProperties } from 'react'

import { illustrationBody, illustrationPaint, type IllustratedCar } from '@/domain/vehicle-illustration'

import { VEHICLE_SPRITE_PATH } from './vehicle-drawings'

/**
 * A car without a photo, drawn: a side profile of its body type in its colour (src/domain/vehicle-illustration.ts)
 * on a showroom floor. The shapes are the sprite's symbol for the body type (./vehicle-drawings.ts, cached by
 * the browser once); this element names the symbol and sets the paint. Plain SVG with no state, so a server
 * page renders it and a client photo passes it in as its fallback without shipping the drawings in script.
 */

type Props = IllustratedCar & {
  /** What the drawing shows, from the locale catalogue (its alt text). */
  label: string
  className?: string
}

export function VehicleIllustration({ label, className, ...car }: Props) {
  const body = illustrationBody(car)
  const paint = illustrationPaint(car.colour)
  const style = {
    '--paint-body': paint.body,
    '--paint-shade': paint.shade,
    '--paint-line': paint.line,
  } as CSSProperties
  return (
    <svg
      className={['vehicle-illustration', className].filter(Boolean).join(' ')}
      viewBox="0 0 300 200"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
      data-body={body}
      style={style}
    >
      <use href={`${VEHICLE_SPRITE_PATH}#${body}`} />
    </svg>
  )
}
