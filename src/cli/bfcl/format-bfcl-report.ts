import type { GroupAccuracy } from './bfcl-accuracy.js'
import type { BfclReport } from './bfcl-report.js'

/** How many entries that could not be built are listed by id; the rest are counted. */
const LISTED = 10

const count = (n: number) => n.toLocaleString('en-US')
const percent = (value: number | null, none = 'not run') =>
  value === null ? none : `${(value * 100).toFixed(2)}%`

function table(rows: readonly string[][], right: readonly boolean[]): string[] {
  const widths = rows[0]!.map((_, column) =>
    rows.reduce((width, row) => Math.max(width, row[column]!.length), 0),
  )
  return rows.map((row) =>
    row
      .map((cell, column) => (right[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('   ')
      .trimEnd(),
  )
}

function rule(group: GroupAccuracy): string {
  const how = group.rule === 'weighted' ? 'weighted by entries' : 'unweighted mean'
  const members =
    group.group === 'non_live_simple' ? `${group.members.join(' / ')} (those run)` : group.members.join(', ')
  const missing = group.missing.length === 0 ? '' : `; not run: ${group.missing.join(', ')}`
  return `${how} of ${members}${missing}`
}

/**
 * The report as people read it: a heading, the per-category table (entries, passed, accuracy as a percentage with
 * two decimals, as the leaderboard shows it; "not run" for a category without predictions), the summary groups
 * with the rule each uses, then the entries that could not be built and the missing predictions counted.
 */
export function formatBfclReport(report: BfclReport): string {
  const lines = [
    `BFCL accuracy · profile ${report.profile} · ${count(report.entries)} entries scored · ${count(report.passed)} passed`,
    '',
  ]
  const categories = report.categories.map((row) => [
    row.category,
    count(row.entries),
    row.passed === null ? '–' : count(row.passed),
    percent(row.accuracy),
  ])
  for (const line of table(
    [['category', 'entries', 'passed', 'accuracy'], ...categories],
    [false, true, true, true],
  ))
    lines.push(line)
  lines.push('')
  // A group with a member not run has no number: n/a, as the leaderboard shows it.
  const groups = report.summary.map((group) => [group.group, percent(group.accuracy, 'n/a'), rule(group)])
  for (const line of table([['summary', 'accuracy', 'how'], ...groups], [false, true, false]))
    lines.push(line)
  const unbuildable = report.unbuildable
  if (unbuildable.length > 0) {
    const noun = unbuildable.length === 1 ? 'entry' : 'entries'
    lines.push(
      '',
      `${count(unbuildable.length)} ${noun} could not be built from the BFCL data (counted as failed):`,
    )
    for (const entry of unbuildable.slice(0, LISTED)) lines.push(`  ${entry.id}: ${entry.problem}`)
    if (unbuildable.length > LISTED) lines.push(`  … and ${count(unbuildable.length - LISTED)} more`)
  }
  const missing = Object.entries(report.missing).filter(([, n]) => n > 0)
  if (missing.length > 0) {
    const list = missing.map(([category, n]) => `${category} ${count(n)}`).join(', ')
    lines.push('', `Missing predictions scored as failed (--allow-missing): ${list}`)
  }
  if (report.out !== null) lines.push('', `Run written to ${report.out}`)
  return `${lines.join('\n')}\n`
}
