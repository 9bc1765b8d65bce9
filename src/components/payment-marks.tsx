import { PAYMENT_LOGOS } from '@/domain/reserve-wording'

import { PAYMENT_ICONS } from './payment-icons'

import './home/home.css'

/**
 * The payment methods a deposit can be paid with, as their marks (inline SVG paths from simple-icons in
 * each brand's colour, named for screen readers by the brand's name); a mark without an icon shows its name.
 */
export function PaymentMarks({ label }: { label?: string }) {
  return (
    <ul className="payment-marks payment-logos" aria-label={label}>
      {PAYMENT_LOGOS.map((name) => {
        const icon = PAYMENT_ICONS[name]
        return (
          <li key={name} className="payment-mark">
            {icon ? (
              <svg role="img" aria-label={name} viewBox="0 0 24 24" focusable="false">
                <path d={icon.path} fill={`#${icon.hex}`} />
              </svg>
            ) : (
              <span className="payment-mark-word">{name}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
