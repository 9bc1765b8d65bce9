'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = {
  ok?: boolean
  status?: string
  statusCode?: number | null
  error?: string | null
  durationMs?: number
  response?: string
}

/**
 * On a webhook endpoint (admin: Webhook endpoints): sends a signed test event now and shows what the endpoint
 * answered. The server decides who may (src/webhooks/send-test.ts); the attempt is in the delivery log too.
 */
export function SendTestButton() {
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)

  async function send() {
    setBusy(true)
    setAnswer(null)
    try {
      const res = await fetch(`${api}/webhook-endpoints/${id}/send-test`, { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as Answer
      setAnswer(res.ok ? body : { error: body.error ?? `The test could not be sent (${res.status}).` })
    } catch (error) {
      setAnswer({ error: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  const delivered = answer?.status === 'delivered'
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" disabled={busy} onClick={() => void send()}>
        {busy ? 'Sending\u2026' : 'Send test'}
      </Button>
      <div role="status" aria-live="polite">
        {answer ? (
          <p style={{ color: delivered ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
            {delivered ? 'Delivered' : 'Not delivered'}
            {typeof answer.statusCode === 'number' ? `: HTTP ${answer.statusCode}` : ''}
            {typeof answer.durationMs === 'number' ? ` in ${answer.durationMs} ms` : ''}
            {answer.error ? `. ${answer.error}` : '.'}
          </p>
        ) : null}
        {answer?.response ? (
          <pre style={{ whiteSpace: 'pre-wrap', maxHeight: '12rem', overflow: 'auto' }}>{answer.response}</pre>
        ) : null}
      </div>
    </div>
  )
}
