import { isRule } from '../../expect/is-rule.js'
import { fromCallSchema, fromResultSchema } from '../../expect/run-schema.js'
import type { MentionedRef } from '../../expect/types.js'
import { validate } from '../../expect/validate.js'
import type { JsonValue, Path } from '../../json/types.js'
import { type Placed, valueAt } from './resolve-from-result.js'

/** How deep a written expectation is searched (deeper nesting is the compiler's to refuse). */
const MAX_DEPTH = 64

const isRef = (value: unknown): value is MentionedRef =>
  isRule(value) && ['fromResult', 'fromCall'].includes((value as { $rule: unknown }).$rule as string)

const isMentionOfRef = (value: unknown): boolean =>
  isRule(value) &&
  (value as { $rule: unknown }).$rule === 'mentions' &&
  isRef((value as { value?: unknown }).value)

/**
 * A copy of a written field expectation with each `mentions` rule whose value is `fromResult` or `fromCall` replaced
 * by `replace(rule)`. Plain objects and arrays are walked, rules too (a mention inside `oneOf`); anything else is kept.
 */
function mapMentions(
  value: unknown,
  replace: (rule: { value: MentionedRef }, path: Path) => unknown,
  path: Path = [],
): unknown {
  if (path.length > MAX_DEPTH) return value
  if (isMentionOfRef(value)) return replace(value as { value: MentionedRef }, path)
  if (Array.isArray(value)) return value.map((item, index) => mapMentions(item, replace, [...path, index]))
  if (typeof value !== 'object' || value === null) return value
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, mapMentions(inner, replace, [...path, key])]),
  )
}

/** Whether a written field expectation mentions a call's result or arguments (`mentions(fromResult(...))`). */
export function mentionsCalls(value: unknown): boolean {
  let found = false
  mapMentions(value, (rule) => {
    found = true
    return rule
  })
  return found
}

/**
 * The expectation with every such mention standing for a text, to compile it once for usage errors; each reference
 * is validated here (a `MatcherUsageError` naming its path under `at`).
 */
export function withPlaceholderMentions(value: unknown, at: Path): unknown {
  return mapMentions(value, (rule, path) => {
    const refPath = [...at, ...path, 'value']
    if (rule.value.$rule === 'fromCall') validate(fromCallSchema(), rule.value, refPath)
    else validate(fromResultSchema(), rule.value, refPath)
    return { $rule: 'mentions', value: 'placeholder' }
  })
}

/**
 * The expectation with every `mentions(fromResult(...))` and `mentions(fromCall(...))` resolved against the run's
 * calls: the latest call of the tool named (or the call at `{ step, call }`), its result or arguments at the path.
 * A text or number found is mentioned; anything else (no such call, no result, nothing at the path, another kind of
 * value) becomes a rule that fails, its label saying why.
 */
export function resolveMentions(value: unknown, calls: readonly Placed[]): unknown {
  return mapMentions(value, (rule) => {
    const ref = rule.value
    const outcome = lookUp(ref, calls)
    if ('found' in outcome && (typeof outcome.found === 'string' || typeof outcome.found === 'number'))
      return { $rule: 'mentions', value: outcome.found }
    const why =
      'missing' in outcome
        ? outcome.missing
        : `the value found (${JSON.stringify(outcome.found)}) is neither a text nor a number`
    return { $rule: 'satisfies', label: `${describeRef(ref)}: ${why}`, test: () => false }
  })
}

/** `mentions(fromResult("refund_order", "refund.id"))`, for the label of a mention that found nothing. */
function describeRef(ref: MentionedRef): string {
  const call =
    typeof ref.call === 'string'
      ? JSON.stringify(ref.call)
      : placeOf({ step: ref.call.step, call: ref.call.call ?? 0 })
  return `mentions(${ref.$rule}(${call}, ${JSON.stringify(ref.path)}))`
}

const placeOf = (at: { step: number; call: number }) => `steps[${at.step}].calls[${at.call}]`

function lookUp(ref: MentionedRef, calls: readonly Placed[]): { found: JsonValue } | { missing: string } {
  const named = ref.call
  const target =
    typeof named === 'string'
      ? calls.filter((placed) => placed.call.name === named).at(-1)
      : calls.find((placed) => placed.at.step === named.step && placed.at.call === (named.call ?? 0))
  if (target === undefined)
    return { missing: typeof named === 'string' ? `no ${named} call was made` : 'no call is there' }
  const where = `${target.call.name} (${placeOf(target.at)})`
  const source = ref.$rule === 'fromCall' ? target.call.arguments : target.call.result
  if (source === undefined) return { missing: `${where} has no result` }
  const value = valueAt(source, ref.path)
  if (value === undefined)
    return {
      missing: `${where} holds nothing at ${ref.path} in its ${ref.$rule === 'fromCall' ? 'arguments' : 'result'}`,
    }
  return { found: value }
}
