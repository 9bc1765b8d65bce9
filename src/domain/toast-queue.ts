/** Toasts (spec 4, 9): a queue that shows one at a time. */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 6000
/** Toasts waiting beyond this are dropped, oldest first: a burst of taps never leaves a long backlog. */
export const TOAST_QUEUE_MAX = 3

export type Toast = { id: number; title: string; message: string; action?: { label: string; href: string } }
export type ToastQueue = { visible: Toast[]; waiting: Toast[] }

export const EMPTY_TOASTS: ToastQueue = { visible: [], waiting: [] }

export function pushToast(queue: ToastQueue, toast: Toast): ToastQueue {
  if (queue.visible.length < TOAST_LIMIT) return { visible: [...queue.visible, toast], waiting: queue.waiting }
  return { visible: queue.visible, waiting: [...queue.waiting, toast].slice(-TOAST_QUEUE_MAX) }
}

/** Closes a toast; the next waiting one takes its place. */
export function dismissToast(queue: ToastQueue, id: number): ToastQueue {
  const visible = queue.visible.filter((toast) => toast.id !== id)
  if (visible.length === queue.visible.length) return queue
  const [next, ...waiting] = queue.waiting
  return next ? { visible: [...visible, next], waiting } : { visible, waiting }
}
