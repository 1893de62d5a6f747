import { appendAll } from '../../append-all.js'
import type { Call } from '../types.js'
import { readJsonCalls } from './json-call.js'
import { failText, jsonEnd, parseJsonIn, skipSpace } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

/** `Action:` and a Markdown fence (Command R, R+), or the `<|START_ACTION|>` token (Command R7B). */
const ACTION = /Action:[ \t]*```(?:json)?[ \t]*\r?\n?|<\|START_ACTION\|>/g

/**
 * Cohere Command R and R+ (`Action: ```json [ … ] ````) and Command R7B (`<|START_ACTION|>[ … ]<|END_ACTION|>`),
 * as their model cards and chat templates write them: a JSON array of `{"tool_name", "parameters"}` objects (R7B
 * adds `tool_call_id`). Plans, thinking and the response around the block carry no call; a block cut off or
 * malformed fails at its position.
 */
export const commandR: TextSyntax = {
  syntax: 'command-r',
  format: 'command-r',
  find: (text) => findPattern(text, new RegExp(ACTION.source)),
  read(text, options) {
    const calls: Call[] = []
    ACTION.lastIndex = 0
    for (let found = ACTION.exec(text); found !== null; found = ACTION.exec(text)) {
      const start = skipSpace(text, found.index + found[0].length)
      if (text.charAt(start) !== '[' && text.charAt(start) !== '{')
        failText('command-r', text, start, ['a JSON array of calls'])
      const end = jsonEnd(text, start)
      const value = parseJsonIn('command-r', text, start, end === -1 ? text.length : end, options)
      appendAll(calls, readJsonCalls(value, calls.length, options, 'tool_name'))
      ACTION.lastIndex = end === -1 ? text.length : end
    }
    return { format: 'command-r', calls }
  },
}
