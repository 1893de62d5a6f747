import type { Sample } from '../../score/types.js'
import { collectWorst, compareWorst, type WorstItems } from './collect-worst.js'

function isWorstItems(worst: Iterable<Sample> | WorstItems): worst is WorstItems {
  return !(Symbol.iterator in worst) && Array.isArray((worst as WorstItems).items)
}

/**
 * The worst items a report lists, at most `limit`: collected from samples (an array, or any iterable such as a
 * generator over `samples.jsonl`), or taken from a collector's result, re-sorted and capped all the same.
 */
export function resolveWorst(worst: Iterable<Sample> | WorstItems, limit: number): WorstItems {
  if (isWorstItems(worst)) {
    const items = [...worst.items].sort(compareWorst)
    return { items: items.slice(0, limit), omitted: worst.omitted + Math.max(0, items.length - limit) }
  }
  const collector = collectWorst(limit)
  for (const sample of worst) collector.add(sample)
  return collector.result()
}
