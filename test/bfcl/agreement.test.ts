import { describe, expect, test } from 'vitest'
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
  }, 120_000)
})
