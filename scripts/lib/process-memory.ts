import { readdirSync, readFileSync } from 'node:fs'

type Proc = { pid: number; ppid: number; name: string; rssBytes: number }

function readProc(pid: number): Proc | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(status)?.[1]?.trim() ?? ''
    return {
      pid,
      ppid: Number(field('PPid')),
      name: field('Name'),
      rssBytes: Number.parseInt(field('VmRSS') || '0', 10) * 1024,
    }
  } catch {
    return null // the process ended between listing and reading
  }
}

/** The process `root` and all its descendants (Linux /proc). */
export function processTree(root: number): Proc[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProc(Number(entry)))
    .filter((proc): proc is Proc => proc !== null)
  const tree: Proc[] = []
  const queue = [root]
  while (queue.length) {
    const pid = queue.shift()!
    const proc = all.find((candidate) => candidate.pid === pid)
    if (proc) tree.push(proc)
    for (const child of all) if (child.ppid === pid) queue.push(child.pid)
  }
  return tree
}

export type MemoryPeak = { appBytes: number; databaseBytes: number; totalBytes: number }

/**
 * Samples the resident memory of a server's process tree every `intervalMs` and keeps the peaks: the app
 * (Node processes) and the embedded database (postgres processes) apart, and their sum. Linux only.
 */
export function sampleMemory(root: number, intervalMs = 250) {
  const peak: MemoryPeak = { appBytes: 0, databaseBytes: 0, totalBytes: 0 }
  const sample = () => {
    let app = 0
    let database = 0
    for (const proc of processTree(root)) {
      if (proc.name.startsWith('postgres')) database += proc.rssBytes
      else app += proc.rssBytes
    }
    peak.appBytes = Math.max(peak.appBytes, app)
    peak.databaseBytes = Math.max(peak.databaseBytes, database)
    peak.totalBytes = Math.max(peak.totalBytes, app + database)
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    peak: () => ({ ...peak }),
    stop: () => {
      clearInterval(timer)
      sample()
      return { ...peak }
    },
  }
}
