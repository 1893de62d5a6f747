import type { DiffRow, DiffSection } from './diff-metrics.js'
import type { DiffNote, DiffResult, DiffSide } from './diff-result.js'
import { printable } from './terminal-text.js'

const SECTIONS: Record<DiffSection, string> = {
  summary: 'all samples',
  category: 'category',
  mutation: 'mutation kind',
  tool: 'tool',
  failure: 'failures (counts)',
}

const LABELS: Readonly<Record<string, string>> = {
  samples: 'samples',
  passRate: 'pass rate',
  total: 'total',
  staleRate: 'stale-schema rate',
  overall: 'overall (weighted)',
  decisionAccuracy: 'decision accuracy',
  falseActionRate: 'false-action rate',
  argumentKeyF1: 'argument-key F1',
  argumentValueF1: 'argument-value F1',
  runs: 'run items',
  'runs.precision': 'run precision (mean)',
  'runs.recall': 'run recall (mean)',
  'runs.f1': 'run F1 (mean)',
  'runs.stepAccuracy': 'run step accuracy (mean)',
  'runs.neverRespected': 'runs with no never call',
  'runs.efficiency': 'run efficiency (mean)',
  'runs.resultDependency': 'run result dependency (mean)',
  'runs.microF1': 'run F1 over all calls',
  'runs.callsPerRun': 'calls per run',
  'runs.repeatedCalls': 'repeated calls',
  'runs.neverViolations': 'never violations (calls)',
  'runs.dependencyAccuracy': 'fromResult rules satisfied',
}

const TOOL_LABELS: Readonly<Record<string, string>> = {
  calls: 'calls expected',
  nameAccuracy: 'name accuracy',
  argumentAccuracy: 'argument accuracy',
}

/** Axes keep their names (as in aggregate.json); other metrics are written in words. */
const label = (row: DiffRow) => (row.section === 'tool' ? TOOL_LABELS : LABELS)[row.metric] ?? row.metric

function noteWords(note: DiffNote, result: DiffResult): string {
  switch (note) {
    case 'profile_changed':
      return `note: the profile changed (${printable(result.old.profile ?? 'none')} → ${printable(result.new.profile ?? 'none')}); the old numbers are kept beside the new`
    case 'version_changed':
      return `note: the scorer version changed (${printable(result.old.version ?? 'none')} → ${printable(result.new.version ?? 'none')}); the old numbers are kept beside the new`
    default: {
      const never: never = note
      return never
    }
  }
}

/** Metrics that count things (written as integers); every other is a rate or a mean. */
const COUNTS: ReadonlySet<string> = new Set([
  'samples',
  'calls',
  'runs',
  'runs.repeatedCalls',
  'runs.neverViolations',
])

const isCount = (row: DiffRow) => row.section === 'failure' || COUNTS.has(row.metric)

function value(row: DiffRow, side: number | null): string {
  if (side === null) return '–'
  return isCount(row) ? String(side) : side.toFixed(4)
}

function delta(row: DiffRow): string {
  if (row.delta === null) return '–'
  const text = isCount(row) ? String(Math.abs(row.delta)) : Math.abs(row.delta).toFixed(4)
  if (Number(text) === 0) return isCount(row) ? '0' : '0.0000'
  return `${row.delta > 0 ? '+' : '-'}${text}`
}

function side(name: string, run: DiffSide): string {
  const text = (value: string | null) => (value === null ? '?' : printable(value))
  return `${name}: ${printable(run.dir, 400)} (profile ${text(run.profile)}, ${text(run.version)}, ${run.samples ?? '?'} samples)`
}

function idList(title: string, ids: readonly string[], limit: number): string[] {
  if (ids.length === 0) return []
  const shown = ids
    .slice(0, limit)
    .map((id) => printable(id))
    .join(', ')
  return [`  ${title} (${ids.length}): ${shown}${ids.length > limit ? `, … ${ids.length - limit} more` : ''}`]
}

/**
 * A diff as a text table: each section's rows with old, new and the change, then the samples whose pass flipped
 * (at most `limit` ids per list).
 */
export function formatDiff(result: DiffResult, limit: number): string {
  const lines = [
    side('old', result.old),
    side('new', result.new),
    ...result.notes.map((n) => noteWords(n, result)),
  ]
  const table: string[][] = []
  let heading = ''
  for (const row of result.rows) {
    const title =
      row.section === 'summary' || row.section === 'failure'
        ? SECTIONS[row.section]
        : `${SECTIONS[row.section]} ${printable(row.group)}`
    if (title !== heading) table.push([title, '', '', ''])
    heading = title
    table.push([`  ${label(row)}`, value(row, row.old), value(row, row.new), delta(row)])
  }
  const width = (column: number) =>
    table.reduce((max, cells) => Math.max(max, cells[1] === '' ? 0 : cells[column]!.length), 6)
  const widths = [width(0), width(1), width(2), width(3)]
  lines.push(
    '',
    `${''.padEnd(widths[0]!)}  ${'old'.padStart(widths[1]!)}  ${'new'.padStart(widths[2]!)}  ${'delta'.padStart(widths[3]!)}`,
  )
  for (const cells of table) {
    if (cells[1] === '') lines.push(cells[0]!)
    else
      lines.push(
        cells
          .map((cell, index) => (index === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[index]!)))
          .join('  '),
      )
  }
  const { flips } = result
  lines.push('', `pass flipped: ${flips.toFail.length} to fail, ${flips.toPass.length} to pass`)
  for (const [title, ids] of [
    ['now failing', flips.toFail],
    ['now passing', flips.toPass],
    ['only in old', flips.onlyOld],
    ['only in new', flips.onlyNew],
  ] as const) {
    for (const line of idList(title, ids, limit)) lines.push(line)
  }
  return `${lines.join('\n')}\n`
}
