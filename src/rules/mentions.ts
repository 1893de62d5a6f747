import type { MentionsRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/**
 * The numeric tokens of a text: digits with an optional decimal part, thousands grouped by commas (`1,049`), a minus
 * sign when it does not follow a letter or digit (`ORD-1049` holds 1049, not −1049). A digit run glued to a
 * letter counts too (`#1049`, `RF1049`); a decimal comma does not (`18,90` holds no 18.9).
 */
const NUMBER_TOKEN = /(?:(?<![\w.])-)?(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?!\d|[,.]\d)/g

/** The numbers a text mentions, in order. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER_TOKEN)].map((match) => Number(match[0].replace(/,/g, '')))
}

/** Whether `text` mentions `value`: a string in any case, a number as an equal numeric token. */
export function mentions(text: string, value: string | number): boolean {
  if (typeof value === 'number') return numbersIn(text).includes(value)
  return text.toLowerCase().includes(value.toLowerCase())
}

/**
 * `mentions`: a text that mentions the value — a string found in it in any case, a number as a numeric token equal
 * to it (`18.9` in "18.90 EUR" and "$18.90"; `1049` in "#1049" and "1,049"). A `fromResult` or `fromCall` value is
 * resolved by a run expectation (`answer`, `claims`) before this rule compiles; elsewhere it is a usage error.
 */
export const mentionsRule: RuleDefinition<MentionsRule> = {
  name: 'mentions',
  params: lazySchema((z) =>
    z.strictObject({
      $rule: z.literal('mentions'),
      value: z.union(
        [
          z.string().min(1, 'mentions needs a non-empty text'),
          z.number().refine(Number.isFinite, 'mentions needs a finite number'),
          z.strictObject({
            $rule: z.enum(['fromResult', 'fromCall']),
            call: z.union([
              z.string().min(1),
              z.strictObject({ step: z.number(), call: z.number().optional() }),
            ]),
            path: z.string(),
          }),
        ],
        { error: 'mentions needs a string, a number, field.fromResult(...) or field.fromCall(...)' },
      ),
    }),
  ),
  compile(params, context, path) {
    const value = params.value
    if (typeof value === 'object')
      return context.fail(
        [...path, 'value'],
        `${value.$rule} in mentions stands only in a run expectation's answer or claims (toMatchRun): there a call's result or arguments are known`,
      )
    const expected = typeof value === 'string' ? context.normalize(value) : value
    return {
      acceptsMissing: false,
      check(received, at) {
        if (typeof received !== 'string') return [ruleTypeMismatch('mentions', at, 'string', received!)]
        return mentions(received, expected) ? [] : [ruleMismatch('mentions', at, params, received)]
      },
    }
  },
}
