'use client'

import { useId, useRef, type ReactNode } from 'react'

import { useLabels } from './locale-context'

/**
 * A button opening a modal dialog (native <dialog>: keyboard focus moves in and stays inside, Escape or
 * Close shuts it, and focus goes back to the button). The vehicle page's and the content pages' dialogs.
 */
export function InfoDialog({
  button,
  title,
  children,
  buttonClass = 'link-button',
  testId,
}: {
  button: ReactNode
  title: string
  children: ReactNode
  buttonClass?: string
  testId?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const labels = useLabels()
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {button}
      </button>
      <dialog
        ref={dialog}
        className="info-dialog"
        aria-labelledby={titleId}
        data-testid={testId}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <form method="dialog">
          <button type="submit" className="button button-secondary">
            {labels.close}
          </button>
        </form>
      </dialog>
    </>
  )
}
