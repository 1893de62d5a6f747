// Issue 7: the CLI never throws on what a model (or a harness) wrote: `main` returns 0 or 2, never 1 (a bug), and
// either writes a complete run or nothing.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  entries,
  inTempDir,
  parseJsonl,
  rawCall,
  readOut,
  run,
  scoreArgv,
  weather,
  writeJsonl,
} from './helpers.js'

const params = { seed: 20261130, numRuns: 40 }
const manifest = [
  { id: 'a', expected: weather('Paris') },
  { id: 'b', expected: { calls: [weather('Lyon'), weather('Nice')], order: 'parallel' } },
  { id: 'c', expected: { abstain: true } },
]
const FIELDS = [
  'id',
  'prediction_raw',
  'prediction',
  'truncated',
  'generation_failure',
  'prompt_tokens',
  'generated_tokens',
]

/** Anything a model might have said, in the places a prediction row can hold it. */
const said = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.jsonValue(),
  fc.constantFrom(
    rawCall('Paris'),
    `\`\`\`json\n${rawCall('Paris')}\n\`\`\``,
    '{"name":"get_weather","name":"x"}',
    '[]',
    'NaN',
  ),
  fc.record({ name: fc.string(), arguments: fc.oneof(fc.jsonValue(), fc.string()) }),
  fc.array(
    fc.record({
      type: fc.constant('function'),
      function: fc.record({ name: fc.string(), arguments: fc.string() }),
    }),
  ),
  fc.nat({ max: 300 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
)

/** A row with the right fields and any values in them. */
const wellFormed = (id: string) =>
  fc.record(
    {
      id: fc.constant(id),
      prediction_raw: fc.oneof(fc.string({ unit: 'binary' }), fc.constant(null)),
      truncated: fc.oneof(fc.boolean(), fc.constant(null)),
      generation_failure: fc.oneof(fc.boolean(), fc.string(), fc.constant(null)),
      prompt_tokens: fc.oneof(fc.nat(), fc.constant(null)),
    },
    { requiredKeys: ['id'] },
  )

/** A row with any keys (mostly the known ones) and any values, or a line that is not a row at all. */
const anyLine = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELDS), fc.string()),
    fc.oneof(said, fc.constantFrom('a', 'b', 'c', 'zz')),
  ),
  fc.record({ id: fc.constantFrom('a', 'b', 'c', 'zz'), prediction: said }),
  fc.string({ unit: 'binary' }).filter((line) => !line.includes('\n')),
)

describe('the CLI never throws on prediction rows', () => {
  test('any lines: exit 0 with a complete run, or exit 2 with nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyLine, { maxLength: 6 }), (lines) =>
        inTempDir(async (dir) => {
          writeJsonl(join(dir, 'm.jsonl'), manifest)
          writeJsonl(join(dir, 'p.jsonl'), lines)
          const argv = scoreArgv('--allow-missing')
          const result = await run(dir, argv)
          expect([0, 2]).toContain(result.code)
          if (result.code === 2) expect(entries(dir)).toEqual(['m.jsonl', 'p.jsonl'])
          else expect(parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))).toHaveLength(manifest.length)
        }),
      ),
      params,
    )
  })

  test('well-formed rows with anything in them always score, every axis in [0, 1] or null', async () => {
    const rows = fc.tuple(
      fc.oneof(
        wellFormed('a'),
        said.map((prediction) => ({ id: 'a', prediction })),
      ),
      fc.oneof(
        wellFormed('b'),
        said.map((prediction) => ({ id: 'b', prediction })),
      ),
      fc.oneof(
        wellFormed('c'),
        said.map((prediction) => ({ id: 'c', prediction })),
      ),
    )
    await fc.assert(
      fc.asyncProperty(rows, fc.constantFrom('default', 'arabic', 'action-ir'), (predictions, profile) =>
        inTempDir(async (dir) => {
          writeJsonl(join(dir, 'm.jsonl'), manifest)
          writeJsonl(join(dir, 'p.jsonl'), predictions)
          const argv = [
            'score',
            '--manifest',
            'm.jsonl',
            '--predictions',
            'p.jsonl',
            '--out',
            'out',
            '--profile',
            profile,
          ]
          const result = await run(dir, argv)
          expect(result.stderr).toBe('')
          expect(result.code).toBe(0)
          expect(existsSync(join(dir, 'out', 'report.html'))).toBe(true)
          for (const sample of parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))) {
            expect(typeof sample.pass).toBe('boolean')
            for (const value of Object.values(sample.axes as Record<string, number | null>)) {
              if (value !== null) expect(value >= 0 && value <= 1).toBe(true)
            }
          }
        }),
      ),
      params,
    )
  })
})
