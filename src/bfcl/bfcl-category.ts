import { MatcherUsageError } from '../usage-error.js'

/** How BFCL judges the entries of a category. */
export type BfclCheck = 'simple' | 'multiple' | 'parallel' | 'irrelevance' | 'relevance'

/**
 * The categories `fromBfcl` reproduces: BFCL's Python AST categories (Java and JavaScript convert values from
 * their own syntax first; multi-turn, memory and web search run programs) and the relevance ones.
 */
export const BFCL_CATEGORIES: ReadonlySet<string> = new Set([
  'simple',
  'simple_python',
  'multiple',
  'parallel',
  'parallel_multiple',
  'live_simple',
  'live_multiple',
  'live_parallel',
  'live_parallel_multiple',
  'irrelevance',
  'live_irrelevance',
  'live_relevance',
])

/**
 * The category of a BFCL entry id, read as BFCL reads it: the text before the last `_`, after dropping anything
 * from a `:` on (`parallel_multiple_12` → `parallel_multiple`, `live_simple_106-63-0` → `live_simple`).
 */
export function bfclCategory(id: string): string {
  const entry = id.split(':')[0]!
  const cut = entry.lastIndexOf('_')
  return cut < 0 ? entry : entry.slice(0, cut)
}

/**
 * How BFCL checks a category, in its own order: `irrelevance` (no call is right), `relevance` (any call is right),
 * `parallel` (the name has "parallel": a multiset of calls), `multiple` (one call, the expected function found among
 * several by name), `simple` (one call to the first function). Throws a `MatcherUsageError` for a category it
 * does not reproduce.
 */
export function bfclCheck(category: string): BfclCheck {
  if (!BFCL_CATEGORIES.has(category)) {
    const known = [...BFCL_CATEGORIES].join(', ')
    throw new MatcherUsageError(['category'], `unsupported BFCL category "${category}" (supported: ${known})`)
  }
  if (category.includes('irrelevance')) return 'irrelevance'
  if (category.includes('relevance')) return 'relevance'
  if (category.includes('parallel')) return 'parallel'
  return category.includes('multiple') ? 'multiple' : 'simple'
}
