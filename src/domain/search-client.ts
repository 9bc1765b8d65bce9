/**
 * The search page's client-side state as pure data (spec 4, 5, 9): the result cache (10 entries, oldest
 * dropped first), the search history (last 5 searches) and the search text debounce (300 ms).
 */

export const SEARCH_DEBOUNCE_MS = 300
export const RESULT_CACHE_LIMIT = 10
export const SEARCH_HISTORY_LIMIT = 5

/** Entries oldest first, keyed by the search (e.g. its serialised URL). */
export type ResultCache<T> = ReadonlyArray<readonly [key: string, value: T]>

export function cachedResult<T>(cache: ResultCache<T>, key: string): T | undefined {
  return cache.find(([entryKey]) => entryKey === key)?.[1]
}

/** Stores a result as the newest entry (replacing any entry under the same key), then drops the oldest beyond 10. */
export function cacheResult<T>(cache: ResultCache<T>, key: string, value: T): ResultCache<T> {
  const kept = cache.filter(([entryKey]) => entryKey !== key)
  return [...kept, [key, value] as const].slice(-RESULT_CACHE_LIMIT)
}

/** Adds a search to the history: most recent first, without duplicates, at most 5; blank searches are not kept. */
export function rememberSearch(history: readonly string[], search: string): string[] {
  const entry = search.trim()
  if (!entry) return [...history]
  return [entry, ...history.filter((item) => item !== entry)].slice(0, SEARCH_HISTORY_LIMIT)
}
