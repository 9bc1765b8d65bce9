import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { quantile } from './load'
import { processTree, sampleMemory } from './process-memory'

describe('quantile (nearest rank)', () => {
  it('takes the sample at rank ceil(q * n)', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(quantile(samples, 0.5)).toBe(50)
    expect(quantile(samples, 0.95)).toBe(95)
    expect(quantile(samples, 1)).toBe(100)
    expect(quantile([7], 0.95)).toBe(7)
    expect(quantile([1, 2, 3], 0)).toBe(1)
  })
})

describe('process memory', () => {
  it('finds a process and its children, and keeps the peak of their resident memory', async () => {
    const child = spawn(process.execPath, [
      '-e',
      'const keep = Buffer.alloc(64 * 1024 * 1024, 1); setTimeout(() => keep.length, 5000)',
    ])
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const tree = processTree(process.pid)
      expect(tree[0]?.pid).toBe(process.pid)
      expect(tree.map((proc) => proc.pid)).toContain(child.pid)
      const sampler = sampleMemory(process.pid, 50)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const peak = sampler.stop()
      // This process plus a child holding 64 MiB.
      expect(peak.appBytes).toBeGreaterThan(64 * 2 ** 20)
      expect(peak.totalBytes).toBe(peak.appBytes + peak.databaseBytes)
    } finally {
      child.kill()
    }
  })
})
