import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { fromBfcl } from '../../../src/bfcl/from-bfcl.js'
import type { BfclProfileName } from '../../../src/bfcl/types.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import type { MatchOptions } from '../../../src/match/options.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { HAS_DATASET, loadDataset, SKIPPED, TEXT_ANSWER } from '../../bfcl/dataset.js'
import { expectationFrom } from '../../fuzz/expectation-from.js'
import {
  fastAnswers,
  fastRouteAgrees,
  routesAgree,
  writtenAnswers,
  writtenVerdicts,
} from '../../fuzz/invariants/fast-route.js'
import { QUICK_SEED } from '../../fuzz/quick.js'
import { assertInvariant } from '../../fuzz/run-fuzz.js'

const REAL_FIXTURES = new URL('../../../../shared/real-fixtures/', import.meta.url)
const HAS_REAL_FIXTURES = existsSync(fileURLToPath(new URL('index.jsonl', REAL_FIXTURES)))
const OWN_FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url))

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** A sample as `match` receives it: JSON parsed, anything else as text. */
function receivedOf(path: string): unknown {
  const text = readFileSync(path, 'utf8')
  if (!path.endsWith('.json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const OPTIONS: readonly (MatchOptions | undefined)[] = [
  undefined,
  { profile: 'bfcl' },
  { unicode: 'none', extraCalls: 'allow', extraArguments: 'allow' },
]

/** Expectations a sample is held to: what it reads as (exact and loosened), no call, and a wrong name. */
function expectationsFor(received: unknown): TurnExpectation[] {
  const read = readCalls(received, { parse: 'lenient' })
  const wrong: TurnExpectation = { name: 'no_such_tool', arguments: {} }
  if (!read.ok) return [{ abstain: true }, wrong]
  return [
    expectationFrom(read.turn),
    expectationFrom(read.turn, [1, 2, 3, 4, 5, 6]),
    expectationFrom(read.turn, [7, 11, 13, 17]),
    { abstain: true },
    wrong,
  ]
}

describe('the fast route gives the full route verdict (issue #18)', () => {
  test('on everything the fuzz generators make', async () => {
    const before = { ...fastAnswers }
    const writtenBefore = { ...writtenAnswers }
    const verdictsBefore = writtenVerdicts.count
    await assertInvariant(fastRouteAgrees, { seed: QUICK_SEED, numRuns: 400 })
    // The quick slice reaches both answers of both fast routes, not only `unsure`.
    expect(fastAnswers.pass).toBeGreaterThan(before.pass)
    expect(fastAnswers.fail).toBeGreaterThan(before.fail)
    expect(writtenAnswers.pass).toBeGreaterThan(writtenBefore.pass)
    expect(writtenAnswers.fail).toBeGreaterThan(writtenBefore.fail)
    expect(writtenVerdicts.count).toBeGreaterThan(verdictsBefore)
  }, 600_000)

  test('on every sample of test/fixtures, under three option sets', () => {
    const files = filesUnder(OWN_FIXTURES)
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const received = receivedOf(file)
      for (const expectation of expectationsFor(received))
        for (const options of OPTIONS) routesAgree(() => receivedOf(file), expectation, options)
    }
  }, 600_000)

  test.skipIf(!HAS_REAL_FIXTURES)(
    'on every real fixture of ../shared/real-fixtures',
    () => {
      const rows = readFileSync(fileURLToPath(new URL('index.jsonl', REAL_FIXTURES)), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { file: string })
      expect(rows.length).toBeGreaterThan(100)
      for (const row of rows) {
        const path = fileURLToPath(new URL(row.file, REAL_FIXTURES))
        for (const expectation of expectationsFor(receivedOf(path)))
          for (const options of OPTIONS) routesAgree(() => receivedOf(path), expectation, options)
      }
    },
    600_000,
  )
  if (!HAS_REAL_FIXTURES)
    console.warn('../shared/real-fixtures not found: the real-fixture differential is skipped')

  describe.skipIf(!HAS_DATASET)('on every BFCL row (needs ../shared/datasets/bfcl/)', () => {
    test.each(['bfcl', 'default'] as const)(
      'under the %s profile',
      (profile: BfclProfileName) => {
        const data = loadDataset()
        const imports = new Map<string, ReturnType<typeof fromBfcl> | undefined>()
        const before = fastAnswers.pass + fastAnswers.fail
        const writtenBefore = writtenAnswers.pass + writtenAnswers.fail
        const verdictsBefore = writtenVerdicts.count
        let rows = 0
        for (const item of data.cases) {
          if (!imports.has(item.id)) {
            try {
              imports.set(
                item.id,
                fromBfcl(data.questions.get(item.id)!, data.answers.get(item.id), { profile }),
              )
            } catch (error) {
              if (!(error instanceof MatcherUsageError)) throw error
              imports.set(item.id, undefined)
            }
          }
          const imported = imports.get(item.id)
          if (imported === undefined) continue
          rows++
          routesAgree(() => item.actual ?? TEXT_ANSWER, imported.expectation, imported.options)
        }
        expect(rows).toBeGreaterThan(18_000)
        // Most BFCL rows are plain: the fast route answers them rather than sending them all to the full route.
        expect(fastAnswers.pass + fastAnswers.fail - before).toBeGreaterThan(rows / 2)
        // And most are decided as written, nothing compiled.
        const written = writtenAnswers.pass + writtenAnswers.fail - writtenBefore
        const verdicts = writtenVerdicts.count - verdictsBefore
        console.log(
          `${profile}: ${written}/${rows} BFCL rows decided as written, ${verdicts} passing verdicts built so`,
        )
        expect(written).toBeGreaterThan(rows / 2)
        // Nearly half the rows pass: many of their verdicts are built as written (most, under `bfcl`).
        expect(verdicts).toBeGreaterThan(rows / 8)
      },
      600_000,
    )
  })
  if (!HAS_DATASET) console.warn(SKIPPED)
})
