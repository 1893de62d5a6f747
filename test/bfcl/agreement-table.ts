import type { Decided } from './dataset.js'
import { markdownTable } from './markdown-table.js'

/** Column titles: the categories, shortened. */
function short(category: string): string {
  return category.replace('parallel', 'par').replace('multiple', 'mult').replace('irrelevance', 'irrel')
}

/**
 * The agreement table, category × variant, as markdown: each cell `agreeing/outputs`, `·` where a category has no
 * output of that variant.
 */
export function agreementTable(decided: readonly Decided[]): string {
  const categories = [...new Set(decided.map((item) => item.case.category))]
  const variants = [...new Set(decided.map((item) => item.case.variant))].sort()
  const cells = new Map<string, { agree: number; total: number }>()
  for (const { case: item, pass } of decided) {
    for (const key of [
      `${item.variant}|${item.category}`,
      `${item.variant}|*`,
      `*|${item.category}`,
      '*|*',
    ]) {
      const cell = cells.get(key) ?? { agree: 0, total: 0 }
      cell.total++
      if (pass === item.bfcl_valid) cell.agree++
      cells.set(key, cell)
    }
  }
  const cell = (key: string) => {
    const found = cells.get(key)
    return found === undefined ? '·' : `${found.agree}/${found.total}`
  }
  const columns = [...categories, '*']
  const header = ['variant', ...columns.map((category) => (category === '*' ? 'all' : short(category)))]
  const body = [...variants, '*'].map((variant) => [
    variant === '*' ? 'all' : variant,
    ...columns.map((category) => cell(`${variant}|${category}`)),
  ])
  return markdownTable(header, ['left', ...columns.map(() => 'right' as const)], body)
}
