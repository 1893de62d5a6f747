import { describe, expect, test } from 'vitest'
import { decideAll, HAS_DATASET, loadDataset, SKIPPED } from './dataset.js'
import { differTable, REASONS } from './differ-table.js'

if (!HAS_DATASET) console.warn(SKIPPED)

const HEADER = `# How the default profile differs from BFCL

Measured on 19,999 model outputs of BFCL's single-turn categories, each with the verdict of BFCL's own AST checker;
a test keeps this table in step with the engine. Each output is matched against
\`fromBfcl(question, answer, { profile: 'default' })\` (plain exact values; the function docs, as they are, as tools)
with the \`default\` profile. **Stricter**: BFCL accepts, we fail. **Looser**: BFCL rejects, we pass. An output may
have several reasons. With \`profile: 'bfcl'\` (the default of \`fromBfcl\`), only the number lexemes and the maximum
matching remain.
`

/**
 * The same outputs as the agreement test, with expectations for the default engine: where and why the default profile
 * is stricter or looser than BFCL, per variant. The table is a file snapshot (`src/bfcl/HOW-WE-DIFFER.md`), so a
 * change in the engine that moves a count shows up as a failing test.
 */
describe.skipIf(!HAS_DATASET)(
  'how the default profile differs from BFCL (needs ../shared/datasets/bfcl/)',
  () => {
    test('every difference has a known reason; the table is up to date', async () => {
      const data = loadDataset()
      const decided = decideAll(data, 'default')
      const { table, unknown } = differTable(decided, data)
      expect(unknown).toEqual([])
      // `decide` answers as `match` under the default profile too.
      expect(decided.filter((item) => item.decided !== item.pass).map((item) => item.case.id)).toEqual([])
      const reasons = Object.entries(REASONS).map(([name, words]) => `- \`${name}\`: ${words}`)
      const markdown = `${HEADER}\n${table}\n\n## Why\n\n${reasons.join('\n')}\n`
      await expect(markdown).toMatchFileSnapshot('../../src/bfcl/HOW-WE-DIFFER.md')
    })
  },
)
