import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { carColumnName, carFieldsWithGroups } from '../domain/car-fields'
import { mergeFeedColumns } from '../domain/car-overrides'
import { rejectedKey, type RejectedKey } from '../domain/rejected-rows'
import { storableText } from '../domain/stored-text'
import { TimeSlicer } from '../lib/platform/time-slice'
import { validateFeedRow, type ValidCarFeedRow } from './feed-row'
import { carName, derivedFeedId, derivedSlug, rejectedRowIdentity, rowHash, type RowIdentity } from './identity'
import { enqueueCarSync } from './sync-queue'
import { queueSavedSearchMatch } from '../lib/saved-searches/alert-job'

export type ImportMode = 'full' | 'delta'
export type RejectedRow = { row: number; id: string | null; errors: string[] }
export type ImportSummary = {
  run_id: number
  received: number
  created: number
  updated: number
  unchanged: number
  removed: number
  rejected: RejectedRow[]
  /**
   * The run waits for staff (a full feed over its hold limits): nothing was written but the run record,
   * and the counts say what approving it would do.
   */
  held: boolean
  /** Why it is held, else null. */
  held_reason: string | null
  /** A dry run: the counts say what the feed would do; nothing was written, not even a run record. */
  dry_run: boolean
}
/** What a dry run answers: a summary with no run. */
export type DryRunSummary = Omit<ImportSummary, 'run_id'> & { run_id: null }

/**
 * When a full feed is held for staff instead of applied: it would mark sold more than `maxRemovedPercent`
 * of the site's available cars, or it has fewer than `minValidRows` valid rows (an empty feed, say).
 */
export type HoldRule = { maxRemovedPercent: number; minValidRows: number }
export const DEFAULT_HOLD_RULE: HoldRule = { maxRemovedPercent: 20, minValidRows: 1 }

/**
 * One incoming row: its 1-based position in the feed, and either its data or why it could not be read
 * (with what it did say, `sent`, if anything: enough to tell which car it is about).
 */
/** Where an import run came from, as its record stores it (the same for a run imported now or queued). */
export const runOrigin = (
  options: Pick<ImportOptions, 'siteId' | 'mode' | 'source' | 'format' | 'mapping' | 'who' | 'integrationId'>,
) => ({
  site: options.siteId,
  mode: options.mode,
  source: options.source,
  format: options.format,
  mapping: options.mapping,
  who: options.who,
  integration: options.integrationId ?? null,
})

export type FeedInput = { row: number; data: unknown } | { row: number; errors: string[]; sent?: unknown }

export type ImportOptions = {
  siteId: number
  mode: ImportMode
  source: 'api' | 'cli' | 'seed' | 'feed'
  format: 'json' | 'csv'
  mapping?: string
  /** Who ran it: an integration's or staff user's name, for the run record. */
  who: string
  /** The integration (API key) that sent the feed: its runs are the ones that key reads back. */
  integrationId?: number | null
  onProgress?: (done: number, total: number) => void
  /** Hold a full feed over these limits for staff (see HoldRule); none: never held. */
  hold?: HoldRule | null
  /** Applying a held run staff approved: that run's record is completed instead of a new one made. */
  approve?: { runId: number; by: string }
  /** Importing a queued run (a large feed, in a job): that run's record is completed instead of a new one made. */
  queued?: { runId: number }
  /** Called as rows are checked (every PROGRESS_ROWS and at the end), awaited: a queued run records its progress. */
  onRowsChecked?: (checked: number, total: number) => Promise<void>
}

/** How many rows are checked between two progress reports. */
const PROGRESS_ROWS = 500

const WRITE_BATCH = 1000

const isoDate = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : new Date(typeof value === 'number' ? value * 1000 : value).toISOString()

/**
 * The row as `cars` table columns (Payload's names: snake_case, groups prefixed): every field of the car
 * table (src/domain/car-fields.ts) the feed gives, as the row has it (absent as the field's default or
 * null, dates as ISO text), and the fields the importer works out itself.
 */
function carColumns(
  car: ValidCarFeedRow,
  ids: { siteId: number; feedId: string; slug: string; hash: string },
): Record<string, unknown> {
  const sold = car.sold === true || car.status === 'sold'
  const columns: Record<string, unknown> = {
    site_id: ids.siteId,
    feed_id: ids.feedId,
    slug: ids.slug,
    feed_hash: ids.hash,
    name: carName(car),
    status: sold ? 'sold' : (car.status ?? 'in_stock'),
    sold,
    sold_date_timestamp: isoDate(car.sold_date_timestamp) ?? (sold ? new Date().toISOString() : null),
    listed_at: isoDate(car.created_at) ?? new Date().toISOString(),
    // Staff overrides: none for a new car; an overridden car's are merged in (mergeFeedColumns) before writing.
    overrides: null,
  }
  for (const { field, group } of carFieldsWithGroups()) {
    if (field.feed === 'importer' || field.feed === 'never') continue
    const source = (group ? car[group as keyof ValidCarFeedRow] : car) as Record<string, unknown> | null | undefined
    const value = source?.[typeof field.feed === 'object' ? field.feed.from : field.name]
    columns[carColumnName(field.name, group)] =
      field.kind === 'date'
        ? isoDate(value as string | number | null | undefined)
        : (value ?? field.defaultValue ?? null)
  }
  return columns
}

/** Every column the importer writes (variant, specifications and autograb_data columns included). */
const CAR_COLUMNS = Object.keys(
  carColumns({ car_type: 'used' } as ValidCarFeedRow, { siteId: 0, feedId: '', slug: '', hash: '' }),
)

/** The id a row gives, as text, whatever else is wrong with it. */
function givenId(data: unknown): string | null {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined
  return id === undefined || id === null ? null : String(id)
}

type Existing = {
  id: number
  feed_id: string
  feed_hash: string | null
  slug: string
  status: string
  stocknum: string | null
  vin: string | null
  make: string | null
  model: string | null
  year: number | null
  /** The car's staff overrides, and (only when it has some) its whole row as JSON: the staff values kept. */
  overrides: unknown
  current: Record<string, unknown> | null
}

/**
 * The cars a full feed removes: the site's unsold cars that no accepted row keeps and no rejected row is
 * about (a car whose row was rejected for a typo is left as it is, matched by the row's id, stock number,
 * VIN or derived id; see rejectedRowIdentity).
 */
function missingCars(existing: Existing[], keep: Set<string>, rejected: RowIdentity[]): Existing[] {
  const ids = new Set<string>()
  const stocknums = new Set<string>()
  const vins = new Set<string>()
  const loose: NonNullable<RowIdentity['loose']>[] = []
  for (const identity of rejected) {
    if (identity.id) ids.add(identity.id)
    if (identity.derivedId) ids.add(identity.derivedId)
    if (identity.stocknum) stocknums.add(identity.stocknum)
    if (identity.vin) vins.add(identity.vin)
    if (identity.loose) loose.push(identity.loose)
  }
  // A derived id is numbered when identical rows repeat ('d-…-2'): a rejected row keeps each of them.
  const derivedBase = (feedId: string) => /^(d-[0-9a-f]{16})-\d+$/.exec(feedId)?.[1] ?? feedId
  const lower = (value: string | null) => value?.trim().toLowerCase()
  return existing.filter(
    (car) =>
      car.status !== 'sold' &&
      !keep.has(car.feed_id) &&
      !ids.has(car.feed_id) &&
      !ids.has(derivedBase(car.feed_id)) &&
      !(car.stocknum && stocknums.has(car.stocknum.trim().toLowerCase())) &&
      !(car.vin && vins.has(car.vin.trim().toUpperCase())) &&
      !loose.some(
        (about) =>
          (about.make === undefined || about.make === lower(car.make)) &&
          (about.model === undefined || about.model === lower(car.model)) &&
          (about.year === undefined || about.year === Number(car.year)),
      ),
  )
}

/**
 * Imports a stock feed into one site. Every row is accounted for: created, updated, unchanged, or
 * rejected with its row number and reasons; one bad row never blocks the others. In `full` mode, the
 * site's cars missing from the feed become sold (never deleted). Cars, the run record and the search
 * sync jobs are written in one transaction. A site's runs take turns (queued in this process, and under
 * a PostgreSQL advisory lock across processes), so concurrent runs of one feed count each car as
 * created once.
 */
export function importStock(payload: Payload, options: ImportOptions, rows: FeedInput[]): Promise<ImportSummary> {
  return oneAtATime(options.siteId, () => runImport(payload, options, rows, false)) as Promise<ImportSummary>
}

/**
 * What importing the feed would do (counts, rejected rows, how many cars it would remove, whether it
 * would be held), worked out as importStock would and then rolled back: nothing is written.
 */
export function dryRunStock(payload: Payload, options: ImportOptions, rows: FeedInput[]): Promise<DryRunSummary> {
  return oneAtATime(options.siteId, () => runImport(payload, options, rows, true)) as Promise<DryRunSummary>
}

/** A held run that cannot be approved (any more): another decision came first. */
export class HeldRunDecided extends Error {}

/** Why a full feed is held under `rule`, or null when it is not. */
function holdReason(rule: HoldRule, valid: number, removing: number, available: number): string | null {
  const reasons: string[] = []
  if (valid < rule.minValidRows)
    reasons.push(`it has ${valid} valid row(s), fewer than the ${rule.minValidRows} required`)
  if (removing > (available * rule.maxRemovedPercent) / 100) {
    reasons.push(
      `it would mark sold ${removing} of the site's ${available} available cars (${Math.round((removing / available) * 100)}%), more than the ${rule.maxRemovedPercent}% allowed`,
    )
  }
  return reasons.length > 0 ? `Held for staff: ${reasons.join('; ')}.` : null
}

/**
 * The key (with the site id) of the PostgreSQL advisory lock a site's import holds for its transaction:
 * runs for one site, from any process, take turns, so each one's created/updated/unchanged counts are
 * read against what the run before it committed. Other sites' runs are not held up.
 */
export const STOCK_IMPORT_LOCK = 0x53544f43 // 'STOC'

/** Imports waiting for their site in this process, so that waiting holds no database connection. */
const siteQueues = new Map<number, Promise<unknown>>()

function oneAtATime<T>(siteId: number, task: () => Promise<T>): Promise<T> {
  const previous = siteQueues.get(siteId) ?? Promise.resolve()
  const result = previous.then(task, task)
  const settled = result.then(
    () => undefined,
    () => undefined,
  )
  siteQueues.set(siteId, settled)
  void settled.then(() => {
    if (siteQueues.get(siteId) === settled) siteQueues.delete(siteId)
  })
  return result
}

async function runImport(
  payload: Payload,
  options: ImportOptions,
  rows: FeedInput[],
  dryRun: boolean,
): Promise<ImportSummary | DryRunSummary> {
  const started = Date.now()
  const rejected: RejectedRow[] = []
  // The run record keeps each rejected row's id and reasons: text it cannot store (a NUL the row was
  // rejected for, echoed back) is shown escaped instead.
  // Beside each rejected row, what it said of its car (stock number, VIN, make, model, year): the run
  // records it for staff; the answer to the integrator keeps { row, id, errors }.
  const rejectedKeys: RejectedKey[] = []
  const reject = (row: number, id: string | null, errors: string[], data?: unknown) => {
    rejected.push({ row, id: id === null ? null : storableText(id), errors: errors.map(storableText) })
    rejectedKeys.push(
      Object.fromEntries(Object.entries(rejectedKey(data)).map(([field, value]) => [field, storableText(value)])),
    )
  }
  const accepted: Array<{ row: number; feedId: string; columns: Record<string, unknown> }> = []
  const adapter = payload.db as unknown as PostgresAdapter
  // Validating is the slow part, and needs nothing from the database: done before the site's lock.
  const checked: Array<
    | { row: number; errors: string[]; sent?: unknown }
    | { row: number; data: unknown; result: ReturnType<typeof validateFeedRow> }
  > = []
  // Row by row, the event loop gets a turn every few milliseconds (an import may run in a web instance).
  const slicer = new TimeSlicer()
  for (let from = 0; from < rows.length || from === 0; from += PROGRESS_ROWS) {
    for (const input of rows.slice(from, from + PROGRESS_ROWS)) {
      checked.push(
        'errors' in input ? input : { row: input.row, data: input.data, result: validateFeedRow(input.data) },
      )
      if (slicer.due()) await slicer.pause()
    }
    await options.onRowsChecked?.(Math.min(from + PROGRESS_ROWS, rows.length), rows.length)
  }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const db = adapter.sessions[(await req.transactionID) as string]?.db ?? adapter.drizzle
    await db.execute(sql`SELECT pg_advisory_xact_lock(${STOCK_IMPORT_LOCK}, ${options.siteId})`)
    if (options.approve) {
      // The held run's row stays locked until this run commits: a second approval or a discard waits, then finds it decided.
      const { rows: held } = await db.execute(
        sql`SELECT status FROM stock_imports WHERE id = ${options.approve.runId} FOR UPDATE`,
      )
      if (held[0]?.status !== 'held')
        throw new HeldRunDecided(
          `Stock import run ${options.approve.runId} is not held (it is ${String(held[0]?.status ?? 'missing')}).`,
        )
    }
    if (options.queued) {
      const { rows: queued } = await db.execute(
        sql`SELECT status FROM stock_imports WHERE id = ${options.queued.runId} FOR UPDATE`,
      )
      const status = String(queued[0]?.status ?? 'missing')
      if (status !== 'queued' && status !== 'running')
        throw new HeldRunDecided(`Stock import run ${options.queued.runId} is not waiting to run (it is ${status}).`)
    }
    const { rows: existingRows } = (await db.execute(
      sql`SELECT id, feed_id, feed_hash, slug, status, stocknum, vin, make, model, year, overrides,
        CASE WHEN overrides IS NULL THEN NULL ELSE to_jsonb(cars.*) END AS current
        FROM cars WHERE site_id = ${options.siteId}`,
    )) as unknown as {
      rows: Existing[]
    }
    const existing = new Map<string, Existing>()
    const slugOwner = new Map<string, string>()
    for (const car of existingRows) {
      existing.set(car.feed_id, car)
      slugOwner.set(car.slug, car.feed_id)
      if (slicer.due()) await slicer.pause()
    }

    // What each rejected row is about: its car is never counted as missing from a full feed.
    const rejectedIdentities: RowIdentity[] = []
    const about = (data: unknown, feedId?: string) => {
      const identity = rejectedRowIdentity(data)
      if (identity) rejectedIdentities.push(feedId ? { ...identity, id: feedId } : identity)
    }
    const seenIds = new Map<string, number>()
    const derivedCounts = new Map<string, number>()
    for (const input of checked) {
      if (slicer.due()) await slicer.pause()
      if ('errors' in input) {
        reject(input.row, givenId(input.sent), input.errors, input.sent)
        about(input.sent)
        continue
      }
      const { result } = input
      if (!result.ok) {
        reject(input.row, givenId(input.data), result.errors, input.data)
        about(input.data)
        continue
      }
      const car = result.car
      let feedId = car.id ?? null
      if (!feedId) {
        const base = derivedFeedId(car)
        const occurrence = (derivedCounts.get(base) ?? 0) + 1
        derivedCounts.set(base, occurrence)
        feedId = derivedFeedId(car, occurrence)
      }
      const firstRow = seenIds.get(feedId)
      if (firstRow !== undefined) {
        reject(
          input.row,
          feedId,
          [`id: '${feedId}' appears again (first at row ${firstRow}); each car once per feed`],
          input.data,
        )
        continue
      }
      const slug = car.slug ?? existing.get(feedId)?.slug ?? derivedSlug(car, feedId)
      const owner = slugOwner.get(slug)
      if (owner !== undefined && owner !== feedId) {
        reject(input.row, feedId, [`slug: '${slug}' is already used by car '${owner}'`], input.data)
        about(input.data, feedId)
        continue
      }
      seenIds.set(feedId, input.row)
      slugOwner.set(slug, feedId)
      const columns = carColumns(car, { siteId: options.siteId, feedId, slug, hash: rowHash(car) })
      // Fields staff overrode keep the staff value; the feed's new value is stored alongside (car-overrides.ts).
      const before = existing.get(feedId)
      const merged =
        before?.current && before.overrides ? mergeFeedColumns(columns, before.current, before.overrides) : null
      accepted.push({
        row: input.row,
        feedId,
        columns: merged ? { ...merged.columns, overrides: merged.overrides } : columns,
      })
    }

    const toWrite = accepted.filter(({ feedId, columns }) => {
      const before = existing.get(feedId)
      return (
        !before || before.feed_hash !== columns.feed_hash || (before.status === 'sold' && columns.status !== 'sold')
      )
    })
    const created = toWrite.filter(({ feedId }) => !existing.has(feedId)).length
    const updated = toWrite.length - created
    const unchanged = accepted.length - toWrite.length

    const missing =
      options.mode === 'full'
        ? missingCars(existingRows, new Set(accepted.map(({ feedId }) => feedId)), rejectedIdentities)
        : []
    const available = existingRows.filter((car) => car.status !== 'sold').length
    const heldReason =
      options.mode === 'full' && options.hold
        ? holdReason(options.hold, accepted.length, missing.length, available)
        : null
    const outcome = { held: heldReason !== null, held_reason: heldReason }

    if (dryRun) {
      await killTransaction(req)
      return {
        run_id: null,
        received: rows.length,
        created,
        updated,
        unchanged,
        removed: missing.length,
        rejected,
        ...outcome,
        dry_run: true,
      }
    }

    const changedIds: number[] = []
    let removed = missing.length
    if (!heldReason) {
      const columnList = sql.raw(CAR_COLUMNS.map((c) => `"${c}"`).join(', '))
      // A car reserved online stays reserved whatever the feed says until its reservation ends (src/reservations).
      const updateList = sql.raw(
        CAR_COLUMNS.filter((c) => c !== 'site_id' && c !== 'feed_id')
          .map((c) =>
            c === 'reserved'
              ? `"reserved" = EXCLUDED."reserved" OR EXISTS (SELECT 1 FROM reservations r WHERE r.car_id = cars.id AND r.status = 'held')`
              : `"${c}" = EXCLUDED."${c}"`,
          )
          .join(', '),
      )
      for (let i = 0; i < toWrite.length; i += WRITE_BATCH) {
        if (slicer.due()) await slicer.pause()
        const batch = toWrite.slice(i, i + WRITE_BATCH).map(({ columns }) => columns)
        const result = await db.execute(sql`
          INSERT INTO cars (${columnList})
          SELECT ${columnList} FROM jsonb_populate_recordset(NULL::cars, ${JSON.stringify(batch)}::jsonb)
          ON CONFLICT (site_id, feed_id) DO UPDATE SET ${updateList}, updated_at = now()
          RETURNING id`)
        changedIds.push(...result.rows.map((r) => Number(r.id)))
        options.onProgress?.(Math.min(i + WRITE_BATCH, toWrite.length), toWrite.length)
      }
      if (toWrite.length === 0) options.onProgress?.(0, 0)

      if (missing.length > 0) {
        const result = await db.execute(sql`
          UPDATE cars SET status = 'sold', sold = true, sold_date_timestamp = now(), updated_at = now()
          WHERE site_id = ${options.siteId} AND status <> 'sold'
            AND id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(missing.map((car) => car.id))}::jsonb))::integer)
          RETURNING id`)
        removed = result.rows.length
        changedIds.push(...result.rows.map((r) => Number(r.id)))
      }
    }

    const summary = { received: rows.length, created, updated, unchanged, removed }
    const counts = `${rows.length} received, ${created} created, ${updated} updated, ${unchanged} unchanged, ${removed} removed, ${rejected.length} rejected`
    const record = {
      summary: heldReason
        ? `held ${options.mode} ${options.format} import, if approved: ${counts}`
        : `${options.mode} ${options.format} import: ${counts}${options.approve ? ` (held, approved by ${options.approve.by})` : ''}`,
      status: heldReason ? ('held' as const) : ('completed' as const),
      held_reason: heldReason,
      // What approving applies: the rows as sent. JSON text escapes what PostgreSQL text cannot hold (NUL).
      held_feed: heldReason ? JSON.stringify(rows) : null,
      ...summary,
      rejected_count: rejected.length,
      rejected: rejected.map((row, index) => ({ ...row, key: rejectedKeys[index] ?? {} })),
      duration_ms: Date.now() - started,
    }
    const run = options.queued
      ? await payload.update({
          collection: 'stock-imports',
          id: options.queued.runId,
          overrideAccess: true,
          req,
          data: { ...record, processed: rows.length, total: rows.length, queued_feed: null },
        })
      : options.approve
        ? await payload.update({
            collection: 'stock-imports',
            id: options.approve.runId,
            overrideAccess: true,
            req,
            data: { ...record, decided_by: options.approve.by, decided_at: new Date().toISOString() },
          })
        : await payload.create({
            collection: 'stock-imports',
            overrideAccess: true,
            req,
            data: { ...runOrigin(options), ...record },
          })
    await enqueueCarSync(req, changedIds)
    if (changedIds.length > 0) await queueSavedSearchMatch(req, options.siteId)
    await commitTransaction(req)
    return { run_id: run.id, ...summary, rejected, ...outcome, dry_run: false }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
