'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { useMediaQuery } from '../use-media-query'

/** Where a `side` tab list stands beside its panels: the same width as `.tabs-side` in ui.css. */
const SIDE_TABS = '(min-width: 1024px)'

/**
 * ARIA tabs (WAI-ARIA Authoring Practices' tabs pattern): arrow keys, Home and End move between tabs; only
 * the chosen panel shows. The tab list is one row that scrolls sideways on a phone, never wraps into rows.
 * With `side`, on a wide screen the list is a column beside the panels (vertical, so every tab shows however
 * many there are): there the up and down arrows move too.
 */
export function Tabs({
  label,
  tabs,
  side = false,
}: {
  label: string
  tabs: Array<{ id: string; title: string; panel: ReactNode }>
  side?: boolean
}) {
  const vertical = useMediaQuery(SIDE_TABS) && side
  const [selected, setSelected] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const base = useId()
  const choose = (i: number) => {
    setSelected(i)
    buttons.current[i]?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length
    choose(next)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      ...(vertical ? { ArrowUp: selected - 1, ArrowDown: selected + 1 } : {}),
      Home: 0,
      End: tabs.length - 1,
    }
    const to = keys[event.key]
    if (to === undefined) return
    event.preventDefault()
    move(to)
  }
  return (
    <div className={side ? 'tabs tabs-side' : 'tabs'}>
      <div role="tablist" aria-label={label} aria-orientation={vertical ? 'vertical' : undefined} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => choose(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
