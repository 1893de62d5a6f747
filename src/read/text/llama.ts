import type { JsonObject } from '../../json/types.js'
import { readLenientText } from '../lenient-text.js'
import { decodePythonCalls } from '../pythonic/decode-python-calls.js'
import { looksPythonic, readPythonicText } from '../pythonic/read-pythonic.js'
import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import { readJsonCall } from './json-call.js'
import { maskOutside } from './python.js'
import { failText, jsonEnd, parseJsonIn, skipSpace } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

const PYTHON_TAG = '<|python_tag|>'
const END_TOKEN = /<\|eo[tm]_id\|>/
/** Llama 3.1's function-tag format: `<function=NAME>{…}</function>`. */
const FUNCTION_TAG = /<function=([^<>\n]*)>\s*(?=\{)/g

/** Every `<function=NAME>{…}</function>` block, in order (the closing tag may be cut by the end token). */
function readFunctionTags(text: string, options: NormalizedReadOptions): Call[] {
  const calls: Call[] = []
  FUNCTION_TAG.lastIndex = 0
  for (let found = FUNCTION_TAG.exec(text); found !== null; found = FUNCTION_TAG.exec(text)) {
    const start = found.index + found[0].length
    const close = jsonEnd(text, start)
    const end = close === -1 ? text.length : close
    const value = parseJsonIn('llama', text, start, end, options)
    const name = readName(found[1]!.trim(), [calls.length, 'name'])
    calls.push(makeCall(name, readArguments(value, [calls.length, 'arguments'], 'object', options)))
    // After the JSON: the closing tag, or the end of the text or an end token (the tag cut by the stop).
    const after = skipSpace(text, end)
    const closed =
      text.startsWith('</function>', after) || /^(?:<\|eo[tm]_id\|>|$)/.test(text.slice(after, after + 10))
    if (!closed) failText('llama', text, after, ['</function>'])
    FUNCTION_TAG.lastIndex = end
  }
  return calls
}

/** Llama 3.1's built-in tools, called as `brave_search.call(query="…")`: the call is named by the tool. */
const BUILT_IN = /^(brave_search|wolfram_alpha)\.call$/

/** JSON calls from `start`: `{"name", "parameters"}` objects separated by `;` up to `end` (Llama 3.1–3.3). */
function readJsonCalls(text: string, start: number, end: number, options: NormalizedReadOptions): Call[] {
  const calls: Call[] = []
  for (let at = start; ; ) {
    if (text.charAt(at) !== '{') failText('llama', text, at, ['a JSON call object'])
    const close = jsonEnd(text, at)
    const stop = close === -1 || close > end ? end : close
    calls.push(readJsonCall(parseJsonIn('llama', text, at, stop, options), [calls.length], options))
    at = skipSpace(text, stop)
    if (at >= end) return calls
    if (text.charAt(at) !== ';') failText('llama', text, at, ['";"', 'the end of the calls'])
    at = skipSpace(text, at + 1)
  }
}

/** Pythonic calls in `[start, end)`, built-in tools named by the tool (`brave_search.call` → `brave_search`). */
function readPythonicCalls(text: string, start: number, end: number, options: NormalizedReadOptions): Call[] {
  // Cut at the end token (the call ends there) and blanked before the start (positions stay the text's own).
  return readPythonicText(maskOutside(text, start, end).slice(0, end), options, 'llama', text).calls.map(
    (call) => {
      const builtIn = BUILT_IN.exec(call.name)?.[1]
      return builtIn === undefined ? call : { ...call, name: builtIn }
    },
  )
}

/** The code interpreter's call: the code between `<|python_tag|>` and the end token, exactly. */
function codeInterpreter(code: string, options: NormalizedReadOptions): Call {
  const args = Object.assign(Object.create(null) as JsonObject, { code })
  return makeCall('code_interpreter', readArguments(args, [0, 'arguments'], 'object', options))
}

/**
 * Meta's Llama 3.1–3.3 tool calls (the llama-models prompt-format docs): JSON `{"name", "parameters"}` (several
 * separated by `;`), the function-tag form `<function=NAME>{…}</function>`, or after `<|python_tag|>` JSON, pythonic calls (Llama 3.2; `brave_search.call(query=…)` for
 * the built-in tools) or, for the built-in code interpreter, raw Python code, read as a call of `code_interpreter`
 * with `{ code }`; the message ends with `<|eom_id|>` (a tool result is expected) or `<|eot_id|>`. Prose before
 * `<|python_tag|>` carries no call (without the tag, the text before the end token is read as lenient JSON); calls
 * that do not parse fail at their position.
 */
export const llama: TextSyntax = {
  syntax: 'llama',
  format: 'llama',
  find: (text) => findPattern(text, /<\|python_tag\|>|<\|eom_id\|>|<function=[^<>\n]*>\s*\{/),
  // Selected by `syntax: 'llama'`, also JSON calls without any token (servers strip them), or before `<|eot_id|>`.
  accepts: (text) => llama.find(text) !== undefined || END_TOKEN.test(text) || /^\s*\{/.test(text),
  read(text, options) {
    const tag = text.indexOf(PYTHON_TAG)
    if (tag === -1 && /<function=[^<>\n]*>\s*\{/.test(text))
      return { format: 'llama', calls: readFunctionTags(text, options) }
    const from = tag === -1 ? 0 : tag + PYTHON_TAG.length
    const token = END_TOKEN.exec(text.slice(from))
    const end = token === null ? text.length : from + token.index
    const start = skipSpace(text, from)
    let calls: Call[]
    if (start >= end) return failText('llama', text, end, ['a call after <|python_tag|>'])
    if (text.charAt(start) === '{') calls = readJsonCalls(text, start, end, options)
    else if (looksPythonic(text.slice(start, end)) && (tag === -1 || isPythonic(text.slice(start, end))))
      calls = readPythonicCalls(text, start, end, options)
    else if (tag !== -1) calls = [codeInterpreter(text.slice(from, end), options)]
    else return readLenientText(maskOutside(text, 0, end), options)
    return { format: 'llama', calls }
  },
}

/** After `<|python_tag|>`, code that opens like a call is a call only when it decodes as one (else it is code). */
function isPythonic(body: string): boolean {
  return /^\s*\[/.test(body) || decodePythonCalls(body).ok
}
