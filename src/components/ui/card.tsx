import type { HTMLAttributes, ReactNode } from 'react'

/** A bordered surface grouping one thing (a car, an offer, a location); `raised` lifts it with elevation. */
export function Card({
  as: Tag = 'div',
  raised = false,
  className,
  children,
  ...rest
}: { as?: 'div' | 'article' | 'section' | 'li'; raised?: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const classes = ['card', raised ? 'card-raised' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <Tag {...rest} className={classes}>
      {children}
    </Tag>
  )
}
