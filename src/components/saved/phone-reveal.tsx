'use client'

import { useRef, useState } from 'react'

import { analyticsEvent, type AnalyticsCar } from '@/domain/analytics'
import { displayPhone, telHref } from '@/domain/phone'

import { fill } from '@/domain/label-fill'

import { useLabels } from '../locale-context'
import { pushEvent } from './store'

type Props = {
  site: string
  car: AnalyticsCar
  phone: string
  /** The look of the button and the revealed link (a design-system button class; the card's by default). */
  className?: string
}

/**
 * The dealer's number, masked after its first 5 characters until the shopper reveals it (spec 2.4). Each
 * reveal is recorded on the server; a failure to record is only logged, never shown (spec 8).
 */
export function PhoneReveal({ site, car, phone, className = 'button button-secondary car-card-phone' }: Props) {
  const [revealed, setRevealed] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const labels = useLabels()

  const reveal = () => {
    setRevealed(true)
    requestAnimationFrame(() => link.current?.focus())
    fetch('/api/phone-reveal', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ car_id: car.id, path: location.pathname }),
      keepalive: true,
    })
      .then((res) => {
        if (!res.ok) console.error(`Phone reveal not recorded: ${res.status}`)
      })
      .catch((error: unknown) => console.error('Phone reveal not recorded', error))
  }

  if (revealed) {
    return (
      <a
        ref={link}
        href={telHref(phone) ?? '/contact'}
        className={className}
        onClick={() => pushEvent(analyticsEvent('call_click', site, car))}
      >
        {fill(labels.callPhone, { phone })}
      </a>
    )
  }
  return (
    // The name starts with the visible text (WCAG 2.5.3, label in name), so voice users can say what they see.
    <button type="button" className={className} onClick={reveal}>
      {fill(labels.callPhone, { phone: displayPhone(phone, false) })}
      <span className="visually-hidden"> {labels.showPhoneNumber}</span>
    </button>
  )
}
