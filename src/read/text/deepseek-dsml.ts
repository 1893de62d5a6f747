import { positionAt } from '../../json/position.js'
import type { JsonObject, JsonValue } from '../../json/types.js'
import { excerptAround } from '../excerpt.js'
import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import { failRead } from '../read-error.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import { failText, parseJsonIn, skipSpace } from './text-failure.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

const FORMAT = 'deepseek-dsml'
/** The bar of DSML's tags: the full-width `｜` the tokenizer writes (an ASCII `|` is read too). */
const BAR = '[|｜]'
/** A block of calls opens with `function_calls` (V3.2) or `tool_calls` (V4, same markup). */
const BLOCK_OPEN = new RegExp(`<${BAR}DSML${BAR}(function_calls|tool_calls)>`, 'g')
/** Any DSML call tag: what marks the format in a text, even a block cut before its first invoke. */
const MARKER = new RegExp(`<${BAR}DSML${BAR}(?:function_calls|tool_calls|invoke)\\b`)
/** An attribute of an opening tag: `name="…"`, `string="true"`. */
const ATTRIBUTE = /\s*([a-z_]+)="([^"]*)"/y

/** Spelling of the tags in failures (`expected`). */
const OPEN_INVOKE = '<｜DSML｜invoke name="…">'
const OPEN_PARAMETER = '<｜DSML｜parameter name="…" string="true|false">'

/** Sticky patterns of the opening `<｜DSML｜tag` and closing `</｜DSML｜tag>` tags, made once per tag. */
const OPENING = new Map<string, RegExp>()
const CLOSING = new Map<string, RegExp>()
function pattern(cache: Map<string, RegExp>, tag: string, source: string, flags: string): RegExp {
  let found = cache.get(tag)
  if (found === undefined) {
    found = new RegExp(source, flags)
    cache.set(tag, found)
  }
  return found
}

/** The offset just after an opening `<｜DSML｜tag` at `at` (its attributes follow), or -1. */
function openingAt(text: string, at: number, tag: string): number {
  const found = pattern(OPENING, tag, `<${BAR}DSML${BAR}${tag}\\b`, 'y')
  found.lastIndex = at
  return found.exec(text) === null ? -1 : found.lastIndex
}

/** The offset just after a closing `</｜DSML｜tag>` at `at`, or -1. */
function closingAt(text: string, at: number, tag: string): number {
  const found = pattern(CLOSING, tag, `</${BAR}DSML${BAR}${tag}>`, 'y')
  found.lastIndex = at
  return found.exec(text) === null ? -1 : found.lastIndex
}

/** The next closing `</｜DSML｜tag>` at or after `from`: where it starts and ends, or `undefined`. */
function closingAfter(text: string, from: number, tag: string): { start: number; end: number } | undefined {
  const found = new RegExp(`</${BAR}DSML${BAR}${tag}>`, 'g')
  found.lastIndex = from
  const match = found.exec(text)
  return match === null ? undefined : { start: match.index, end: found.lastIndex }
}

/**
 * The attributes of an opening tag from `from` to its `>`; returns them, the offset of the `>` (where a missing
 * attribute is reported) and the offset after it.
 */
function attributes(text: string, from: number, expected: string): [Map<string, string>, number, number] {
  const found = new Map<string, string>()
  let at = from
  for (;;) {
    ATTRIBUTE.lastIndex = at
    const match = ATTRIBUTE.exec(text)
    if (match === null) break
    found.set(match[1]!, match[2]!)
    at = ATTRIBUTE.lastIndex
  }
  at = skipSpace(text, at)
  if (text.charAt(at) !== '>') failText(FORMAT, text, at, [expected])
  return [found, at, at + 1]
}

/** One `<｜DSML｜parameter …>value</｜DSML｜parameter>` at `at`: its key, value, and the offset after it. */
function readParameter(
  text: string,
  tagEnd: number,
  options: NormalizedReadOptions,
): [key: string, value: JsonValue, after: number] {
  const [attrs, tagClose, valueStart] = attributes(text, tagEnd, OPEN_PARAMETER)
  const key = attrs.get('name')
  if (key === undefined || key === '') return failText(FORMAT, text, tagClose, ['name="…"'])
  const kind = attrs.get('string')
  if (kind !== 'true' && kind !== 'false')
    return failText(FORMAT, text, tagClose, ['string="true"', 'string="false"'])
  const close = closingAfter(text, valueStart, 'parameter')
  if (close === undefined) return failText(FORMAT, text, text.length, ['</｜DSML｜parameter>'])
  // `string="true"`: the text as written; `string="false"`: a JSON value (number, boolean, array, object, null).
  const value =
    kind === 'true'
      ? text.slice(valueStart, close.start)
      : parseJsonIn(FORMAT, text, valueStart, close.start, options)
  return [key, value, close.end]
}

/** The arguments of an invoke whose body starts at `from`: parameter tags, one JSON object, or none. */
function readBody(
  text: string,
  from: number,
  options: NormalizedReadOptions,
): [args: JsonValue, after: number] {
  let at = skipSpace(text, from)
  if (text.charAt(at) === '{') {
    const close = closingAfter(text, at, 'invoke')
    if (close === undefined) return failText(FORMAT, text, text.length, ['</｜DSML｜invoke>'])
    return [parseJsonIn(FORMAT, text, at, close.start, options), close.end]
  }
  const args = Object.create(null) as JsonObject
  for (;;) {
    const end = closingAt(text, at, 'invoke')
    if (end !== -1) return [args, end]
    const tagEnd = openingAt(text, at, 'parameter')
    if (tagEnd === -1) return failText(FORMAT, text, at, [OPEN_PARAMETER, '</｜DSML｜invoke>'])
    const [key, value, after] = readParameter(text, tagEnd, options)
    if (Object.hasOwn(args, key)) {
      failRead({
        kind: 'duplicate_key',
        format: FORMAT,
        position: positionAt(text, at),
        token: key,
        excerpt: excerptAround(text, at),
      })
    }
    args[key] = value
    at = skipSpace(text, after)
  }
}

/**
 * Reads the block whose body starts at `from` (after its opening tag) up to its closing tag, appending its calls
 * (one at least: an empty block is malformed); returns the offset after the block.
 */
function readBlock(
  text: string,
  from: number,
  block: string,
  calls: Call[],
  options: NormalizedReadOptions,
): number {
  let at = skipSpace(text, from)
  for (let read = 0; ; read++) {
    const end = read === 0 ? -1 : closingAt(text, at, block)
    if (end !== -1) return end
    const tagEnd = openingAt(text, at, 'invoke')
    if (tagEnd === -1) return failText(FORMAT, text, at, [OPEN_INVOKE, `</｜DSML｜${block}>`])
    const [attrs, , bodyStart] = attributes(text, tagEnd, OPEN_INVOKE)
    const index = calls.length
    const name = readName(attrs.get('name'), [index, 'name'])
    const [args, after] = readBody(text, bodyStart, options)
    calls.push(makeCall(name, readArguments(args, [index, 'arguments'], 'object', options)))
    at = skipSpace(text, after)
  }
}

/** Fails at the first call tag between `markers.lastIndex` and `before`: an invoke outside any block. */
function failStray(text: string, markers: RegExp, before: number): void {
  const stray = markers.exec(text)
  if (stray !== null && stray.index < before)
    failText(FORMAT, text, stray.index, ['<｜DSML｜function_calls>'])
}

/**
 * DeepSeek V3.2's DSML markup (its chat template's encoding; vLLM's and SGLang's parsers), also written by V4 with
 * `tool_calls` for `function_calls`: a block `<｜DSML｜function_calls>` … `</｜DSML｜function_calls>` holding one
 * `<｜DSML｜invoke name="NAME">` … `</｜DSML｜invoke>` per call, each argument a
 * `<｜DSML｜parameter name="KEY" string="true|false">VALUE</｜DSML｜parameter>`: with `string="true"` the value is the
 * text as written, with `string="false"` a JSON value. An invoke may hold one JSON object instead of parameter
 * tags. Prose may come before and after a block. A block cut off or malformed (an attribute missing, a value that is
 * not JSON, a key twice) fails at its position.
 */
export const deepseekDsml: TextSyntax = {
  syntax: FORMAT,
  format: FORMAT,
  find: (text) => findPattern(text, MARKER),
  read(text, options) {
    const calls: Call[] = []
    const blocks = new RegExp(BLOCK_OPEN.source, 'g')
    const markers = new RegExp(MARKER.source, 'g')
    for (let open = blocks.exec(text); open !== null; open = blocks.exec(text)) {
      // A call tag before this block, outside any block: its block's opening tag is missing.
      failStray(text, markers, open.index)
      blocks.lastIndex = readBlock(text, blocks.lastIndex, open[1]!, calls, options)
      markers.lastIndex = blocks.lastIndex
    }
    failStray(text, markers, text.length)
    return { format: FORMAT, calls }
  },
}
