import type { JsonObject, JsonValue } from '../../../json/types.js'
import { appendIssue, appendUnder, type Check, PASS, type RawIssue, typeIssue, UNSURE } from './raw-issue.js'

const isCount = (value: JsonValue | undefined): value is number | undefined =>
  value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0)

/** True for what zod's item-count checks also measure: a value with a `length` that is not an array. */
function hasLength(value: JsonValue): boolean {
  if (typeof value === 'string') return true
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'length')
  )
}

/**
 * `type: array` as zod converts it, `items` compiled by `compile`: an array longer than `maxItems` gets one
 * `too_big` that stops everything else; otherwise each item's issues, then `too_small` for fewer than `minItems`
 * (unless an item's issue stopped every check). `undefined` (left to zod) for tuple `items` or a count that is not
 * a whole number; a string (or an object with a `length`) where counts are checked is `UNSURE`, since zod measures
 * those too.
 */
export function compileArray(
  node: JsonObject,
  compile: (schema: JsonValue | undefined) => Check | undefined,
): Check | undefined {
  const { minItems, maxItems } = node
  if (Array.isArray(node.items) || !isCount(minItems) || !isCount(maxItems)) return undefined
  const each = compile(node.items ?? true)
  if (each === undefined) return undefined
  const counted = minItems !== undefined || maxItems !== undefined
  return (value) => {
    if (!Array.isArray(value)) return counted && hasLength(value) ? UNSURE : [typeIssue('array')]
    if (maxItems !== undefined && value.length > maxItems)
      return [{ code: 'too_big', path: [], continue: false }]
    let out: RawIssue[] | undefined
    for (let index = 0; index < value.length; index++) {
      const result = each(value[index]!)
      if (result === UNSURE) return UNSURE
      if (result.length > 0) out = appendUnder(out, index, result)
    }
    if (minItems !== undefined && value.length < minItems && !out?.some((issue) => issue.continue === false))
      out = appendIssue(out, { code: 'too_small', path: [], continue: true })
    return out ?? PASS
  }
}
