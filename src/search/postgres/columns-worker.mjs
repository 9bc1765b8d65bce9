// The worker threads of the in-memory search columns, started by columns-builder.ts: `columns-search`
// holds sites' columns and answers searches on them (columns-search.ts), and starts `columns-build`,
// which reads a site's rows and builds its columns (columns-build.ts). Plain JavaScript so that Node can
// start it anywhere (the built app included); it registers tsx to load the TypeScript it shares with
// the engine.
import { workerData } from 'node:worker_threads'

import { register } from 'tsx/esm/api'

const ENTRIES = new Set(['columns-search', 'columns-build'])
const entry = workerData?.entry
if (!ENTRIES.has(entry)) throw new Error(`columns-worker.mjs: unknown entry '${entry}'`)
register()
await import(`./${entry}.ts`)
