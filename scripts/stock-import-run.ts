import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { SingleBar, Presets } from 'cli-progress'
import { getPayload } from 'payload'

import config from '../payload.config'
import { migrateDatabase } from '../src/lib/platform/bootstrap'
import { DEFAULT_CSV_MAPPING, parseFeed } from '../src/stock/feed-input'
import { importStock } from '../src/stock/import'
import { integrationFeedContext } from '../src/stock/integration-mapping'
import { drainSearchQueue } from '../src/stock/run-sync'

const usage =
  'Usage: npm run stock:import -- --site <slug> --file <path.csv|path.json> [--mode full|delta] [--mapping name]'
const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    file: { type: 'string' },
    mode: { type: 'string', default: 'delta' },
    mapping: { type: 'string' },
  },
})
if (!values.site || !values.file || (values.mode !== 'full' && values.mode !== 'delta')) {
  console.error(usage)
  process.exit(2)
}
const mode = values.mode
const format = path.extname(values.file).toLowerCase() === '.csv' ? 'csv' : 'json'

const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: values.site } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = docs[0]
  if (!site) throw new Error(`No site '${values.site}'.`)
  // The site's locations, so that rows may name theirs by store code (location_code).
  const context = await integrationFeedContext(payload, site.id, null)
  const feed = parseFeed(readFileSync(values.file, 'utf8'), format, values.mapping ?? DEFAULT_CSV_MAPPING, context)
  if (!feed.ok) throw new Error(feed.error)

  const bar = new SingleBar(
    { format: 'Importing {bar} {value}/{total} cars written', hideCursor: true },
    Presets.shades_classic,
  )
  bar.start(feed.rows.length, 0)
  const started = Date.now()
  const summary = await importStock(
    payload,
    {
      siteId: site.id,
      mode,
      source: 'cli',
      format,
      mapping: feed.mapping,
      who: `cli: ${process.env.USER ?? 'unknown'}`,
      onProgress: (done, total) => {
        bar.setTotal(total)
        bar.update(done)
      },
    },
    feed.rows,
  )
  bar.stop()
  const importMs = Date.now() - started
  const syncBar = new SingleBar(
    { format: 'Syncing search {bar} {value} sync jobs left', hideCursor: true },
    Presets.shades_classic,
  )
  let first = true
  await drainSearchQueue(payload, (remaining) => {
    if (first) syncBar.start(remaining, remaining)
    first = false
    syncBar.update(remaining)
  })
  syncBar.stop()
  const syncMs = Date.now() - started - importMs
  const { rejected, ...counts } = summary
  console.log(JSON.stringify({ ...counts, rejected: rejected.length }))
  for (const row of rejected.slice(0, 20))
    console.log(`  row ${row.row}${row.id ? ` (${row.id})` : ''}: ${row.errors.join('; ')}`)
  if (rejected.length > 20)
    console.log(`  ... and ${rejected.length - 20} more: see the run in the admin (Stock imports, #${summary.run_id}).`)
  console.log(`Imported in ${(importMs / 1000).toFixed(1)} s, synced into search in ${(syncMs / 1000).toFixed(1)} s.`)
} catch (error) {
  // A reason the person at the terminal can act on, not a stack trace.
  console.error(error instanceof Error ? error.message : error)
  await payload.destroy()
  process.exit(1)
} finally {
  await payload.destroy()
}
process.send?.({ done: true })
process.exit(0)
