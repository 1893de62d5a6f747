import { excerptAround } from '../excerpt.js'
import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import { failRead } from '../read-error.js'
import type { TurnBody } from '../shape.js'
import type { Format, NormalizedReadOptions } from '../types.js'
import { decodePythonCalls } from './decode-python-calls.js'
import { describePythonCallFailure } from './python-call-failure.js'

/** A (dotted) Python name. */
const NAME = String.raw`[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)*`

/**
 * Text that opens with a call in Python syntax: `[name (` (spaces allowed inside the brackets), or `name(` with
 * the parenthesis right after the name, so that prose opening with "Paris (France)" stays prose.
 */
const PYTHONIC_START = new RegExp(String.raw`^\s*(?:\[\s*${NAME}\s*|${NAME})\(`, 'u')

/** True when raw text opens like Python-syntax calls (`[get_weather(city='Paris')]`); such text is never JSON. */
export function looksPythonic(text: string): boolean {
  return PYTHONIC_START.test(text)
}

/**
 * Reads Python-syntax calls, the "pythonic" output of prompted models (BFCL's prompting format, Llama's pythonic
 * tool calls): `[get_weather(city='Paris', days=3), math.hypot(x=3, y=4)]`, brackets optional; only under the
 * `syntax: 'python'` read option (by default, such text is no JSON and so makes no call). Keyword arguments
 * with Python literal values only; anything else is a `python_syntax` read failure with its position, never a
 * guess. Arguments are canonicalised like every other format's.
 */
export function readPythonicText(
  text: string,
  options: NormalizedReadOptions,
  /** The format a failure names (`llama` when the calls came inside Llama's tokens). */
  format: Format = 'pythonic',
  /** The text an excerpt is taken from: the whole text, where `text` blanked its tokens (same positions). */
  shown: string = text,
): TurnBody {
  const decoded = decodePythonCalls(text, {
    maxDepth: options.maxDepth,
    maxLength: Number.POSITIVE_INFINITY,
    numbers: options.numbers,
  })
  if (!decoded.ok) {
    const { position, token } = decoded.failure
    // A number no double holds is the same read failure as in JSON text; anything else is Python syntax.
    return failRead({
      kind: decoded.failure.kind === 'precision_loss' ? 'precision_loss' : 'python_syntax',
      format,
      position,
      ...(token === undefined ? {} : { token }),
      excerpt: excerptAround(shown, position.offset),
      detail: describePythonCallFailure(decoded.failure),
    })
  }
  const calls = decoded.calls.map((call, index) =>
    makeCall(
      readName(call.name, [index, 'name']),
      readArguments(call.arguments, [index, 'arguments'], 'object', options),
    ),
  )
  return { format: 'pythonic', calls }
}
