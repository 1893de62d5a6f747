import { describe, expect, test } from 'vitest'
import { fromBfcl } from '../../src/bfcl/from-bfcl.js'
import { decide, match } from '../../src/index.js'
import { agreementTable } from './agreement-table.js'
import { decideAll, HAS_DATASET, loadDataset, SKIPPED } from './dataset.js'
import { type AgreementClass, classifyAgreement } from './disagreement.js'

if (!HAS_DATASET) console.warn(SKIPPED)

/**
 * All 19,999 outputs of `cases.jsonl` through `fromBfcl` + `match` with the `bfcl` profile, against the verdicts of
 * BFCL's own AST checker. Every disagreement falls in a documented class, counted exactly; any other fails the test
 * with its rows listed.
 */
describe.skipIf(!HAS_DATASET)('agreement with BFCL v4 (needs ../shared/datasets/bfcl/)', () => {
  test('every disagreement is documented, and counted exactly', () => {
    const decided = decideAll(loadDataset(), 'bfcl')
    const classes: Record<AgreementClass, string[]> = {
      agree: [],
      greedy: [],
      float_for_int: [],
      unpassable: [],
      unexplained: [],
    }
    for (const item of decided) classes[classifyAgreement(item)].push(`${item.case.id} ${item.case.variant}`)
    console.log(
      `Agreement with BFCL's AST checker (profile bfcl), agreeing/outputs:\n\n${agreementTable(decided)}\n`,
    )
    console.log(
      Object.entries(classes)
        .map(([name, rows]) => `${name}: ${rows.length}`)
        .join(', '),
    )
    expect(classes.unexplained).toEqual([])
    // `decide` answers as `match` on every output: the fast route is the same decision.
    expect(decided.filter((item) => item.decided !== item.pass).map((item) => item.case.id)).toEqual([])
    expect(decided.length).toBe(19_999)
    // BFCL pairs parallel calls greedily in answer order: two orderings of parallel_178's own answer fail there.
    expect(classes.greedy).toEqual(['parallel_178 calls_reversed', 'parallel_178 calls_shuffled'])
    // `5.0` for an integer: JSON.parse keeps no lexeme (one float_for_int row fails for another reason).
    expect(classes.float_for_int.length).toBe(883)
    // The six unpassable entries: our tool schemas reject what BFCL rejects (undeclared or missing parameters).
    expect(classes.unpassable).toEqual([])
    expect(classes.agree.length).toBe(19_999 - 2 - 883)
  })
})

/**
 * BFCL's relevance rule, on the dataset's own `live_relevance` entries: any decoded call is right — a call to a
 * function that is not in the docs, or without its required arguments, included (`cases.jsonl` holds only calls to
 * documented functions there). Validation must not apply, whichever profile, and the CLI's path decides the same.
 */
describe.skipIf(!HAS_DATASET)(
  'live_relevance: any decoded call is right (needs ../shared/datasets/bfcl/)',
  () => {
    test('a call off the docs, or missing its required arguments, passes every entry', () => {
      const data = loadDataset()
      const entries = [...data.questions.values()].filter((row) => row.id.startsWith('live_relevance_'))
      expect(entries.length).toBe(16)
      let checked = 0
      for (const question of entries) {
        const outputs: unknown[] = [
          [{ not_a_documented_function: { anything: 1 } }],
          ...question.function.map((doc) => [{ [doc.name]: {} }]),
          `[${question.function[0]!.name}()]`,
        ]
        for (const profile of ['bfcl', 'default'] as const) {
          const { expectation, options, tools } = fromBfcl(question, undefined, { profile })
          for (const output of outputs) {
            expect(match(output, expectation, options).pass, `${question.id} ${profile}`).toBe(true)
            expect(decide(output, expectation, { ...options, tools })).toBe(true)
            checked++
          }
          expect(match([], expectation, options).pass).toBe(false)
        }
      }
      expect(checked).toBeGreaterThan(64)
    })
  },
)
