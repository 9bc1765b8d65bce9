import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'

/**
 * The three button emphases (Material 3's filled, outlined and text buttons): one `primary` per card or
 * page (the action we want most), `secondary` for the rest, `quiet` for minor ones beside text.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet'

/** The classes of a button of `variant`, for markup that cannot use <Button> (a dialog's opener, a summary). */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  const base = variant === 'primary' ? 'button' : `button button-${variant}`
  return extra ? `${base} ${extra}` : base
}

type Common = { variant?: ButtonVariant; children: ReactNode; className?: string }
type AsButton = Common & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined }
type AsLink = Common & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** A button, or a link that looks like one when given `href` (navigation stays a link for assistive tech). */
export function Button(props: AsButton | AsLink) {
  if (props.href !== undefined) {
    const { variant, className, children, ...link } = props
    return (
      <a {...link} className={buttonClass(variant, className)}>
        {children}
      </a>
    )
  }
  const { variant, className, children, type = 'button', ...button } = props
  return (
    <button {...button} type={type} className={buttonClass(variant, className)}>
      {children}
    </button>
  )
}
