import fc from 'fast-check'
import type { JsonValue } from '../../../src/json/types.js'
import { jsonValue, text } from './json.js'
import { nearWire, wireSample } from './wire.js'

/** Text a model might wrap a JSON value in. */
const PROSE = [
  '',
  'Sure! Here is the call:',
  'I will call the tool now.',
  'No tool is needed.',
  'Thought: use get_weather.\nAction:',
  '<tool_call>',
  '</tool_call>',
  '{',
  '}',
  '[',
  '"',
  '\\',
  '```',
  '\u0000',
  '\ufeff',
]

/** Syntax that breaks or bends JSON: what a text mutation inserts. */
const SPLICES = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '\\',
  '\\u',
  '\\ud800',
  '\\udc00',
  "'",
  '//',
  '/*',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  '1e999',
  '-1e400',
  '123456789012345678901234567890',
  `1${'0'.repeat(400)}`,
  `0.${'0'.repeat(400)}1`,
  '1E+308',
  '-0',
  '0x1F',
  '01',
  '.5',
  '\u0000',
  '\u0007',
  '\u001f',
  '\u2028',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\n',
  ' ',
  'true',
  'null',
  '"__proto__":{"polluted":1},',
  '"constructor":{"prototype":{"polluted":1}},',
]

/** How a JSON value is laid out as text: compact, indented, or with tabs. */
const space = fc.constantFrom<string | number | undefined>(undefined, 2, '\t')

/** Any JSON value, a wire-format value or a broken one, as the JSON text a model might return. */
const jsonSource: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 3, arbitrary: wireSample.map((sample) => sample.value) },
  { weight: 2, arbitrary: nearWire },
  { weight: 2, arbitrary: jsonValue() },
)

/** The JSON text of a value. */
export const jsonText: fc.Arbitrary<string> = fc
  .tuple(jsonSource, space)
  .map(([value, indent]) => JSON.stringify(value, null, indent) ?? 'null')

/** JSON text in a Markdown fence, with prose around it. */
const fenced = fc
  .tuple(
    jsonText,
    fc.constantFrom(...PROSE),
    fc.constantFrom(...PROSE),
    fc.constantFrom('json', '', 'JSON', 'js'),
  )
  .map(([body, before, after, language]) => `${before}\n\`\`\`${language}\n${body}\n\`\`\`\n${after}`)

/** JSON text between sentences, sometimes twice (the lenient reader takes the last usable call). */
const inProse = fc
  .tuple(fc.array(fc.oneof(jsonText, fc.constantFrom(...PROSE), text(20)), { minLength: 1, maxLength: 4 }))
  .map(([parts]) => parts.join(' '))

/** JSON text cut short anywhere. */
const truncated = jsonText.chain((body) => fc.nat(body.length).map((cut) => body.slice(0, cut)))

/** An object's JSON text with one of its keys written twice. */
const duplicateKeys = fc
  .tuple(wireSample, fc.nat(), jsonValue({ maxDepth: 1 }))
  .map(([sample, pick, value]) => {
    const body = JSON.stringify(sample.value)
    const keys = [...body.matchAll(/"((?:[^"\\]|\\.)*)":/g)]
    if (keys.length === 0) return `{"a":1,"a":${JSON.stringify(value)}}`
    const found = keys[pick % keys.length]!
    const at = found.index + found[0].length
    const rest = body.slice(at)
    const end = findValueEnd(rest)
    return `${body.slice(0, at)}${rest.slice(0, end)},${found[0]}${JSON.stringify(value)}${rest.slice(end)}`
  })

/** Where the JSON value at the start of `rest` ends (a rough scan: strings, brackets). */
function findValueEnd(rest: string): number {
  let depth = 0
  let inString = false
  for (let index = 0; index < rest.length; index++) {
    const c = rest[index]
    if (inString) {
      if (c === '\\') index++
      else if (c === '"') inString = false
      continue
    }
    if (c === '"') inString = true
    else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      if (depth === 0) return index
      depth--
    } else if (c === ',' && depth === 0) return index
  }
  return rest.length
}

/** JSON text with a few splices: syntax, control characters, lone surrogates, huge or non-finite numbers. */
const spliced = fc
  .tuple(
    jsonText,
    fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom(...SPLICES)), { minLength: 1, maxLength: 3 }),
  )
  .map(([body, edits]) =>
    edits.reduce((out, [at, remove, insert]) => {
      const index = at % (out.length + 1)
      return out.slice(0, index) + insert + out.slice(index + remove)
    }, body),
  )

/** Text nested very deep: brackets or braces opened (and sometimes closed) hundreds or thousands of times. */
const deepText = fc
  .tuple(
    fc.oneof(fc.integer({ min: 60, max: 70 }), fc.integer({ min: 0, max: 3000 })),
    fc.constantFrom('[', '{"a":', '[{"a":'),
    fc.boolean(),
  )
  .map(([depth, open, closed]) => {
    const close = open === '[' ? ']' : open === '{"a":' ? '}' : '}]'
    return `${open.repeat(depth)}1${closed ? close.repeat(depth) : ''}`
  })

/** Markers of the model-native text formats (src/read/text/), spliced into JSON text, prose and each other. */
const NATIVE_MARKERS = [
  '<tool_call>',
  '</tool_call>',
  '<function=f>',
  '<parameter=a>',
  '</parameter>',
  '</function>',
  '[TOOL_CALLS]',
  '[ARGS]',
  '[CALL_ID]',
  '<|python_tag|>',
  '<|eom_id|>',
  '<|eot_id|>',
  '<|channel|>commentary to=functions.f ',
  '<|message|>',
  '<|call|>',
  '<|start|>assistant',
  '<｜tool▁calls▁begin｜>',
  '<｜tool▁call▁begin｜>',
  '<｜tool▁sep｜>',
  '<｜tool▁call▁end｜>',
  'function',
  '```json\n',
  '```',
  'Action: ```json\n',
  '<|START_ACTION|>',
  '[f(a=1)]',
  "g(x='y')",
  ';',
]

/** Model-native text: markers and JSON in any order, often cut off. */
const nativeText = fc
  .array(fc.oneof(fc.constantFrom(...NATIVE_MARKERS), jsonText, text(6)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''))

/** Raw model output of every kind. */
export const rawText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: jsonText },
  { weight: 2, arbitrary: fenced },
  { weight: 2, arbitrary: inProse },
  { weight: 2, arbitrary: truncated },
  { weight: 2, arbitrary: duplicateKeys },
  { weight: 3, arbitrary: spliced },
  { weight: 1, arbitrary: deepText },
  { weight: 1, arbitrary: text(40) },
  { weight: 3, arbitrary: nativeText },
)

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, truncated sequences. */
const BAD_BYTES: readonly number[][] = [
  [0x80],
  [0xbf],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf0, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf5],
  [0xff],
  [0xfe],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xef, 0xbb, 0xbf],
]

/** UTF-8 bytes of raw text, often with invalid sequences spliced in; as a Buffer or a plain Uint8Array. */
export const rawBytes: fc.Arbitrary<Uint8Array> = fc
  .tuple(
    rawText,
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...BAD_BYTES)), { maxLength: 2 }),
    fc.boolean(),
    fc.uint8Array({ maxLength: 8 }),
  )
  .map(([body, splices, asBuffer, noise]) => {
    let bytes = [...Buffer.from(body, 'utf8')]
    for (const [at, bad] of splices) {
      const index = at % (bytes.length + 1)
      bytes = [...bytes.slice(0, index), ...bad, ...bytes.slice(index)]
    }
    if (splices.length === 0 && noise.length > 0 && !asBuffer) bytes = [...bytes, ...noise]
    return asBuffer ? Buffer.from(bytes) : Uint8Array.from(bytes)
  })
