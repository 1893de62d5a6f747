import type { ExpectationNode } from '../rules/types.js'
import { normalizeString, type UnicodePolicy } from '../unicode-policy.js'

/** Rules whose `value` is the text they expect (after their own loosening). */
const TEXT_RULES: ReadonlySet<string> = new Set([
  'exact',
  'casefold',
  'trimmed',
  'arabic',
  'enum',
  'commaList',
])
/** Rules that wrap another field expectation in `value`. */
const WRAPPING_RULES: ReadonlySet<string> = new Set(['optional', 'withDefault'])

function textOf(field: unknown): string | undefined {
  if (typeof field === 'string') return field
  if (typeof field !== 'object' || field === null) return undefined
  const { $rule, value } = field as { $rule?: unknown; value?: unknown }
  if (typeof $rule !== 'string') return undefined
  if (TEXT_RULES.has($rule)) return typeof value === 'string' ? value : undefined
  return WRAPPING_RULES.has($rule) ? textOf(value) : undefined
}

/**
 * The text an expected argument stands for: a plain string, or the `value` of a text rule (`exact`, `casefold`,
 * `trimmed`, `arabic`, `enum`, `commaList`, also inside `optional` / `withDefault`), Unicode-normalised; `undefined`
 * for anything else (numbers, objects, `oneOf`, `pattern`…).
 */
export function expectedText(node: ExpectationNode, unicode: UnicodePolicy): string | undefined {
  if (node.kind === 'value') return typeof node.value === 'string' ? node.value : undefined
  if (node.kind !== 'rule') return undefined
  const text = textOf(node.source)
  return text === undefined ? undefined : normalizeString(text, unicode)
}
