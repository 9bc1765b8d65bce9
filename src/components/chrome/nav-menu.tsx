'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

/**
 * A header dropdown (disclosure pattern): a button that opens and closes its panel on click, and also on
 * hover on sites whose menus open on hover. Escape closes it and returns focus to the button; moving focus
 * or clicking elsewhere closes it.
 */
export function NavMenu({
  label,
  opensOn,
  className,
  children,
}: {
  label: string
  opensOn: 'click' | 'hover'
  className?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const hover = opensOn === 'hover'
  return (
    <li
      ref={root}
      className={['nav-menu', className].filter(Boolean).join(' ')}
      data-open={open || undefined}
      onMouseEnter={hover ? () => setOpen(true) : undefined}
      onMouseLeave={hover ? () => setOpen(false) : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className="nav-menu-caret" />
      </button>
      <div id={id} className="nav-menu-panel" hidden={!open}>
        {children}
      </div>
    </li>
  )
}

/** The narrow-screen Menu button that shows and hides the main navigation. */
export function NavToggle({ label, controls }: { label: string; controls: string }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    document.getElementById(controls)?.toggleAttribute('data-open', open)
  }, [open, controls])
  return (
    <button
      type="button"
      className="nav-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
    >
      {label}
    </button>
  )
}
