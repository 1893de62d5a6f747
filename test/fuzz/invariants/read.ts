import fc from 'fast-check'
import { canonicalize, stableStringify } from '../../../src/canonical.js'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { CALL_SYNTAXES } from '../../../src/read/normalize-read-options.js'
import { readCalls } from '../../../src/read/read-calls.js'
import type { ReadOptions, ReadResult } from '../../../src/read/types.js'
import { buildHarmless, harmlessRecipe } from '../arbitraries/hostile.js'
import { materialize, type Received, received } from '../arbitraries/received.js'
import { cloneJson, wireSample } from '../arbitraries/wire.js'
import { ensure, ensureSame, hasLoneSurrogate, invariant, snapshot } from '../support.js'

const FORMATS = new Set([
  'openai-chat',
  'openai-responses',
  'anthropic',
  'gemini',
  'vercel-ai',
  'langchain',
  'mcp',
  'bedrock',
  'ollama',
  'cohere',
  'mastra',
  'evalite',
  'vitest-evals',
  'action-ir',
  'bfcl',
  'canonical',
  'text',
  'pythonic',
  'hermes',
  'llama',
  'mistral',
  'qwen-xml',
  'harmony',
  'deepseek',
  'deepseek-dsml',
  'command-r',
])

const readOptions = fc.record(
  {
    parse: fc.constantFrom('strict' as const, 'lenient' as const),
    syntax: fc.constantFrom(...CALL_SYNTAXES),
    unicode: fc.constantFrom('nfc' as const, 'none' as const),
    maxDepth: fc.constantFrom(64, 8, 200),
    choice: fc.constantFrom(0, 1),
  },
  { requiredKeys: [] },
)

/** A canonical object: `null` prototype at every level, finite numbers, no `-0`. */
function checkCanonical(value: JsonValue, where: string): void {
  if (typeof value === 'number')
    ensure(!Object.is(value, -0) && Number.isFinite(value), `${where}: number ${value}`)
  if (value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) checkCanonical(item, `${where}[${index}]`)
    return
  }
  ensure(Object.getPrototypeOf(value) === null, `${where}: an object with a prototype`)
  const keys = Object.keys(value)
  for (const key of keys) checkCanonical(value[key]!, `${where}.${key}`)
}

/** A read result is data of the documented shape: a turn of canonical calls, or a failure with a kind. */
function checkResult(result: ReadResult): void {
  if (!result.ok) {
    ensure(typeof result.failure.kind === 'string', 'a failure without a kind')
    return
  }
  const { turn } = result
  ensure(FORMATS.has(turn.format), `unknown format ${turn.format}`)
  ensure(Array.isArray(turn.calls), 'calls is not an array')
  turn.calls.forEach((call, index) => {
    ensure(typeof call.name === 'string' && call.name !== '', `calls[${index}].name`)
    checkCanonical(call.arguments, `calls[${index}].arguments`)
  })
}

/** `readCalls` never throws on any received input, returns data of the documented shape, and is deterministic. */
export const readNeverThrows = invariant(
  'read: never throws, well-formed, deterministic',
  1,
  fc.tuple(received, readOptions),
  ([input, options]: [Received, ReadOptions]) => {
    const first = readCalls(materialize(input), options)
    checkResult(first)
    const second = readCalls(materialize(input), options)
    ensureSame(snapshot(second), snapshot(first), 'two reads')
  },
)

function canonicalArguments(args: JsonObject, unicode: 'nfc' | 'none'): string {
  const result = canonicalize(args, { unicode, maxDepth: 64 })
  ensure(result.ok, () => `arguments not canonical: ${snapshot(result)}`)
  return stableStringify(result.value)
}

function callsOf(result: ReadResult): string {
  ensure(result.ok, () => `read failed: ${snapshot(result)}`)
  return result.turn.calls.map((call) => `${call.name}\u0000${stableStringify(call.arguments)}`).join('\n')
}

/**
 * A valid value of every wire format reads back exactly the calls it was built from (names kept, arguments
 * canonical); so does its JSON text, and its UTF-8 bytes.
 */
export const readOracle = invariant(
  'read: every wire format gives back its calls (object, text, bytes)',
  1,
  fc.tuple(wireSample, fc.constantFrom('nfc' as const, 'none' as const)),
  ([sample, unicode]) => {
    const expected = sample.calls
      .map((call) => `${call.name}\u0000${canonicalArguments(call.arguments, unicode)}`)
      .join('\n')
    const fromObject = readCalls(sample.value, { unicode })
    ensureSame(callsOf(fromObject), expected, `${sample.builder} calls`)
    if (fromObject.ok && sample.calls.length > 0) {
      const format = sample.builder.split('.')[0]!
      ensure(fromObject.turn.format === format, `format ${fromObject.turn.format}, built as ${format}`)
    }
    const text = JSON.stringify(sample.value)
    ensureSame(callsOf(readCalls(text, { unicode })), expected, `${sample.builder} text`)
    if (!hasLoneSurrogate(text)) {
      ensureSame(callsOf(readCalls(Buffer.from(text), { unicode })), expected, `${sample.builder} bytes`)
    }
  },
)

/** A frozen, prototype-free, shared, getter-backed or proxied copy of a value reads exactly like plain data. */
export const readHarmless = invariant(
  'read: frozen, null-prototype, shared, getters and transparent proxies read like plain data',
  1,
  fc.tuple(harmlessRecipe, readOptions),
  ([recipe, options]) => {
    const dressed = buildHarmless(recipe)
    const plain = cloneJson(dressed as JsonValue)
    ensureSame(snapshot(readCalls(dressed, options)), snapshot(readCalls(plain, options)), recipe.kind)
  },
)
