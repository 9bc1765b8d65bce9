import { parentPort, Worker, workerData } from 'node:worker_threads'

import { SiteColumns, type ColumnsSnapshot, type ColumnSearch, type WordMatch } from '../site-columns'
import type { SearchQuery } from '../types'

/**
 * Inside the search columns worker thread (started by columns-builder.ts): holds sites' in-memory columns
 * and answers searches on them, so that the search pass over a site's cars (filters, facet counts, sort,
 * page: 10-25 ms at 100k cars) never runs on the thread that serves requests. Columns are built in a
 * second thread this one starts (columns-build.ts), which hands their typed arrays over without copying
 * them; adopting them costs this thread the strings' clone (texts and words, about 25 ms at 100k cars),
 * the request thread nothing.
 *
 * Messages in: build (a site, from the search table), search (held columns, by key), drop (columns no
 * longer held by the request thread). Out: each build's and search's answer, by request id.
 */
export type ColumnsRequest =
  | { type: 'build'; id: number; siteId: number; table: string }
  | { type: 'search'; id: number; key: number; query: SearchQuery; words: WordMatch[] }
  | { type: 'drop'; key: number }

export type ColumnsReply =
  | { id: number; built: { version: string; bytes: number } }
  | { id: number; found: ColumnSearch }
  /** The columns searched are no longer held here (dropped first). */
  | { id: number; gone: true }
  | { id: number; error: string }

type Data = { connection: unknown; workerFile: string }

/** An idle builder stops after this long, and starts again on the next build. */
const BUILDER_IDLE_MS = 60_000

const { connection, workerFile } = workerData as Data
/** Columns held, by the id of the build that made them. */
const held = new Map<number, SiteColumns>()
/** Builds under way in the builder thread. */
const building = new Set<number>()
let builder: Worker | null = null
let idle: NodeJS.Timeout | null = null

const reply = (message: ColumnsReply) => parentPort!.postMessage(message)

function startBuilder(): Worker {
  if (builder) return builder
  const worker = new Worker(workerFile, { workerData: { entry: 'columns-build', connection } })
  worker.on('message', (message: { id: number; version?: string; snapshot?: ColumnsSnapshot; error?: string }) => {
    building.delete(message.id)
    if (building.size === 0) stopBuilderWhenIdle()
    if (message.error !== undefined) return reply({ id: message.id, error: message.error })
    try {
      const columns = new SiteColumns(message.snapshot!)
      held.set(message.id, columns)
      reply({ id: message.id, built: { version: message.version!, bytes: columns.bytes } })
    } catch (error) {
      reply({ id: message.id, error: error instanceof Error ? error.message : String(error) })
    }
  })
  const fail = (error: Error) => {
    if (builder === worker) builder = null
    for (const id of building) reply({ id, error: error.message })
    building.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`the search columns builder exited (code ${code})`)))
  builder = worker
  return worker
}

function stopBuilderWhenIdle(): void {
  if (idle) clearTimeout(idle)
  idle = setTimeout(() => {
    const worker = builder
    builder = null
    void worker?.terminate()
  }, BUILDER_IDLE_MS)
  idle.unref()
}

parentPort!.on('message', (message: ColumnsRequest) => {
  if (message.type === 'drop') {
    held.delete(message.key)
    return
  }
  if (message.type === 'build') {
    if (idle) clearTimeout(idle)
    idle = null
    building.add(message.id)
    startBuilder().postMessage({ id: message.id, siteId: message.siteId, table: message.table })
    return
  }
  const columns = held.get(message.key)
  if (!columns) return reply({ id: message.id, gone: true })
  try {
    reply({ id: message.id, found: columns.search(message.query, message.words) })
  } catch (error) {
    reply({ id: message.id, error: error instanceof Error ? error.message : String(error) })
  }
})
