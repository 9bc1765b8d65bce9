import { describe, expect, it } from 'vitest'

import { TimeSlicer } from './time-slice'

describe('TimeSlicer', () => {
  it('gives the event loop a turn during a long loop: a timer runs before the loop ends', async () => {
    const slicer = new TimeSlicer(5)
    let timerRanAt: number | null = null
    setTimeout(() => (timerRanAt = performance.now()), 0)
    const started = performance.now()
    let pauses = 0
    let longest = 0
    let sliceStart = performance.now()
    while (performance.now() - started < 100) {
      if (slicer.due()) {
        longest = Math.max(longest, performance.now() - sliceStart)
        await slicer.pause()
        pauses += 1
        sliceStart = performance.now()
      }
    }
    const ended = performance.now()
    expect(timerRanAt).not.toBeNull()
    expect(timerRanAt!).toBeLessThan(ended)
    expect(pauses).toBeGreaterThan(1)
    expect(longest).toBeLessThan(50)
  })

  it('does not pause while the slice has time left', async () => {
    const slicer = new TimeSlicer(60_000)
    let timerRan = false
    setTimeout(() => (timerRan = true), 0)
    for (let i = 0; i < 1000; i += 1) await slicer.turn()
    expect(slicer.due()).toBe(false)
    expect(timerRan).toBe(false)
  })
})
