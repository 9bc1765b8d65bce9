'use client'

import { useId, useRef, useState, type ReactNode } from 'react'

/**
 * The content pages' browser parts, in one small module: text cut with View more / View less, and the
 * Holiday Opening Hours dialog.
 */

/** Text cut by a domain truncation rule, with View more / View less when it was cut. */
export function ExpandableText({ short, full, truncated, className }: { short: string; full: string; truncated: boolean; className?: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (!truncated) return <p className={className}>{full}</p>
  return (
    <>
      <p className={className} id={id}>
        {open ? full : short}
      </p>
      <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'View less' : 'View more'}
      </button>
    </>
  )
}

/**
 * A button opening a modal dialog (native <dialog>: keyboard focus moves in and stays inside, Escape or
 * Close shuts it, and focus goes back to the button).
 */
export function ContentDialog({ button, title, children, testId }: { button: string; title: string; children: ReactNode; testId?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  return (
    <>
      <button ref={opener} type="button" className="link-button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {button}
      </button>
      <dialog ref={dialog} className="info-dialog" aria-labelledby={titleId} data-testid={testId} onClose={() => opener.current?.focus()}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <form method="dialog">
          <button type="submit" className="button">
            Close
          </button>
        </form>
      </dialog>
    </>
  )
}
