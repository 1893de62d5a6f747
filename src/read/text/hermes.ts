import { appendAll } from '../../append-all.js'
import type { Call } from '../types.js'
import { readJsonCalls } from './json-call.js'
import { failText, parseJsonIn, skipSpace } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

const OPEN = '<tool_call>'
const CLOSE = '</tool_call>'

/**
 * Hermes, Qwen 2.5 and Qwen 3 (NousResearch's Hermes function-calling format, Qwen's chat templates): each call is a
 * JSON object `{"name", "arguments"}` between `<tool_call>` and `</tool_call>`, one block per call; prose may come
 * before and between. A last block whose closing tag is missing (generation stopped at the end-of-sequence token)
 * is read when its JSON is complete; JSON that does not parse is a failure at its position.
 */
export const hermes: TextSyntax = {
  syntax: 'hermes',
  format: 'hermes',
  find: (text) => findPattern(text, /<tool_call>/),
  read(text, options) {
    const calls: Call[] = []
    for (let open = text.indexOf(OPEN); open !== -1; ) {
      const start = open + OPEN.length
      const close = text.indexOf(CLOSE, start)
      const end = close === -1 ? text.length : close
      if (skipSpace(text, start) === end) failText('hermes', text, end, ['a JSON call object'])
      appendAll(calls, readJsonCalls(parseJsonIn('hermes', text, start, end, options), calls.length, options))
      open = close === -1 ? -1 : text.indexOf(OPEN, close + CLOSE.length)
    }
    return { format: 'hermes', calls }
  },
}
