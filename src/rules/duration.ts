import type { DurationRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/**
 * A parsed ISO-8601 duration. `fixed`: weeks, days, hours, minutes and seconds only, with an exact length (a day is
 * 24 hours). `calendar`: it names years or months, whose length depends on the calendar, so it is kept as its text.
 */
export type Duration =
  | { readonly kind: 'fixed'; readonly nanoseconds: bigint; readonly seconds: number }
  | { readonly kind: 'calendar'; readonly text: string }

const NUMBER = '(\\d{1,20}(?:[.,]\\d{1,9})?)'
const DURATION = new RegExp(
  `^P(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`,
)
/** Seconds in each unit, in the order of the capture groups (years and months have none). */
const UNIT_SECONDS: readonly bigint[] = [0n, 0n, 604_800n, 86_400n, 3_600n, 60n, 1n]
const NANOS = 1_000_000_000n

/**
 * Parses an ISO-8601 duration in the designator form `PnYnMnWnDTnHnMnS`: designators upper case and in that order,
 * each at most once, at least one present, `T` only before a time part; every number is whole except the last
 * one written, which may have a fraction (`.` or `,`, up to 9 digits). Weeks may be combined with the other units
 * (`P1W2D`, as ISO 8601-2 and Temporal allow). No sign, no white space, no alternative form
 * (`P0001-02-03T04:05:06`). A duration whose years or months are not 0 is `calendar`; anything else is `fixed`,
 * with its exact length. Returns `undefined` for text that is not such a duration.
 */
export function parseDuration(text: string): Duration | undefined {
  const match = DURATION.exec(text)
  if (match === null || text.endsWith('T')) return undefined
  const numbers = match.slice(1)
  // Stryker disable next-line ArithmeticOperator: the loop below steps back over the missing entries past the end
  let last = numbers.length - 1
  while (last >= 0 && numbers[last] === undefined) last--
  if (last === -1) return undefined
  let nanoseconds = 0n
  let calendar = false
  for (let index = 0; index <= last; index++) {
    const value = numbers[index]
    if (value === undefined) continue
    const [whole = '', fraction = ''] = value.split(/[.,]/)
    if (fraction !== '' && index !== last) return undefined
    const unit = UNIT_SECONDS[index]!
    if (unit === 0n) {
      if (/[1-9]/.test(value)) calendar = true
      continue
    }
    const fractionNanos = BigInt(fraction.padEnd(9, '0')) * unit
    nanoseconds += BigInt(whole) * unit * NANOS + fractionNanos
  }
  if (calendar) return { kind: 'calendar', text }
  return { kind: 'fixed', nanoseconds, seconds: Number(nanoseconds) / 1e9 }
}

/**
 * `duration`: an ISO-8601 duration of the same length (`PT0H45M` = `PT45M` = `PT2700S`, `P1D` = `PT24H`,
 * `P1W` = `P7D`). A duration with years or months (`P1M`, `P1Y`) is equal only to the same text. An expected
 * value that is not a duration is a usage error; a received one is a mismatch with reason `invalid_duration`.
 * Other reasons: `not_equal`, `calendar_strict` (either side has years or months).
 */
export const duration: RuleDefinition<DurationRule> = {
  name: 'duration',
  accepts: simpleParams('duration', { value: 'string' }),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('duration'), value: z.string() })),
  compile(params, context, path) {
    const expected = parseDuration(params.value)
    if (expected === undefined) {
      return context.fail([...path, 'value'], `${JSON.stringify(params.value)} is not an ISO-8601 duration`)
    }
    return {
      acceptsMissing: false,
      check(received, at) {
        if (typeof received !== 'string') return [ruleTypeMismatch('duration', at, 'string', received!)]
        const value = parseDuration(received)
        if (value === undefined) return [ruleMismatch('duration', at, params, received, 'invalid_duration')]
        if (expected.kind === 'fixed' && value.kind === 'fixed') {
          return value.nanoseconds === expected.nanoseconds
            ? []
            : [ruleMismatch('duration', at, params, received, 'not_equal')]
        }
        return received === params.value
          ? []
          : [ruleMismatch('duration', at, params, received, 'calendar_strict')]
      },
    }
  },
}
