import { readdirSync, readlinkSync } from 'node:fs'
import os from 'node:os'

/**
 * Background work yields the CPU to requests (issue 19): on a machine shared by web instances, the job
 * worker and PostgreSQL, a request thread that waits behind a stock import or a search-column build for a
 * core stalls its event loop however little it does itself. Linux only (a thread has its own id there,
 * and a process may lower its own priority); elsewhere, or where it is not allowed, nothing changes.
 *
 * `thread`: this thread alone (the search-column builder thread). `process`: every thread the process has
 * now (the main thread, V8's and libuv's helpers, worker threads); threads started later inherit the
 * priority of the thread that starts them.
 */
export function yieldToRequests(scope: 'thread' | 'process', priority: number): void {
  let threads: string[]
  try {
    threads =
      scope === 'thread' ? [readlinkSync('/proc/thread-self').split('/').pop()!] : readdirSync('/proc/self/task')
  } catch {
    return // Not Linux: no /proc.
  }
  for (const thread of threads.map(Number)) {
    try {
      if (Number.isInteger(thread)) os.setPriority(thread, Math.max(os.getPriority(thread), priority))
    } catch {
      // The thread ended meanwhile, or its priority may not be changed here.
    }
  }
}

/** The job worker's priority: below every request, above the search-column builds (PRIORITY_LOW, 19). */
export const JOB_WORKER_PRIORITY = os.constants.priority.PRIORITY_BELOW_NORMAL
