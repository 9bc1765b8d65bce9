'use client'

import { useId, useState } from 'react'

import { useLabels } from '../locale-context'

/**
 * The content pages' browser parts: text cut with View more / View less (their dialogs are
 * src/components/info-dialog.tsx).
 */

/** Text cut by a domain truncation rule, with View more / View less when it was cut. */
export function ExpandableText({
  short,
  full,
  truncated,
  className,
}: {
  short: string
  full: string
  truncated: boolean
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const labels = useLabels()
  if (!truncated) return <p className={className}>{full}</p>
  return (
    <>
      <p className={className} id={id}>
        {open ? full : short}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? labels.viewLess : labels.viewMore}
      </button>
    </>
  )
}
