'use client'

import { financeModalDisclaimers } from '@/domain/finance-disclaimer'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/** The vehicle page's browser parts, in one small module: gallery, tabs, toggles, view count, PDF (its dialogs: ../info-dialog). */

type Photo = { src: string; alt: string }

/**
 * Photos one at a time: previous/next buttons (disabled at the ends), arrow keys and swipe. A photo that
 * fails to load is dropped; when none is left the gallery is exactly that of a car without photos.
 */
export function Gallery({ photos: all }: { photos: Photo[] }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const photos = all.filter((photo) => !failed.has(photo.src))
  const [chosen, setIndex] = useState(0)
  const start = useRef<number | null>(null)
  const image = useRef<HTMLImageElement>(null)
  const last = photos.length - 1
  const index = Math.min(chosen, Math.max(last, 0))
  const fail = (src: string) => setFailed((before) => new Set(before).add(src))
  useEffect(() => {
    // The first photo may have failed before the script ran (its error event unheard): complete, no pixels.
    const img = image.current
    if (img && img.complete && img.naturalWidth === 0) {
      const src = img.getAttribute('src')
      if (src) queueMicrotask(() => fail(src))
    }
  }, [])
  const go = (to: number) => setIndex(Math.min(Math.max(to, 0), last))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'ArrowRight') go(index + 1)
    else return
    event.preventDefault()
  }
  const photo = photos[index]
  if (!photo) return <div className="gallery gallery-empty">Photos coming soon</div>
  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label="Photos"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => (start.current = event.clientX)}
      onPointerUp={(event) => {
        const from = start.current
        start.current = null
        if (from === null || Math.abs(event.clientX - from) < 40) return
        go(event.clientX < from ? index + 1 : index - 1)
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- feed images are on the dealer's own hosts */}
      <img
        ref={image}
        src={photo.src}
        alt={photo.alt}
        onError={() => fail(photo.src)}
        width={960}
        height={640}
        sizes="(max-width: 767px) 100vw, 60vw"
        fetchPriority={index === 0 ? 'high' : 'auto'}
        draggable={false}
      />
      {photos.length > 1 && (
        <div className="gallery-controls">
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous photo">
            ‹
          </button>
          <span aria-live="polite">
            {index + 1} of {photos.length}
          </span>
          <button type="button" onClick={() => go(index + 1)} disabled={index === last} aria-label="Next photo">
            ›
          </button>
        </div>
      )}
    </section>
  )
}

/** ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel shows. */
export function Tabs({ label, tabs }: { label: string; tabs: Array<{ id: string; title: string; panel: ReactNode }> }) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const base = useId()
  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length
    setSelected(next)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const to = keys[event.key]
    if (to === undefined) return
    event.preventDefault()
    move(to)
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
            onClick={() => setSelected(i)}
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

/** Shows `collapsed` until the shopper asks for `expanded` (Show More / Show Less, Show All / Hide, more / less). */
export function Toggle({
  collapsed,
  expanded,
  more,
  less,
}: {
  collapsed: ReactNode
  expanded: ReactNode
  more: string
  less: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      {open ? expanded : collapsed}
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? less : more}
      </button>
    </>
  )
}

/** Counts one view per car per browser session. */
export function ViewCounter({ site, carId }: { site: string; carId: number }) {
  useEffect(() => {
    const key = `viewed:${site}`
    let seen: number[] = []
    try {
      seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as number[]
    } catch {
      seen = []
    }
    if (!Array.isArray(seen) || seen.includes(carId)) return
    try {
      sessionStorage.setItem(key, JSON.stringify([...seen, carId].slice(-200)))
    } catch {
      // storage blocked: the view may count again next load, which is harmless
    }
    fetch('/api/car-view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ car_id: carId }),
      keepalive: true,
    }).catch(() => undefined)
  }, [site, carId])
  return null
}

/** Downloads the car's PDF as {slug}.pdf; a failure is shown to the shopper. A plain link without JavaScript. */
export function PdfDownload({ href, filename }: { href: string; filename: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const download = async (event: React.MouseEvent) => {
    event.preventDefault()
    setState({ busy: true, error: null })
    try {
      const res = await fetch(href)
      if (!res.ok) throw new Error((await res.text()) || `The server answered ${res.status}.`)
      const url = URL.createObjectURL(await res.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = filename
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setState({ busy: false, error: null })
    } catch (error) {
      setState({
        busy: false,
        error: `The PDF could not be made: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }
  return (
    <>
      <a href={href} download={filename} className="button-secondary" onClick={download} aria-busy={state.busy}>
        {state.busy ? 'Preparing PDF\u2026' : 'Download PDF'}
      </a>
      {state.error && (
        <p role="alert" className="form-error">
          {state.error}
        </p>
      )}
    </>
  )
}

/**
 * The lender's disclaimer: the car's own when its feed brought one, else fetched when the modal opens
 * (with a loading note); then always the full finance disclaimer `general` (financeModalDisclaimers).
 */
export function LenderDisclaimer({
  provider,
  own,
  general,
  country = 'AU',
}: {
  provider: string
  own: string | null
  /** The full finance disclaimer in the site's country's words (financeDisclaimerFor). */
  general: string
  /** The site's country: the lender's disclaimer is asked for in its words. */
  country?: string
}) {
  const [text, setText] = useState<string | null>(own)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (own) return
    const dialog = ref.current?.closest('dialog')
    if (!dialog) return
    let started = false
    const load = () => {
      if (started || !dialog.open) return
      started = true
      fetch(`/api/finance-disclaimer?provider=${encodeURIComponent(provider)}&country=${encodeURIComponent(country)}`)
        .then((res) =>
          res.ok ? (res.json() as Promise<{ disclaimer: string }>) : Promise.reject(new Error(String(res.status))),
        )
        .then((body) => setText(body.disclaimer))
        .catch(() => setText(''))
    }
    const observer = new MutationObserver(load)
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] })
    return () => observer.disconnect()
  }, [own, provider, country])
  return (
    <div ref={ref} className="lender-disclaimer" aria-busy={text === null}>
      {text === null && (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading the lender&apos;s disclaimer…
        </p>
      )}
      {financeModalDisclaimers(text, general).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
