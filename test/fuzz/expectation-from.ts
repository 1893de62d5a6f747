import { field } from '../../src/expect/field.js'
import type { CallExpectation, FieldExpectation, TurnExpectation } from '../../src/expect/types.js'
import { parseJson } from '../../src/json/parse.js'
import type { JsonValue } from '../../src/json/types.js'
import type { Call, Turn } from '../../src/read/types.js'
import { parseDuration } from '../../src/rules/duration.js'
import { parseDateTime } from '../../src/rules/instant.js'

/**
 * Random choices for `expectationFrom`: each decision takes the next number and, when it is not 0, loosens a field
 * by a rule that still accepts the received value (or picks another form). An empty list gives the exact expectation.
 */
export type Picks = readonly number[]

/** Hands out the picks one by one, then 0 (exact) for ever: every expectation is finite. */
class Chooser {
  private index = 0
  constructor(private readonly picks: Picks) {}
  next(): number {
    return this.picks[this.index++] ?? 0
  }
}

/** True when `value` holds an object with a `$rule` key anywhere (as plain data it would be read as a rule). */
function hasRuleKey(value: JsonValue): boolean {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(hasRuleKey)
  return Object.hasOwn(value, '$rule') || Object.values(value).some(hasRuleKey)
}

/** Regular-expression source that matches `text` literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
}

/** A field expectation that accepts `value`: the value itself, or a rule chosen by `chooser` that accepts it. */
function loosen(value: JsonValue, chooser: Chooser): FieldExpectation {
  const pick = chooser.next()
  if (pick === 0) return hasRuleKey(value) ? field.exact(value) : value
  switch (pick % 8) {
    case 1:
      return field.exact(value)
    case 2:
      return field.oneOf(field.absent(), loosen(value, chooser))
    case 3:
      return field.optional(loosen(value, chooser))
    case 4:
      return field.withDefault(loosen(value, chooser), null)
    case 5:
      return pick % 2 === 0 ? field.ignore() : field.present()
    default:
      return loosenByType(value, pick, chooser)
  }
}

/** A rule for the value's own type (strings, numbers, arrays, objects) that accepts it. */
function loosenByType(value: JsonValue, pick: number, chooser: Chooser): FieldExpectation {
  if (typeof value === 'string') return loosenString(value, pick)
  if (typeof value === 'number') {
    if (Math.abs(value) > 1e15 || pick % 2 === 0) return field.number(value)
    return field.number(value + 0.004, { tolerance: 0.01 })
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => loosen(item, chooser))
    return pick % 2 === 0 ? field.unordered([...items].reverse()) : items
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).map((key) => [key, loosen(value[key]!, chooser)] as const)
    const kept = pick % 2 === 0 ? entries.filter((_, index) => index % 2 === 0) : entries
    return pick % 2 === 0 || hasRuleKey(value)
      ? field.subset(Object.fromEntries(kept))
      : (Object.fromEntries(kept) as FieldExpectation)
  }
  return field.exact(value)
}

function loosenString(value: string, pick: number): FieldExpectation {
  const choices: (() => FieldExpectation | undefined)[] = [
    () => field.casefold(value),
    () => field.trimmed(` ${value}\t`),
    () => field.arabic(value),
    () => field.bfclString(value),
    () => field.commaList(value),
    () => field.commaList(value.split(',').reverse().join(','), { unordered: true }),
    () => field.enum('CANONICAL', { aliases: { [value]: 'CANONICAL' } }),
    () => field.pattern(new RegExp(`^${escapeRegExp(value)}$`)),
    () => field.oneOf('not this one', value),
    () => jsonRule(value),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is the point
    () => (/^[\x00-\x7f]*$/.test(value) ? field.casefold(value.toUpperCase()) : undefined),
    () => (parseDuration(value) === undefined ? undefined : field.duration(value)),
    () => (parseDateTime(value) === undefined ? undefined : field.instant(value)),
    () =>
      /^\s*-?(?:0|[1-9]\d{0,5})(?:\.\d{1,6})?\s*$/.test(value) ? field.number(Number(value)) : undefined,
  ]
  return choices[pick % choices.length]!() ?? value
}

/** `json` with the parsed value, when the string holds JSON (without `$rule` keys, which would read as rules). */
function jsonRule(value: string): FieldExpectation | undefined {
  const parsed = parseJson(value)
  return parsed.ok && !hasRuleKey(parsed.value) ? field.json(field.exact(parsed.value)) : undefined
}

/** The call expectation that `call` meets: its name, and its arguments exact or loosened. */
function callFrom(call: Call, chooser: Chooser): CallExpectation {
  const pick = chooser.next()
  // Built from entries, so that a `__proto__` argument stays an own key.
  const args = Object.fromEntries(
    Object.keys(call.arguments).map((key) => [key, loosen(call.arguments[key]!, chooser)]),
  ) as Record<string, FieldExpectation>
  const expectation: { -readonly [K in keyof CallExpectation]: CallExpectation[K] } = {
    name: pick % 5 === 4 ? '*' : call.name,
    arguments: args,
  }
  if (pick % 7 === 3) delete expectation.arguments
  // Arguments with a `$rule` key of their own would be read as a rule: they are compared as data.
  else if (pick % 7 === 5 || Object.hasOwn(args, '$rule')) expectation.arguments = field.exact(call.arguments)
  return expectation
}

/**
 * An expectation that the read `turn` meets: abstain for no call, clarify with its missing slots, confirm with its
 * calls, one call alone, or the calls in order (or as a multiset); sometimes inside a list of plans with others
 * that do not match. `picks` loosen it (see `Picks`); without them it is exact.
 */
export function expectationFrom(turn: Turn, picks: Picks = []): TurnExpectation {
  const chooser = new Chooser(picks)
  const core = coreExpectation(turn, chooser)
  const pick = chooser.next()
  if (pick % 4 !== 1) return core
  const other: TurnExpectation = { name: 'never-called-by-anyone', arguments: {} }
  return { plans: pick % 8 === 1 ? [other, core] : [core, { plans: [other] }] }
}

function coreExpectation(turn: Turn, chooser: Chooser): TurnExpectation {
  const calls = turn.calls.map((call) => callFrom(call, chooser))
  const parallel = turn.calls.length > 1 && chooser.next() % 2 === 1
  switch (turn.decision) {
    case 'CLARIFY':
      return { clarify: turn.missing === undefined ? true : [...turn.missing].reverse() }
    case 'CONFIRM':
      return parallel ? { confirm: calls, order: 'parallel' } : { confirm: calls }
    default:
      if (calls.length === 0) return chooser.next() % 2 === 0 ? { abstain: true } : { calls: [] }
      if (calls.length === 1 && chooser.next() % 2 === 0) return calls[0]!
      return parallel ? { calls, order: 'parallel' } : { calls, order: 'serial' }
  }
}
