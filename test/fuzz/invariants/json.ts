import fc from 'fast-check'
import { canonicalize, stableStringify } from '../../../src/canonical.js'
import { extractJsonObjects } from '../../../src/json/extract.js'
import { parseJson, parseJsonPrecise } from '../../../src/json/parse.js'
import type { JsonValue } from '../../../src/json/types.js'
import { findInvalidUtf8 } from '../../../src/json/utf8.js'
import { hostileRecipe } from '../arbitraries/hostile.js'
import { deepJson, jsonValue } from '../arbitraries/json.js'
import { anyJs, materialize, type Received } from '../arbitraries/received.js'
import { rawBytes, rawText } from '../arbitraries/text.js'
import { ensure, ensureSame, invariant, snapshot } from '../support.js'

const parseOptions = fc.record({
  duplicateKeys: fc.constantFrom('error' as const, 'last' as const),
  maxDepth: fc.constantFrom(64, 3, 1000),
})

/**
 * The strict parser's fast path (`JSON.parse` behind cheap guards) and its precise path agree on every text; what
 * it accepts, `JSON.parse` accepts with the same value; failures point inside the text; extraction never throws.
 */
export const jsonParse = invariant(
  'json: fast and precise parsers agree, JSON.parse agrees, extraction never throws',
  1,
  fc.tuple(rawText, parseOptions),
  ([text, options]) => {
    const fast = parseJson(text, options)
    const precise = parseJsonPrecise(text, options)
    ensureSame(snapshot(fast), snapshot(precise), 'fast and precise results')
    if (fast.ok) ensureSame(snapshot(fast.value), snapshot(JSON.parse(text)), 'parseJson and JSON.parse')
    else {
      const { offset } = fast.failure.position
      ensure(offset >= 0 && offset <= text.length, `failure offset ${offset} outside the text`)
    }
    for (const found of extractJsonObjects(text, options)) {
      ensure(found.start >= 0 && found.end <= text.length && found.start < found.end, 'extracted span')
    }
  },
)

/** `findInvalidUtf8` finds a bad sequence exactly when a fatal `TextDecoder` refuses the bytes. */
export const utf8 = invariant(
  'json: invalid UTF-8 is found exactly when TextDecoder refuses the bytes',
  1,
  rawBytes,
  (bytes) => {
    let decodes = true
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      decodes = false
    }
    ensure((findInvalidUtf8(bytes) === undefined) === decodes, `findInvalidUtf8 and TextDecoder disagree`)
  },
)

/** Reverses the key order of every object (arrays keep their order). */
function reverseKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((key) => [key, reverseKeys(value[key]!)]),
  )
}

/** A canonicalisation input, and whether it is plain JSON (so that reordering its keys is meaningful). */
type CanonicalInput = { input: Received; plain: boolean }

const plain = (value: JsonValue): CanonicalInput => ({ input: { kind: 'value', value }, plain: true })

const canonicalInput: fc.Arbitrary<CanonicalInput> = fc.oneof(
  { weight: 4, arbitrary: jsonValue().map(plain) },
  { weight: 1, arbitrary: deepJson.map(plain) },
  {
    weight: 1,
    arbitrary: anyJs.map((value): CanonicalInput => ({ input: { kind: 'value', value }, plain: false })),
  },
  {
    weight: 1,
    arbitrary: hostileRecipe.map(
      (recipe): CanonicalInput => ({ input: { kind: 'hostile', recipe }, plain: false }),
    ),
  },
)

/**
 * `canonicalize` never throws; its output is a fixed point, does not depend on key order, and survives its own
 * text (`stableStringify`, then the strict parser).
 */
export const canonicalForm = invariant(
  'canonical: never throws, idempotent, key-order free, survives its own text',
  1,
  fc.tuple(canonicalInput, fc.constantFrom('nfc' as const, 'none' as const)),
  ([{ input, plain: isPlain }, unicode]) => {
    const value = materialize(input)
    const options = { unicode, maxDepth: 64 }
    const first = canonicalize(value, options)
    if (!first.ok) return
    const text = stableStringify(first.value)
    const again = canonicalize(first.value, options)
    ensure(again.ok, 'canonical output is not canonical')
    ensureSame(stableStringify(again.value), text, 'canonical twice')
    if (isPlain) {
      const reordered = canonicalize(reverseKeys(value as JsonValue), options)
      ensure(reordered.ok, 'reordered keys fail')
      ensureSame(stableStringify(reordered.value), text, 'reversed key order')
    }
    const parsed = parseJson(text, { maxDepth: 1000 })
    ensure(parsed.ok, () => `stableStringify output does not parse: ${snapshot(parsed)}`)
    const back = canonicalize(parsed.value, options)
    ensure(back.ok, 'parsed canonical text is not canonical')
    ensureSame(stableStringify(back.value), text, 'canonical text round trip')
  },
)
