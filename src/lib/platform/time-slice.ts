import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Long synchronous loops on a thread that serves requests (an import's rows, a feed's lines) give the
 * event loop a turn every `SLICE_MS`, so that no request waits behind them for longer than that (issue
 * 19: no event-loop stall over 50 ms). An `await` alone does not: it resumes as a microtask, before any
 * I/O; `setImmediate` lets timers and I/O run first.
 */
export const SLICE_MS = 10

export class TimeSlicer {
  private started = performance.now()

  constructor(private readonly budgetMs = SLICE_MS) {}

  /** True when the current slice has used its budget: the caller should `await pause()`. */
  due(): boolean {
    return performance.now() - this.started >= this.budgetMs
  }

  /** Lets the event loop run (timers, I/O, other requests), then starts a new slice. */
  async pause(): Promise<void> {
    await nextTurn()
    this.started = performance.now()
  }

  /** Pauses only when the slice is due: call it once per unit of work in an async loop. */
  async turn(): Promise<void> {
    if (this.due()) await this.pause()
  }
}
