import fc from 'fast-check'
import type { JsonValue } from '../../../src/json/types.js'

/**
 * Markup and terminal payloads. Each carries `x-fuzz`, so that a report or a terminal output that let one through
 * shows it: a tag (`<x-fuzz…`), an attribute (`x-fuzz-attr=`) or a script. Plus a 100 KB text for clipping.
 */
export const PAYLOADS: readonly string[] = [
  '"><x-fuzz-tag>',
  "'><x-fuzz-tag>",
  '<x-fuzz-tag onerror=x>',
  '" x-fuzz-attr="1',
  "' x-fuzz-attr='1",
  '<script>x-fuzz()</script>',
  '</textarea></style></title><x-fuzz-tag>',
  '<!--<x-fuzz-tag>-->',
  '<![CDATA[<x-fuzz-tag>]]>',
  '&lt;x-fuzz-tag&gt;&amp;',
  '\u202e<x-fuzz-tag>\u2066',
  'javascript:x-fuzz',
  '\u0000\u001b[31mx-fuzz\u0007\r',
  `x-fuzz ${'w'.repeat(100_000)}`,
]

/** Paths into a `samples.jsonl` row (`.` between steps; numbers index arrays). */
export const SAMPLE_PATHS: readonly string[] = [
  'id',
  'category',
  'metadata',
  'metadata.mutationKind',
  'profile',
  'version',
  'pass',
  'total',
  'failure',
  'readFailure',
  'axes',
  'axes.functionSelection',
  'axes.argumentAccuracy',
  'decision',
  'decision.expected',
  'decision.received',
  'calls',
  'calls.0',
  'calls.0.tool',
  'calls.0.received',
  'calls.0.arguments',
  'facts',
  'facts.keys.tp',
  'stale',
  'mismatches',
  'mismatches.0',
  'mismatches.0.kind',
  'mismatches.0.path',
  'mismatches.0.path.0',
  'mismatches.0.expected',
  'mismatches.0.received',
  'mismatches.0.rule',
  'mismatchesOmitted',
]

/** A value of the wrong type, or of the right type but absurd, or an unknown kind. */
const oddValue: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom<JsonValue>(
    'gremlin',
    '__proto__',
    'constructor',
    'toString',
    '',
    1e308,
    -1,
    1.5,
    2 ** 53 + 2,
    0,
    true,
    null,
    [],
    {},
    { kind: 'gremlin', path: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue>,
)

/** One way to tamper with one line of a shard's `samples.jsonl`. */
export type Tamper =
  | { kind: 'set'; path: string; value: JsonValue }
  | { kind: 'payload'; path: string; payload: number }
  | { kind: 'drop'; path: string }
  | { kind: 'inflate'; count: number }
  | { kind: 'line'; text: string }

/** What the run-files invariant gets: which line of the shard to tamper with, and how. */
export interface RunTampering {
  line: number
  tamper: Tamper
}

/** Tampered shard lines: wrong types, unknown kinds, markup, huge mismatch lists, lines that are not rows. */
export const runTampering: fc.Arbitrary<RunTampering> = fc.record({
  line: fc.nat(),
  tamper: fc.oneof(
    fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...SAMPLE_PATHS), value: oddValue }),
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('payload' as const),
        path: fc.constantFrom(...SAMPLE_PATHS),
        payload: fc.nat(PAYLOADS.length - 1),
      }),
    },
    fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...SAMPLE_PATHS) }),
    fc.record({
      kind: fc.constant('inflate' as const),
      count: fc.constantFrom(21, 999, 1_000, 1_001, 5_000),
    }),
    fc.record({
      kind: fc.constant('line' as const),
      text: fc.constantFrom(
        '{',
        'null',
        '[]',
        '"x"',
        '{"id": "x"}',
        `{"id": ${JSON.stringify(PAYLOADS[0])}}`,
        '{"id": "a", "id": "b"}',
        '\u0000',
      ),
    }),
  ),
})

/** `row` with `tamper` applied (a copy); a path that leaves the row changes nothing but a payload's own key. */
export function tamperRow(row: Record<string, unknown>, tamper: Tamper): unknown {
  const copy = structuredClone(row)
  if (tamper.kind === 'inflate') {
    const first = Array.isArray(copy.mismatches) ? copy.mismatches[0] : undefined
    copy.mismatches = Array.from({ length: tamper.count }, () => first ?? { kind: 'value', path: [] })
    return copy
  }
  if (tamper.kind === 'line') return undefined
  const steps = tamper.path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step))
  let holder: unknown = copy
  for (const step of steps.slice(0, -1)) {
    holder =
      holder !== null && typeof holder === 'object' ? (holder as Record<string, unknown>)[step] : undefined
  }
  if (holder === null || typeof holder !== 'object') return copy
  const last = steps.at(-1)!
  const target = holder as Record<string | number, unknown>
  if (tamper.kind === 'drop') delete target[last]
  else target[last] = tamper.kind === 'set' ? tamper.value : PAYLOADS[tamper.payload]
  return copy
}
