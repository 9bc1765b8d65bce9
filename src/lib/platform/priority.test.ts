import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Runs `code` in a fresh Node process (through tsx, to load the TypeScript module) and returns what it printed. */
function run(code: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
  return result.stdout.trim()
}

const MODULE = JSON.stringify(path.resolve(import.meta.dirname, 'priority.ts'))

describe.runIf(existsSync('/proc/self/task'))('yieldToRequests (Linux)', () => {
  it('lowers every thread of the process, and threads started afterwards inherit it', () => {
    const out = run(`
      import { readdirSync } from 'node:fs'
      import os from 'node:os'
      import { Worker } from 'node:worker_threads'
      const { yieldToRequests } = await import(${MODULE})
      const before = os.getPriority()
      yieldToRequests('process', 10)
      const worker = new Worker('setTimeout(() => {}, 200)', { eval: true })
      await new Promise((resolve) => worker.once('online', resolve))
      const priorities = readdirSync('/proc/self/task').map((id) => os.getPriority(Number(id)))
      console.log(JSON.stringify({ before, priorities }))
      await worker.terminate()
    `)
    const { before, priorities } = JSON.parse(out) as { before: number; priorities: number[] }
    expect(priorities.length).toBeGreaterThan(4)
    expect(new Set(priorities)).toEqual(new Set([Math.max(before, 10)]))
  })

  it('lowers only the calling thread, and never raises a thread set lower already', () => {
    const out = run(`
      import { readlinkSync, readdirSync } from 'node:fs'
      import os from 'node:os'
      const { yieldToRequests } = await import(${MODULE})
      const self = Number(readlinkSync('/proc/thread-self').split('/').pop())
      const others = readdirSync('/proc/self/task').map(Number).filter((id) => id !== self)
      const before = others.map((id) => os.getPriority(id))
      yieldToRequests('thread', 19)
      yieldToRequests('thread', 10)
      console.log(JSON.stringify({ self: os.getPriority(self), before, after: others.map((id) => os.getPriority(id)) }))
    `)
    const { self, before, after } = JSON.parse(out) as { self: number; before: number[]; after: number[] }
    expect(self).toBe(19)
    expect(after).toEqual(before)
  })
})
