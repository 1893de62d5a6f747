import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import { failText, parseJsonIn } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

/** DeepSeek's special tokens, written with the full-width bar `｜` and `▁` (an ASCII `|` or `_` is read too). */
function token(words: string): RegExp {
  return new RegExp(`<[|｜]${words.split(' ').join('[▁_]')}[|｜]>`, 'g')
}
const CALL_BEGIN = token('tool call begin')
const CALL_END = token('tool call end')
const SEP = token('tool sep')
const ANY_CALL_TOKEN = /<[|｜]tool[▁_]calls?[▁_]begin[|｜]>/

/** The first match of a global `pattern` at or after `from`, or `undefined`. */
function next(pattern: RegExp, text: string, from: number): { start: number; end: number } | undefined {
  pattern.lastIndex = from
  const found = pattern.exec(text)
  return found === null ? undefined : { start: found.index, end: found.index + found[0].length }
}

/** Reads the call between `from` (after its begin token) and `to` (its end token, or the end of the text). */
function readCall(
  text: string,
  from: number,
  to: number,
  index: number,
  options: NormalizedReadOptions,
): Call {
  const sep = next(SEP, text, from)
  if (sep === undefined || sep.start > to) return failText('deepseek', text, to, ['<｜tool▁sep｜>'])
  const head = text.slice(from, sep.start).trim()
  let name: string
  let argsStart = sep.end
  let argsEnd = to
  if (head === 'function') {
    // V3 and R1: `function<｜tool▁sep｜>name`, a line break, then the arguments in a ```json fence.
    const line = text.indexOf('\n', sep.end)
    const nameEnd = line === -1 || line > to ? to : line
    name = text.slice(sep.end, nameEnd).trim()
    const fence = /^\s*```(?:json)?[ \t]*\r?\n?/.exec(text.slice(nameEnd, to))
    if (fence === null) return failText('deepseek', text, nameEnd, ['```json'])
    argsStart = nameEnd + fence[0].length
    const closing = text.lastIndexOf('```', to)
    if (closing < argsStart) return failText('deepseek', text, to, ['```'])
    argsEnd = closing
  } else {
    // V3.1: `name<｜tool▁sep｜>{…}`.
    name = head
  }
  const value = parseJsonIn('deepseek', text, argsStart, argsEnd, options)
  return makeCall(
    readName(name, [index, 'name']),
    readArguments(value, [index, 'arguments'], 'object', options),
  )
}

/**
 * DeepSeek V3, R1 and V3.1 (their chat templates and function-calling docs): calls between
 * `<｜tool▁calls▁begin｜>` and `<｜tool▁calls▁end｜>`, each `<｜tool▁call▁begin｜>…<｜tool▁call▁end｜>` holding
 * `function<｜tool▁sep｜>name` and its arguments in a ```json fence (V3, R1), or `name<｜tool▁sep｜>{…}` (V3.1).
 * A call cut off or malformed fails at its position.
 */
export const deepseek: TextSyntax = {
  syntax: 'deepseek',
  format: 'deepseek',
  find: (text) => findPattern(text, ANY_CALL_TOKEN),
  read(text, options) {
    const calls: Call[] = []
    for (let begin = next(CALL_BEGIN, text, 0); begin !== undefined; ) {
      const end = next(CALL_END, text, begin.end)
      calls.push(readCall(text, begin.end, end?.start ?? text.length, calls.length, options))
      begin = end === undefined ? undefined : next(CALL_BEGIN, text, end.end)
    }
    if (calls.length === 0) {
      const marker = deepseek.find(text)
      if (marker !== undefined)
        failText('deepseek', text, marker.offset + marker.token.length, ['<｜tool▁call▁begin｜>'])
    }
    return { format: 'deepseek', calls }
  },
}
