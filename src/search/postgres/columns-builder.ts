import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

import type { Pool, PoolConfig } from 'pg'

import { SiteColumns, type ColumnRow, type ColumnsSnapshot } from '../site-columns'
import { REFINEMENT_FIELDS, type Tables } from './schema'
import { readSiteRows } from './writes'

/**
 * Builds sites' in-memory columns off the request thread: one worker thread per process and database
 * (columns-worker.mjs) reads the site's rows on a connection of its own, builds the columns and transfers
 * their typed arrays back; this thread only rebuilds the small dictionaries' lookup maps. If the worker
 * cannot start (its file missing from a deployment), columns are built here instead, and that is logged.
 */

/** The worker's file, found from the app's root: bundlers move this module, not the source tree. */
const WORKER_FILE = path.join(process.cwd(), 'src/search/postgres/columns-worker.mjs')
/** An idle worker stops after this long, and starts again on the next build. */
const IDLE_MS = 60_000

type Built = { version: string; columns: SiteColumns }
type Pending = { resolve: (built: Built) => void; reject: (error: Error) => void }

/** What a worker needs to connect: the pool's settings that can cross threads. */
function connectionOf(pool: Pool): PoolConfig {
  const options = (pool as unknown as { options: PoolConfig }).options
  const config: Record<string, unknown> = {}
  for (const key of ['connectionString', 'host', 'port', 'user', 'password', 'database', 'ssl'] as const)
    if (options[key] !== undefined && typeof options[key] !== 'function') config[key] = options[key]
  return config as PoolConfig
}

class WorkerBuilder {
  private worker: Worker | null = null
  private idle: NodeJS.Timeout | null = null
  private readonly pending = new Map<number, Pending>()
  private next = 1

  constructor(private readonly connection: PoolConfig) {}

  build(siteId: number, tables: Tables): Promise<Built> {
    const worker = this.start()
    const id = this.next++
    if (this.idle) clearTimeout(this.idle)
    this.idle = null
    worker.ref() // a build under way keeps the process alive, like any I/O
    return new Promise<Built>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, siteId, table: tables.table })
    })
  }

  private start(): Worker {
    if (this.worker) return this.worker
    // Started from a one-line script that imports the file, so that no bundler follows the file into the
    // build (Next's would try to bundle the worker and the tsx loader it registers).
    const worker = new Worker(`import(${JSON.stringify(pathToFileURL(WORKER_FILE).href)})`, {
      eval: true,
      workerData: { connection: this.connection },
    })
    worker.unref() // never keeps a process alive
    worker.on('message', (message: { id: number; version?: string; snapshot?: ColumnsSnapshot; error?: string }) => {
      const waiting = this.pending.get(message.id)
      this.pending.delete(message.id)
      if (this.pending.size === 0) {
        worker.unref()
        this.stopWhenIdle()
      }
      if (!waiting) return
      if (message.error !== undefined) waiting.reject(new Error(message.error))
      else waiting.resolve({ version: message.version!, columns: new SiteColumns(message.snapshot!) })
    })
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the search columns worker exited (code ${code})`)))
    this.worker = worker
    return worker
  }

  private stopWhenIdle(): void {
    if (this.idle) clearTimeout(this.idle)
    this.idle = setTimeout(() => {
      const worker = this.worker
      this.worker = null
      void worker?.terminate()
    }, IDLE_MS)
    this.idle.unref()
  }
}

const builders = new Map<string, WorkerBuilder>()
let warned = false

/** Builds a site's columns: in the worker thread when it can run, else on this thread. */
export async function buildSiteColumns(pool: Pool, tables: Tables, siteId: number): Promise<Built> {
  if (existsSync(WORKER_FILE)) {
    const connection = connectionOf(pool)
    const key = JSON.stringify(connection)
    let builder = builders.get(key)
    if (!builder) builders.set(key, (builder = new WorkerBuilder(connection)))
    return builder.build(siteId, tables)
  }
  if (!warned) {
    warned = true
    console.error(`Search: ${WORKER_FILE} is missing; building search columns on the request thread`)
  }
  const client = await pool.connect()
  try {
    const { version, rows } = await readSiteRows(client, tables, siteId)
    return { version, columns: new SiteColumns(rows as ColumnRow[], REFINEMENT_FIELDS) }
  } finally {
    client.release()
  }
}
