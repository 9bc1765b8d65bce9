/**
 * The search filters' model picker (spec 2.3): models grouped under their make, so a model value that
 * reads alone as '3' or 'Other' shows whose it is.
 */
import { MAKES_SHOWN } from './search-rules'

export type ModelGroup = { make: string; models: Array<[model: string, count: number]> }

/**
 * The makes whose models are listed: the chosen ones, else the most frequent makes the make picker shows
 * first (`MAKES_SHOWN`), in the make facet's order (most cars first).
 */
export function modelPickerMakes(
  makeCounts: Readonly<Record<string, number>>,
  chosenMakes: readonly string[],
): string[] {
  if (chosenMakes.length > 0) return [...chosenMakes]
  return Object.entries(makeCounts)
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAKES_SHOWN)
    .map(([make]) => make)
}

/**
 * One group per make that has models (models by count, then name). A chosen model stays listed even when no
 * listed make has it any more, under its make when that is known, else in a group of its own (`make: ''`),
 * so it can be unticked.
 */
export function groupModels(
  makes: readonly string[],
  modelsByMake: Readonly<Record<string, Readonly<Record<string, number>>>>,
  chosenModels: readonly string[],
): ModelGroup[] {
  const groups: ModelGroup[] = makes
    .map((make) => ({
      make,
      models: Object.entries(modelsByMake[make] ?? {})
        .filter(([, count]) => count > 0)
        .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0)),
    }))
    .filter((group) => group.models.length > 0)
  const listed = new Set(groups.flatMap((group) => group.models.map(([model]) => model)))
  const orphans = chosenModels.filter((model) => !listed.has(model))
  return orphans.length > 0 ? [...groups, { make: '', models: orphans.map((model) => [model, 0]) }] : groups
}
