import type { SiteColumns } from '../site-columns'
import type { SearchResult } from '../types'

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
 * How searches run: `background` (the default) searches a site's in-memory columns when they are current
 * and reloads them in the background after a write, searching in SQL meanwhile; `always` waits for the
 * load; `off` always searches in SQL.
 */
export type ColumnsMode = 'background' | 'always' | 'off'

/** Loads a site's columns, and the data version they were read at (one snapshot). */
export type ColumnsLoader = (siteId: number) => Promise<{ version: string; columns: SiteColumns }>

/** Sites' columns, least recently used first, at most `maxRows` cars in all (the site in use stays). */
export class SiteColumnsCache {
  private readonly columns = new Map<number, { version: string; columns: SiteColumns }>()
  private readonly loading = new Map<number, Promise<void>>()

  constructor(
    private readonly mode: ColumnsMode,
    private readonly maxRows: number,
    private readonly load: ColumnsLoader,
  ) {}

  /**
   * The site's columns at `version`, or null while they load (the search then runs in SQL). A site whose
   * version moved on is reloaded in the background; mode `always` waits for the load instead.
   */
  async get(siteId: number, version: string): Promise<SiteColumns | null> {
    if (this.mode === 'off') return null
    const held = this.columns.get(siteId)
    if (held && held.version === version) {
      this.columns.delete(siteId)
      this.columns.set(siteId, held) // most recently used last
      return held.columns
    }
    let loading = this.loading.get(siteId)
    if (!loading) {
      loading = this.reload(siteId)
        .catch((error: unknown) => {
          console.error(`Search: loading the columns of site ${siteId} failed; searching in SQL meanwhile`, error)
        })
        .finally(() => this.loading.delete(siteId))
      this.loading.set(siteId, loading)
    }
    if (this.mode === 'always') {
      await loading
      const loaded = this.columns.get(siteId)
      return loaded && loaded.version === version ? loaded.columns : null
    }
    return null
  }

  private async reload(siteId: number): Promise<void> {
    const loaded = await this.load(siteId)
    this.columns.delete(siteId)
    this.columns.set(siteId, loaded)
    let held = 0
    for (const entry of this.columns.values()) held += entry.columns.size
    for (const [site, entry] of this.columns) {
      if (held <= this.maxRows || site === siteId) break
      this.columns.delete(site)
      held -= entry.columns.size
    }
  }
}
