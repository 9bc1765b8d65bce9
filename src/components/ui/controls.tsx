import type { ComponentProps } from 'react'

/**
 * Styled native form controls: the element itself with the design system's class, every prop (and React
 * 19's `ref`, so react-hook-form's `register()` spreads straight in) passed through.
 */
const cx = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base)

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input {...props} className={cx('input', className)} />
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={cx('select', className)} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} className={cx('textarea', className)} />
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input {...props} type="checkbox" className={cx('checkbox', className)} />
}

export function Radio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input {...props} type="radio" className={cx('radio-input', className)} />
}
