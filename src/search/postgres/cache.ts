import type { ColumnSearch, WordMatch } from '../site-columns'
import type { SearchQuery, SearchResult } from '../types'

/**
 * What the Postgres search engine keeps in the process: recent results, and sites' in-memory columns.
 * Both are keyed by the site's data version (writes.ts), so nothing is served after a change.
 */

/** How long a cached result may be served: bounds the drift of time-based visibility (the sold window). */
const CACHE_TTL_MS = 60_000

/** Recent results, least recently used first, each served for at most a minute. */
export class ResultCache {
  private readonly entries = new Map<string, { result: SearchResult; expires: number }>()

  constructor(private readonly maxEntries: number) {}

  get(key: string): SearchResult | null {
    const hit = this.entries.get(key)
    this.entries.delete(key)
    if (!hit || hit.expires <= Date.now()) return null
    this.entries.set(key, hit) // most recently used last
    return hit.result
  }

  set(key: string, result: SearchResult): void {
    this.entries.set(key, { result, expires: Date.now() + CACHE_TTL_MS })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }
}

/**
 * How searches run: `background` (the default) searches a site's in-memory columns, and after a write
 * keeps searching the previous columns while new ones are built in a worker thread, reloads debounced
 * (searches run in SQL only before a site's first columns are built); `always` waits for current columns
 * (tests, benchmarks); `off` always searches in SQL.
 */
export type ColumnsMode = 'background' | 'always' | 'off'

/**
 * A site's columns as the cache holds them: a handle on columns held and searched in a worker thread, or
 * columns on this thread (columns-builder.ts).
 */
export interface SearchableColumns {
  /** The memory the columns hold, in bytes (what SEARCH_COLUMNS_MAX_BYTES caps). */
  readonly bytes: number
  /** False once the columns are gone (their worker stopped): the site's columns are built again. */
  readonly alive: boolean
  /** Whether they are held and searched in a worker thread (else on the request thread: the fallback). */
  readonly inWorker: boolean
  search(query: SearchQuery, words: WordMatch[]): ColumnSearch | Promise<ColumnSearch>
  /** Lets the columns go: the cache no longer holds them. */
  release(): void
}

/** Columns and the data version they were read at (one snapshot). */
export type HeldColumns = { version: string; columns: SearchableColumns }

/** Builds a site's columns (off the request thread: columns-builder.ts). */
export type ColumnsLoader = (siteId: number) => Promise<HeldColumns>

export type ReloadTiming = {
  /** A reload starts once the site's version has held still this long (an import bumps it every batch)... */
  quietMs: number
  /** ...or this long after the first change seen, whichever comes first: how stale columns may get. */
  maxWaitMs: number
}

/** Defaults: a car imported shows within about 2 s plus the build (the cluster test allows 5 s). */
export const RELOAD_TIMING: ReloadTiming = { quietMs: 500, maxWaitMs: 2_000 }

type SiteState = {
  held?: HeldColumns
  loading?: Promise<void>
  timer?: NodeJS.Timeout
  /** The version the pending timer was set for, and when the held columns were first seen stale. */
  timerVersion?: string
  staleSince?: number
  /** A version whose columns alone exceed the memory cap: searched in SQL until the version moves on. */
  tooBig?: string
}

/**
 * Sites' columns, least recently used first, at most `maxBytes` in all (SiteColumns.bytes). A site whose
 * columns alone exceed the cap is not held; its searches run in SQL.
 */
export class SiteColumnsCache {
  private readonly sites = new Map<number, SiteState>()

  constructor(
    private readonly mode: ColumnsMode,
    private readonly maxBytes: number,
    private readonly load: ColumnsLoader,
    private readonly timing: ReloadTiming = RELOAD_TIMING,
  ) {}

  /**
   * The columns to search the site with at `version`: current ones, or in mode `background` the previous
   * ones while new ones are built (the caller sees their older version), or null when there are none yet.
   * Mode `always` waits for current columns.
   */
  async get(siteId: number, version: string): Promise<HeldColumns | null> {
    if (this.mode === 'off') return null
    let state = this.sites.get(siteId)
    if (!state) this.sites.set(siteId, (state = {}))
    // Columns whose worker stopped are gone: built again as a site's first columns are.
    if (state.held && !state.held.columns.alive) state.held = undefined
    if (state.held?.version === version) {
      this.sites.delete(siteId)
      this.sites.set(siteId, state) // most recently used last
      return state.held
    }
    if (state.tooBig === version) return null
    if (this.mode === 'always') {
      await state.loading
      if (state.held?.version !== version) await this.start(siteId, state)
      return state.held?.version === version ? state.held : null
    }
    this.schedule(siteId, state, version)
    return state.held ?? null
  }

  /** Total bytes held: what the cap bounds. */
  bytesHeld(): number {
    let bytes = 0
    for (const state of this.sites.values()) bytes += state.held?.columns.bytes ?? 0
    return bytes
  }

  /** Debounces a reload: the first columns at once, later ones after `quietMs` of no change, at most `maxWaitMs`. */
  private schedule(siteId: number, state: SiteState, version: string): void {
    if (state.loading) return // the next search after it compares versions again
    if (!state.held && state.tooBig === undefined) {
      void this.start(siteId, state)
      return
    }
    if (state.timer && state.timerVersion === version) return
    const now = Date.now()
    state.staleSince ??= now
    clearTimeout(state.timer)
    state.timerVersion = version
    state.timer = setTimeout(
      () => void this.start(siteId, state),
      Math.max(0, Math.min(this.timing.quietMs, state.staleSince + this.timing.maxWaitMs - now)),
    )
    state.timer.unref()
  }

  private start(siteId: number, state: SiteState): Promise<void> {
    clearTimeout(state.timer)
    state.timer = undefined
    state.timerVersion = undefined
    state.staleSince = undefined
    state.loading ??= this.load(siteId)
      .then((loaded) => this.keep(siteId, state, loaded))
      .catch((error: unknown) => {
        console.error(
          `Search: building the columns of site ${siteId} failed; searching the previous ones or SQL`,
          error,
        )
      })
      .finally(() => {
        state.loading = undefined
      })
    return state.loading
  }

  private keep(siteId: number, state: SiteState, loaded: HeldColumns): void {
    if (loaded.columns.bytes > this.maxBytes) {
      if (state.tooBig === undefined)
        console.warn(
          `Search: site ${siteId}'s columns take ${loaded.columns.bytes} bytes, over SEARCH_COLUMNS_MAX_BYTES (${this.maxBytes}); its searches run in SQL`,
        )
      state.tooBig = loaded.version
      loaded.columns.release()
      state.held?.columns.release()
      state.held = undefined
      return
    }
    state.tooBig = undefined
    if (state.held !== loaded) state.held?.columns.release()
    state.held = loaded
    this.sites.delete(siteId)
    this.sites.set(siteId, state)
    let held = this.bytesHeld()
    for (const [site, other] of this.sites) {
      if (held <= this.maxBytes) break
      if (site === siteId || !other.held) continue
      held -= other.held.columns.bytes
      other.held.columns.release()
      other.held = undefined
    }
  }
}
