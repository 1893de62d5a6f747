import type { Dataset, Decided } from './dataset.js'
import { differenceReasons } from './disagreement.js'
import { markdownTable } from './markdown-table.js'

/** What each reason means, in the words the README takes over. */
export const REASONS: Readonly<Record<string, string>> = {
  strings:
    "**Exact strings.** Expected strings are compared exactly (after NFC). BFCL standardises both sides: case, ASCII spaces, `, . / - _ * ^`, and `'` for `\"`. `field.bfclString` does what BFCL does, and `profile: 'bfcl'` imports strings with it.",
  enum: "**Enums.** A function doc's `enum` is enforced on received values, as a tool schema says. BFCL never checks it, so a case or punctuation variant of an enum value passes there, and so do the ground-truth answers that lie outside their own enum (the `gt_first` row).",
  types:
    '**Declared types, at every depth.** Each received value must have the doc\'s type, nested dict properties and array elements included. BFCL checks the top level and one level of array elements, and accepts a value of the answer\'s own type instead (its "variable" escape: `null`, or a string such as `"dontcare"` where the doc says integer).',
  defaults:
    '**Declared defaults.** An omitted parameter counts as the doc\'s default, on either side: it then has to be acceptable (the doc\'s `"false"` is not `false`), and a parameter the answer does not list passes when it is given its default. BFCL ignores defaults.',
  marker:
    '**`""` is only "may be omitted".** In BFCL\'s answers `""` marks a parameter that may be omitted, and BFCL also accepts it as a string value (with anything that standardises to it, such as `" . "`, and `[]` for a list). The default import reads it only as "may be omitted".',
  numbers:
    "**Numbers are numbers.** `5.0` is `5`: JSON has one number type and `JSON.parse` keeps no lexeme. BFCL's Python decoder keeps `5.0` a float and rejects it for an integer parameter (`float_for_int`).",
  matching:
    '**Maximum matching.** Parallel calls are paired as a multiset by maximum matching. BFCL pairs greedily in answer order and misses valid pairings (`parallel_178`).',
}

/** One variant's counts: outputs, agreeing verdicts, and per direction the outputs and their reasons. */
interface Row {
  outputs: number
  agree: number
  stricter: number
  looser: number
  why: { stricter: Map<string, number>; looser: Map<string, number> }
}

function emptyRow(): Row {
  return { outputs: 0, agree: 0, stricter: 0, looser: 0, why: { stricter: new Map(), looser: new Map() } }
}

function listed(reasons: Map<string, number>): string {
  return [...reasons]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([reason, outputs]) => `${reason} ${outputs}`)
    .join(', ')
}

/**
 * The "how we differ from BFCL" table, per variant: outputs, agreeing verdicts, stricter ones (BFCL accepts, the
 * default profile fails) and looser ones (BFCL rejects, it passes), each with its reasons and how many outputs each
 * covers (an output may have several). `unknown` lists the outputs whose reason has no words in `REASONS`.
 */
export function differTable(
  decided: readonly Decided[],
  data: Dataset,
): { table: string; unknown: string[] } {
  const rows = new Map<string, Row>()
  const all = emptyRow()
  const unknown: string[] = []
  for (const item of decided) {
    const reasons = differenceReasons(item, data)
    const direction = item.pass ? 'looser' : 'stricter'
    const row = rows.get(item.case.variant) ?? emptyRow()
    rows.set(item.case.variant, row)
    for (const target of [row, all]) {
      target.outputs++
      if (reasons.length === 0) target.agree++
      else target[direction]++
    }
    for (const reason of reasons) {
      if (!Object.hasOwn(REASONS, reason)) unknown.push(`${item.case.id} ${item.case.variant} ${reason}`)
      row.why[direction].set(reason, (row.why[direction].get(reason) ?? 0) + 1)
    }
  }
  const body = [...[...rows].sort((a, b) => (a[0] < b[0] ? -1 : 1)), ['all', all] as const].map(
    ([variant, row]) => {
      const { outputs, agree, stricter, looser, why } = row
      return [variant, outputs, agree, stricter, listed(why.stricter), looser, listed(why.looser)]
    },
  )
  const header = ['variant', 'outputs', 'agree', 'stricter', 'why stricter', 'looser', 'why looser']
  const table = markdownTable(header, ['left', 'right', 'right', 'right', 'left', 'right', 'left'], body)
  return { table, unknown }
}
