'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { readCarOverrides, isCarOverrideField } from '../../domain/car-overrides'

/** What the feed says, in a few words for staff. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing'
  if (Array.isArray(value)) return `${value.length} photo(s) in the feed\u2019s order`
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 80)}\u2026` : text
}

/**
 * Beside each field staff can override on a car (admin: Cars): when the car's `overrides` holds the field,
 * 'Overridden by staff' with who, when and the feed's latest value, and Reset (POST
 * /api/cars/{id}/reset/{field}, src/stock/car-overrides.ts) to take the feed's value again.
 */
export function OverrideNote({ path }: { path?: string }) {
  const field = String(path ?? '')
  const overrides = useFormFields(([fields]) => fields.overrides?.initialValue)
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [busy, setBusy] = useState(false)
  const record = isCarOverrideField(field) ? readCarOverrides(overrides)[field] : undefined
  if (!record || id === undefined) return null

  async function reset() {
    if (!window.confirm('Take the feed\u2019s value again? Your change to this field is dropped.')) return
    setBusy(true)
    try {
      const res = await fetch(`${api}/cars/${id}/reset/${field}`, { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as { error?: string }
      if (!res.ok) {
        toast.error(body.error ?? `Could not reset the field (${res.status}).`)
        return
      }
      toast.success('The feed\u2019s value is back.')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  const when = record.at ? new Date(record.at).toLocaleString() : ''
  return (
    <div
      className="field-description"
      style={{ display: 'flex', alignItems: 'center', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}
    >
      <strong>Overridden by staff</strong>
      <span>
        ({record.by}
        {when ? `, ${when}` : ''}): the feed says {shown(record.feed[field])}.
      </span>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void reset()}>
        Reset to the feed
      </Button>
    </div>
  )
}
