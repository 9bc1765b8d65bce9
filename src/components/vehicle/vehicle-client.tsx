'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { financeModalDisclaimers } from '@/domain/finance-disclaimer'
import { fill } from '@/domain/label-fill'

import { useLabels } from '../locale-context'

/** The vehicle page's browser parts, in one small module: toggles, view count, PDF (its dialogs: ../info-dialog; its gallery: ../photos). */

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
  const labels = useLabels()
  const download = async (event: React.MouseEvent) => {
    event.preventDefault()
    setState({ busy: true, error: null })
    try {
      const res = await fetch(href)
      if (!res.ok) throw new Error((await res.text()) || fill(labels.serverAnswered, { status: res.status }))
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
        error: fill(labels.pdfFailed, { reason: error instanceof Error ? error.message : String(error) }),
      })
    }
  }
  return (
    <>
      <a href={href} download={filename} className="button button-secondary" onClick={download} aria-busy={state.busy}>
        {state.busy ? labels.preparingPdf : labels.downloadPdf}
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
  const labels = useLabels()
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
          <span className="spinner" aria-hidden="true" /> {labels.loadingDisclaimer}
        </p>
      )}
      {financeModalDisclaimers(text, general).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
