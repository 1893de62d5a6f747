import type { CompiledTurn } from '../../compile/compile-turn.js'
import type { Call, Turn } from '../../read/types.js'
import { createCheckContext } from '../../rules/check-context.js'
import { callsValid } from '../../schema/validate-calls.js'
import { callPasses } from '../compare-call.js'
import type { NormalizedMatchOptions } from '../options.js'
import { registryIn } from '../registry-in.js'
import { turnPasses } from '../turn-passes.js'
import { isPlainTurn } from './plain-turn.js'
import { readPlainCalls } from './read-plain-calls.js'
import { validatedByJsonSchema } from './validated-by-json-schema.js'

/** The comparison context of each Unicode policy: it holds no state, so one serves every case. */
const CONTEXTS = { nfc: createCheckContext('nfc'), none: createCheckContext('none') } as const

/** The fast route's answer: `unsure` sends the case to the full route. */
export type FastAnswer = 'pass' | 'fail' | 'unsure'

/**
 * Decides a plain case on the received value as it is: the calls of a plain shape with their arguments
 * uncopied (`readPlainCalls`), a compiled turn of plain nodes (`isPlainTurn`), validated by JSON Schema tools
 * (which look arguments up as own keys). `pass` and `fail` are what `decide` would answer; `unsure` means anything
 * unusual, for the full route to read, decide and explain. `calls` are the received calls when they were already
 * read plainly. Never throws on received input.
 */
export function decideFast(
  received: unknown,
  expectation: CompiledTurn,
  options: NormalizedMatchOptions,
  calls: Call[] | undefined = readPlainCalls(received, options),
): FastAnswer {
  if (calls === undefined || !isPlainTurn(expectation, calls.length)) return 'unsure'
  try {
    if (!callsPass(expectation, calls, options)) return 'fail'
    const registry = options.tools ?? registryIn(expectation)
    if (registry === undefined || options.validation === 'none') return 'pass'
    if (!validatedByJsonSchema(calls, registry)) return 'unsure'
    return callsValid(calls, registry, options.validation) ? 'pass' : 'fail'
  } catch {
    return 'unsure'
  }
}

/**
 * Whether plain calls meet the expectation: `turnPasses` on a turn of them (these shapes carry no decision), one
 * expected call against one received call asked directly.
 */
function callsPass(expectation: CompiledTurn, calls: Call[], options: NormalizedMatchOptions): boolean {
  const context = CONTEXTS[options.unicode]
  if (expectation.kind === 'calls' && expectation.calls.length === 1 && calls.length === 1)
    return expectation.decision === 'CALL' && callPasses(expectation.calls[0]!, calls[0]!, context)
  const turn: Turn = { calls, format: 'canonical', fromText: false }
  return turnPasses(expectation, turn, options.extraCalls, context)
}
