'use client'

import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * On a held stock import run (admin: Stock imports): Approve applies the held feed exactly as it was
 * sent; Discard drops it. The server decides who may (src/stock/held-runs.ts).
 */
export function HeldRunActions() {
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [busy, setBusy] = useState(false)

  async function decide(decision: 'approve' | 'discard') {
    const question =
      decision === 'approve'
        ? 'Apply this feed now? Cars missing from it are marked sold.'
        : 'Discard this feed? Nothing of it will be applied.'
    if (!window.confirm(question)) return
    setBusy(true)
    try {
      const res = await fetch(`${api}/stock-imports/${id}/${decision}`, { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as { error?: string }
      if (!res.ok) {
        toast.error(body.error ?? `Could not ${decision} the run (${res.status}).`)
        return
      }
      toast.success(decision === 'approve' ? 'Feed applied.' : 'Feed discarded.')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" disabled={busy} onClick={() => void decide('approve')}>
        Approve: apply this feed
      </Button>
      <Button buttonStyle="secondary" disabled={busy} onClick={() => void decide('discard')}>
        Discard
      </Button>
    </div>
  )
}
