'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { fill } from '@/domain/label-fill'

import { useLabels } from '../locale-context'

import {
  EMPTY_TOASTS,
  TOAST_DURATION_MS,
  dismissToast,
  pushToast,
  type Toast,
  type ToastQueue,
} from '@/domain/toast-queue'

let queue: ToastQueue = EMPTY_TOASTS
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Queues a toast; the page shows one at a time (spec 4, 9). */
export function showToast(toast: Omit<Toast, 'id'>): void {
  queue = pushToast(queue, { ...toast, id: nextId++ })
  emit()
}

function closeToast(id: number): void {
  queue = dismissToast(queue, id)
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The site's toast region: a polite live region holding the one visible toast, which closes itself after a few seconds. */
export function Toaster() {
  const { visible } = useSyncExternalStore(
    subscribe,
    () => queue,
    () => EMPTY_TOASTS,
  )
  const toast = visible[0]
  const labels = useLabels()
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => closeToast(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast])
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toast && (
        <div className="toast">
          <p className="toast-title">{toast.title}</p>
          <p>{toast.message}</p>
          <div className="toast-actions">
            {toast.action && (
              <a className="button" href={toast.action.href}>
                {toast.action.label}
              </a>
            )}
            <button
              type="button"
              className="button-secondary"
              onClick={() => closeToast(toast.id)}
              aria-label={fill(labels.closeNamed, { name: toast.title })}
            >
              {labels.close}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
