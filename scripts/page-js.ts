/**
 * `npx tsx scripts/page-js.ts [--json] [--dist=.next]`: the compressed JavaScript every page type
 * (tests/e2e/page-types.ts) loads up front, read from the build's manifests (scripts/lib/page-js.ts), against
 * the budget of 150 KB. No server needed: run it right after `next build`. Exits 1 when a page type
 * is over the budget.
 */
import { PAGE_TYPES, pathOf } from '../tests/e2e/page-types'
import { hasBuild, pageJs } from './lib/page-js'

const BUDGET_KB = 150
const args = process.argv.slice(2)
const dist = args.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ?? '.next'
if (!hasBuild(dist)) {
  console.error(`No build in ${dist}: run next build first.`)
  process.exit(2)
}
// Dynamic segments only need a value of the right shape: the route, not the car, decides the chunks.
const context = { car: { id: 1, slug: 'a-car' }, cars: [1, 2, 3].map((id) => ({ id, slug: `car-${id}` })) }
const rows = PAGE_TYPES.map((page) => {
  const js = pageJs(pathOf(page, context), dist)
  return { name: page.name, route: js.route, files: js.files.length, kb: js.gzipBytes / 1024, rawKb: js.bytes / 1024 }
})
if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2))
else {
  console.log(`Up-front JavaScript per page type (gzip), budget ${BUDGET_KB} KB:`)
  for (const row of rows)
    console.log(
      `  ${row.name.padEnd(26)} ${row.kb.toFixed(1).padStart(6)} KB  (${row.rawKb.toFixed(0)} KB raw, ${row.files} files)  ${row.kb <= BUDGET_KB ? 'pass' : 'miss'}  ${row.route}`,
    )
}
process.exit(rows.every((row) => row.kb <= BUDGET_KB) ? 0 : 1)
