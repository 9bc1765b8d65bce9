import type { ReactNode } from 'react'

/** A status label ('New', 'SOLD', 'Certified'): the tone picks its colour role. */
export type BadgeTone = 'neutral' | 'primary' | 'secondary' | 'error' | 'success'

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) {
  return <span className={['badge', `badge-${tone}`, className ?? ''].filter(Boolean).join(' ')}>{children}</span>
}

/** Key facts as a row of chips (km, gearbox, fuel, body): a list, so screen readers count them. */
export function ChipList({ label, items }: { label: string; items: readonly ReactNode[] }) {
  return (
    <ul className="chips" aria-label={label}>
      {items.map((item, i) => (
        <li key={i} className="chip">
          {item}
        </li>
      ))}
    </ul>
  )
}
