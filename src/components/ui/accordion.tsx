import type { ReactNode } from 'react'

/**
 * Sections that open one by one, on native <details>/<summary> (keyboard and screen readers for free, no
 * script); `open` opens an item from the start.
 */
export function Accordion({
  items,
  className,
}: {
  items: ReadonlyArray<{ id: string; title: ReactNode; content: ReactNode; open?: boolean }>
  className?: string
}) {
  return (
    <div className={['accordion', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <AccordionItem key={item.id} title={item.title} open={item.open}>
          {item.content}
        </AccordionItem>
      ))}
    </div>
  )
}

export function AccordionItem({ title, open, children }: { title: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    <details className="accordion-item" open={open}>
      <summary>{title}</summary>
      <div className="accordion-content">{children}</div>
    </details>
  )
}
