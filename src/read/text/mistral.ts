import { appendAll } from '../../append-all.js'
import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import { readJsonCalls } from './json-call.js'
import { failText, jsonEnd, parseJsonIn, skipSpace } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

const TOOL_CALLS = '[TOOL_CALLS]'
const ARGS = '[ARGS]'
const CALL_ID = '[CALL_ID]'
/** What ends a call's name. */
const NAME_END = /\[ARGS\]|\[CALL_ID\]|\{|\[TOOL_CALLS\]/g

/** The JSON object or array opening at `at` (after white space), parsed; returns the value's end too. */
function jsonAt(text: string, at: number, options: NormalizedReadOptions) {
  const start = skipSpace(text, at)
  const opener = text.charAt(start)
  if (opener !== '{' && opener !== '[') failText('mistral', text, start, ['a JSON object'])
  const end = jsonEnd(text, start)
  const stop = end === -1 ? text.length : end
  return { value: parseJsonIn('mistral', text, start, stop, options), end: stop }
}

/** `name[CALL_ID]id[ARGS]{…}` (v11 and later; `[CALL_ID]` from v13, `[ARGS]` left out by some servers). */
function readNamed(text: string, at: number, index: number, options: NormalizedReadOptions): [Call, number] {
  NAME_END.lastIndex = at
  const found = NAME_END.exec(text)
  const nameEnd = found === null ? text.length : found.index
  if (found === null || found[0] === TOOL_CALLS) failText('mistral', text, nameEnd, [ARGS])
  const name = readName(text.slice(at, nameEnd).trim(), [index, 'name'])
  let next = nameEnd
  let id: string | undefined
  if (text.startsWith(CALL_ID, next)) {
    const args = text.indexOf(ARGS, next)
    if (args === -1) failText('mistral', text, text.length, [ARGS])
    id = text.slice(next + CALL_ID.length, args).trim()
    next = args
  }
  if (text.startsWith(ARGS, next)) next += ARGS.length
  const { value, end } = jsonAt(text, next, options)
  const args = readArguments(value, [index, 'arguments'], 'object', options)
  return [makeCall(name, args, id), end]
}

/**
 * Mistral's tool calls (mistral-common's tokenizers; vLLM's and llama.cpp's parsers): after prose, `[TOOL_CALLS]`
 * then either a JSON array of `{"name", "arguments", "id"}` objects (tokenizer v3, Mistral Nemo) or, from v11,
 * `name[ARGS]{…}` with one `[TOOL_CALLS]` per call (v13 adds `[CALL_ID]id` before `[ARGS]`). A call cut off or
 * malformed fails at its position.
 */
export const mistral: TextSyntax = {
  syntax: 'mistral',
  format: 'mistral',
  find: (text) => findPattern(text, /\[TOOL_CALLS\]/),
  read(text, options) {
    const calls: Call[] = []
    for (let at = text.indexOf(TOOL_CALLS); at !== -1; ) {
      const start = skipSpace(text, at + TOOL_CALLS.length)
      if (start === text.length) failText('mistral', text, start, ['a call'])
      let end: number
      if (text.charAt(start) === '[' && !text.startsWith(TOOL_CALLS, start)) {
        const json = jsonAt(text, start, options)
        appendAll(calls, readJsonCalls(json.value, calls.length, options))
        end = json.end
      } else {
        const [call, after] = readNamed(text, start, calls.length, options)
        calls.push(call)
        end = after
      }
      at = text.indexOf(TOOL_CALLS, end)
    }
    return { format: 'mistral', calls }
  },
}
