import { positionAt } from '../../json/position.js'
import type { JsonObject, JsonValue } from '../../json/types.js'
import { excerptAround } from '../excerpt.js'
import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import { failRead } from '../read-error.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import { convertXmlValue, parameterSchemas } from './qwen-xml-values.js'
import { failText, skipSpace } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

const FUNCTION = '<function='
const PARAMETER = '<parameter='
const END_PARAMETER = '</parameter>'
const END_FUNCTION = '</function>'

/** The text of a tag's name, from `from` to the next `>` (which must come before a line break or `<`). */
function tagName(text: string, from: number, tag: string): [name: string, after: number] {
  const close = text.indexOf('>', from)
  const name = close === -1 ? '' : text.slice(from, close)
  if (close === -1 || /[<\n]/.test(name))
    failText('qwen-xml', text, close === -1 ? text.length : from, [`${tag}NAME>`])
  return [name, close + 1]
}

/** A parameter value without the one line break the template writes after the opening and before the closing tag. */
function trimValue(raw: string): string {
  return raw.replace(/^\r?\n/, '').replace(/\r?\n$/, '')
}

/** Reads one `<function=…>…</function>` block at `at` (the `<function=`); returns the call and the offset after it. */
function readFunction(
  text: string,
  at: number,
  index: number,
  options: NormalizedReadOptions,
): [Call, number] {
  const [rawName, afterName] = tagName(text, at + FUNCTION.length, FUNCTION)
  const name = readName(rawName.trim(), [index, 'name'])
  const schemas = parameterSchemas(options.tools, name)
  const args = Object.create(null) as JsonObject
  let at2 = skipSpace(text, afterName)
  while (text.startsWith(PARAMETER, at2)) {
    const [key, afterKey] = tagName(text, at2 + PARAMETER.length, PARAMETER)
    const end = text.indexOf(END_PARAMETER, afterKey)
    if (end === -1) failText('qwen-xml', text, text.length, [END_PARAMETER])
    if (Object.hasOwn(args, key)) {
      failRead({
        kind: 'duplicate_key',
        format: 'qwen-xml',
        position: positionAt(text, at2),
        token: key,
        excerpt: excerptAround(text, at2),
      })
    }
    const value: JsonValue = convertXmlValue(trimValue(text.slice(afterKey, end)), schemas?.[key], [
      index,
      'arguments',
      key,
    ])
    args[key] = value
    at2 = skipSpace(text, end + END_PARAMETER.length)
  }
  if (!text.startsWith(END_FUNCTION, at2)) failText('qwen-xml', text, at2, [PARAMETER, END_FUNCTION])
  const call = makeCall(name, readArguments(args, [index, 'arguments'], 'object', options))
  return [call, at2 + END_FUNCTION.length]
}

/**
 * Qwen3-Coder and Nemotron's XML-like calls (their chat templates; vLLM's and llama.cpp's parsers): each call is
 * `<function=NAME>` with one `<parameter=KEY>value</parameter>` per argument and `</function>`, usually inside
 * `<tool_call>…</tool_call>`. Values are text, without the line break the template writes around them; a value is
 * converted only when the tool's schema (from `tools`) gives its parameter a type, and one that does not convert
 * is a read failure. A block cut off or malformed fails at its position.
 */
export const qwenXml: TextSyntax = {
  syntax: 'qwen-xml',
  format: 'qwen-xml',
  // `<function=NAME>{…}` (a JSON body) is Llama 3.1's function-tag format, read by `llama`.
  find: (text) => findPattern(text, /<function=(?![^<>\n]*>\s*\{)/),
  read(text, options) {
    const calls: Call[] = []
    for (let at = text.indexOf(FUNCTION); at !== -1; ) {
      const [call, after] = readFunction(text, at, calls.length, options)
      calls.push(call)
      at = text.indexOf(FUNCTION, after)
    }
    return { format: 'qwen-xml', calls }
  },
}
