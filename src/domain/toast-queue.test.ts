import { describe, expect, it } from 'vitest'

import { EMPTY_TOASTS, TOAST_QUEUE_MAX, dismissToast, pushToast } from './toast-queue'

const toast = (id: number) => ({ id, title: `t${id}`, message: `m${id}` })

describe('toast queue', () => {
  it('shows one toast at a time and the next when it closes', () => {
    let queue = pushToast(pushToast(EMPTY_TOASTS, toast(1)), toast(2))
    expect(queue.visible.map((t) => t.id)).toEqual([1])
    expect(queue.waiting.map((t) => t.id)).toEqual([2])
    queue = dismissToast(queue, 1)
    expect(queue.visible.map((t) => t.id)).toEqual([2])
    expect(dismissToast(queue, 2)).toEqual(EMPTY_TOASTS)
  })

  it('ignores closing a toast that is not shown', () => {
    const queue = pushToast(pushToast(EMPTY_TOASTS, toast(1)), toast(2))
    expect(dismissToast(queue, 2)).toBe(queue)
  })

  it('keeps only the latest waiting toasts', () => {
    let queue = pushToast(EMPTY_TOASTS, toast(0))
    for (let id = 1; id <= TOAST_QUEUE_MAX + 2; id += 1) queue = pushToast(queue, toast(id))
    expect(queue.waiting.map((t) => t.id)).toEqual([3, 4, 5])
  })
})
