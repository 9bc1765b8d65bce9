import type { ReactNode } from 'react'

/**
 * A small 'i' that shows its note on a tap, a click or Enter/Space (a native disclosure): unlike a
 * `title` tooltip it works on touch screens and from the keyboard, and screen readers announce its state.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="finance-info info-tip">
      <summary aria-label={label}>i</summary>
      <div className="info-tip-note">{children}</div>
    </details>
  )
}
