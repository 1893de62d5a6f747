import type { ExtraCallsPolicy } from '../../expect/types.js'
import type { Call } from '../../read/types.js'
import type { ToolRegistry } from '../../schema/types.js'
import { callsValid } from '../../schema/validate-calls.js'
import { everyRowPairs } from '../calls-pass.js'
import type { NormalizedMatchOptions } from '../options.js'
import type { FastAnswer } from './decide-fast.js'
import { validatedByJsonSchema } from './validated-by-json-schema.js'
import { writtenCallPasses, writtenTurn } from './written-turn.js'

/**
 * Decides plain calls (`readPlainCalls`) against a turn expectation as written, without compiling it:
 * a batch brings each expectation once, and compiling one costs more than deciding it. Taken when the expectation
 * is `{ name, arguments? }`, `{ calls, order }` with an order-free order, or `{ abstain: true }`, written plainly
 * (the forms read without zod), its fields plain (`isPlainWritten`), naming tools that change no comparison (no
 * `compare` rule, no declared default). `pass` and `fail` are what the compiled routes answer; `unsure` — anything
 * else, including every malformed expectation, which the compiler then explains — sends the case to them. Never
 * throws.
 */
export function decideWritten(
  calls: readonly Call[],
  expectation: unknown,
  options: NormalizedMatchOptions,
): FastAnswer {
  try {
    const turn = writtenTurn(expectation, options, calls.length)
    if (turn === undefined) return 'unsure'
    if (turn === 'abstain') return validated(calls.length === 0, calls, options, undefined)
    const expected = turn.calls
    const extraCalls: ExtraCallsPolicy = turn.extraCalls ?? options.extraCalls
    const otherKeys = options.extraArguments === 'allow'
    // Plain calls carry no decision: a turn of them is CALL or ABSTAIN, and a call expectation fits both.
    const pass = everyRowPairs(expected.length, calls.length, extraCalls, (row, col) =>
      writtenCallPasses(expected[row]!, calls[col]!, options, otherKeys),
    )
    return validated(pass, calls, options, expected.find((call) => call.registry !== undefined)?.registry)
  } catch {
    return 'unsure'
  }
}

/** The answer once compared: a pass stands when the calls are valid against the tools that apply (see `decide`). */
export function validated(
  pass: boolean,
  calls: readonly Call[],
  options: NormalizedMatchOptions,
  carried: ToolRegistry | undefined,
): FastAnswer {
  if (!pass) return 'fail'
  const registry = options.tools ?? carried
  if (registry === undefined || options.validation === 'none') return 'pass'
  if (!validatedByJsonSchema(calls, registry)) return 'unsure'
  return callsValid(calls, registry, options.validation) ? 'pass' : 'fail'
}
