import type { JsonObject } from '../../json/types.js'
import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import { failText, parseJsonIn, skipSpace } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

const MESSAGE = '<|message|>'
/** Tokens that end a message's content (servers often strip the final `<|call|>` or `<|return|>`). */
const CONTENT_END = /<\|(?:end|call|return|start)\|>/g
/** The recipient in a message header: `to=functions.get_weather`, `to=browser.search`, `to=python`. */
const RECIPIENT = /(?:^|\s)to=([^\s<]+)/
/** A call's header: a recipient after the assistant role or a channel name. */
const CALL_MARKER = /to=functions\.|(?:<\|start\|>assistant|<\|channel\|>\w+)\s*to=[^\s<]/

/** The call of one message to `recipient`, whose content is `text.slice(start, end)`. */
function readMessage(
  text: string,
  recipient: string,
  start: number,
  end: number,
  index: number,
  options: NormalizedReadOptions,
): Call {
  const functionName = recipient.startsWith('functions.') ? recipient.slice('functions.'.length) : undefined
  const name = readName(functionName ?? recipient, [index, 'name'])
  if (recipient === 'python') {
    const code = Object.assign(Object.create(null) as JsonObject, { code: text.slice(start, end) })
    return makeCall(name, readArguments(code, [index, 'arguments'], 'object', options))
  }
  if (skipSpace(text, start) >= end) failText('harmony', text, end, ['JSON arguments'])
  const value = parseJsonIn('harmony', text, start, end, options)
  return makeCall(name, readArguments(value, [index, 'arguments'], 'object', options))
}

/**
 * OpenAI's harmony format for gpt-oss (the harmony guide in the OpenAI cookbook): messages
 * `<|channel|>commentary to=functions.NAME <|constrain|>json<|message|>{…}<|call|>`, the recipient in the channel
 * or in the role (`<|start|>assistant to=functions.NAME`). A message to `functions.NAME` is a call of NAME; the
 * built-in tools are calls named by their recipient (`browser.search` with its JSON, `python` with `{ code }`).
 * Analysis, preambles and the final answer carry no call; a tool's own message (`to=assistant`) is not the model's.
 * A call whose JSON is cut off or malformed fails at its position.
 */
export const harmony: TextSyntax = {
  syntax: 'harmony',
  format: 'harmony',
  find: (text) => findPattern(text, CALL_MARKER),
  read(text, options) {
    const calls: Call[] = []
    let headerFrom = 0
    for (let at = text.indexOf(MESSAGE); at !== -1; at = text.indexOf(MESSAGE, headerFrom)) {
      const recipient = RECIPIENT.exec(text.slice(headerFrom, at))?.[1]
      const start = at + MESSAGE.length
      CONTENT_END.lastIndex = start
      const end = CONTENT_END.exec(text)?.index ?? text.length
      if (recipient !== undefined && recipient !== 'assistant')
        calls.push(readMessage(text, recipient, start, end, calls.length, options))
      headerFrom = end
    }
    // A header with a recipient and no message after it: the call was cut off before its arguments.
    if (RECIPIENT.test(text.slice(headerFrom)) && CALL_MARKER.test(text.slice(headerFrom)))
      failText('harmony', text, text.length, [MESSAGE])
    return { format: 'harmony', calls }
  },
}
