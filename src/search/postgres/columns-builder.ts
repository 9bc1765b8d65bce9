import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

import type { Pool, PoolConfig } from 'pg'

import { SiteColumns, type ColumnRow, type ColumnSearch, type WordMatch } from '../site-columns'
import type { SearchQuery } from '../types'
import type { SearchableColumns } from './cache'
import type { ColumnsReply, ColumnsRequest } from './columns-search'
import { REFINEMENT_FIELDS, type Tables } from './schema'
import { readSiteRows } from './writes'

/**
 * Sites' in-memory columns, held and searched off the request thread: one worker thread per process and
 * database (columns-search.ts) holds the columns and answers searches by message, and a second one it
 * starts (columns-build.ts) reads a site's rows on a connection of its own and builds them. The request
 * thread keeps only a handle (the columns' key and size): adopting new columns and the search pass itself
 * cost it nothing but a message. If the worker's file is missing from a deployment, columns are built and
 * searched here instead, and that is logged.
 */

/** A search reached columns the worker no longer holds (released just before): search again, or in SQL. */
export class ColumnsGone extends Error {}

/** The worker's file, found from the app's root: bundlers move this module, not the source tree. */
const WORKER_FILE = path.join(process.cwd(), 'src/search/postgres/columns-worker.mjs')
/** An idle worker holding no columns stops after this long, and starts again on the next build. */
const IDLE_MS = 60_000

type Built = { version: string; columns: SearchableColumns }
type Pending = { resolve: (reply: ColumnsReply) => void; reject: (error: Error) => void }

/** What a worker needs to connect: the pool's settings that can cross threads. */
function connectionOf(pool: Pool): PoolConfig {
  const options = (pool as unknown as { options: PoolConfig }).options
  const config: Record<string, unknown> = {}
  for (const key of ['connectionString', 'host', 'port', 'user', 'password', 'database', 'ssl'] as const)
    if (options[key] !== undefined && typeof options[key] !== 'function') config[key] = options[key]
  return config as PoolConfig
}

/** Columns held in the worker thread, by the key of the build that made them. */
class WorkerColumns implements SearchableColumns {
  readonly inWorker = true
  private released = false

  constructor(
    private readonly owner: ColumnsWorker,
    private readonly worker: Worker,
    readonly key: number,
    readonly bytes: number,
  ) {}

  get alive(): boolean {
    return !this.released && this.owner.running(this.worker)
  }

  async search(query: SearchQuery, words: WordMatch[]): Promise<ColumnSearch> {
    if (!this.alive) throw new ColumnsGone('the columns were released')
    const reply = await this.owner.request(this.worker, (id) => ({ type: 'search', id, key: this.key, query, words }))
    if ('found' in reply) return reply.found
    throw new ColumnsGone('the columns were released')
  }

  release(): void {
    if (this.released) return
    this.released = true
    this.owner.drop(this.worker, this.key)
  }
}

class ColumnsWorker {
  private worker: Worker | null = null
  private idle: NodeJS.Timeout | null = null
  private readonly pending = new Map<number, Pending>()
  private next = 1
  /** Keys of the columns the worker holds for a live handle. */
  private readonly held = new Set<number>()
  /** Columns whose handle was collected without being released are dropped too. */
  private readonly collected = new FinalizationRegistry<{ worker: Worker; key: number }>(({ worker, key }) =>
    this.drop(worker, key),
  )

  constructor(private readonly connection: PoolConfig) {}

  running(worker: Worker): boolean {
    return this.worker === worker
  }

  async build(siteId: number, tables: Tables): Promise<Built> {
    const worker = this.start()
    const reply = await this.request(worker, (id) => ({ type: 'build', id, siteId, table: tables.table }))
    if (!('built' in reply)) throw new Error('the search columns worker answered a build with no columns')
    const columns = new WorkerColumns(this, worker, reply.id, reply.built.bytes)
    if (this.running(worker)) this.held.add(reply.id)
    this.collected.register(columns, { worker, key: reply.id }, columns)
    return { version: reply.built.version, columns }
  }

  /** Sends a request and waits for its reply (an error reply rejects). */
  request(worker: Worker, message: (id: number) => ColumnsRequest): Promise<ColumnsReply> {
    if (!this.running(worker)) return Promise.reject(new ColumnsGone('the search columns worker stopped'))
    const id = this.next++
    if (this.idle) clearTimeout(this.idle)
    this.idle = null
    worker.ref() // a request under way keeps the process alive, like any I/O
    return new Promise<ColumnsReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage(message(id))
    })
  }

  drop(worker: Worker, key: number): void {
    if (!this.running(worker) || !this.held.delete(key)) return
    worker.postMessage({ type: 'drop', key } satisfies ColumnsRequest)
    if (this.pending.size === 0) this.stopWhenIdle()
  }

  private start(): Worker {
    if (this.worker) return this.worker
    // Started from a one-line script that imports the file, so that no bundler follows the file into the
    // build (Next's would try to bundle the worker and the tsx loader it registers).
    const worker = new Worker(`import(${JSON.stringify(pathToFileURL(WORKER_FILE).href)})`, {
      eval: true,
      workerData: { entry: 'columns-search', connection: this.connection, workerFile: WORKER_FILE },
    })
    worker.unref() // never keeps a process alive
    worker.on('message', (reply: ColumnsReply) => {
      const waiting = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      if (this.pending.size === 0) {
        worker.unref()
        this.stopWhenIdle()
      }
      if (!waiting) return
      if ('error' in reply) waiting.reject(new Error(reply.error))
      else waiting.resolve(reply)
    })
    worker.on('error', (error) => this.lost(worker, error))
    worker.on('exit', (code) => this.lost(worker, new Error(`the search columns worker exited (code ${code})`)))
    this.worker = worker
    return worker
  }

  /** Stops the worker now: its columns are gone, and requests under way fail (searched in SQL). */
  async stop(): Promise<void> {
    const worker = this.worker
    if (!worker) return
    this.lost(worker, new Error('the search columns worker was stopped'))
    await worker.terminate()
  }

  /** The worker stopped: its columns are gone, and what waited on it fails. */
  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return
    this.worker = null
    this.held.clear()
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }

  /** Stops the worker once it has nothing under way and holds no columns. */
  private stopWhenIdle(): void {
    if (this.idle) clearTimeout(this.idle)
    this.idle = null
    if (this.held.size > 0 || this.pending.size > 0) return
    this.idle = setTimeout(() => {
      const worker = this.worker
      if (!worker || this.held.size > 0 || this.pending.size > 0) return
      this.worker = null
      void worker.terminate()
    }, IDLE_MS)
    this.idle.unref()
  }
}

/** Columns searched on this thread: the fallback when the worker cannot run. */
class LocalColumns implements SearchableColumns {
  readonly alive = true
  readonly inWorker = false
  readonly bytes: number
  constructor(private readonly columns: SiteColumns) {
    this.bytes = columns.bytes
  }
  search(query: SearchQuery, words: WordMatch[]): ColumnSearch {
    return this.columns.search(query, words)
  }
  release(): void {}
}

const workers = new Map<string, ColumnsWorker>()
let warned = false

/** Builds a site's columns: held and searched in the worker thread when it can run, else on this thread. */
export async function buildSiteColumns(pool: Pool, tables: Tables, siteId: number): Promise<Built> {
  if (existsSync(WORKER_FILE)) {
    const connection = connectionOf(pool)
    const key = JSON.stringify(connection)
    let worker = workers.get(key)
    if (!worker) workers.set(key, (worker = new ColumnsWorker(connection)))
    return worker.build(siteId, tables)
  }
  if (!warned) {
    warned = true
    console.error(`Search: ${WORKER_FILE} is missing; building and searching search columns on the request thread`)
  }
  const client = await pool.connect()
  try {
    const { version, rows } = await readSiteRows(client, tables, siteId)
    return { version, columns: new LocalColumns(new SiteColumns(rows as ColumnRow[], REFINEMENT_FIELDS)) }
  } finally {
    client.release()
  }
}

/** Stops every columns worker of this process (shutdown, tests): sites' columns are built again when next searched. */
export async function stopColumnsWorkers(): Promise<void> {
  await Promise.all([...workers.values()].map((worker) => worker.stop()))
}
