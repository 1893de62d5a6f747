import { RUN_AXIS_NAMES } from '../../score/run/run-types.js'
import { AXIS_NAMES, FAILURE_KINDS } from '../../score/types.js'

/** Which part of the metrics a row belongs to. */
export type DiffSection = 'summary' | 'category' | 'mutation' | 'tool' | 'failure'

/** One number of two runs: old, new and the change (`null` when either side has none). */
export interface DiffRow {
  section: DiffSection
  /** The category, mutation kind or tool; `all` for the summary and failures. */
  group: string
  /** The metric's key: `passRate`, `total`, an axis name, `nameAccuracy`, a failure kind… */
  metric: string
  old: number | null
  new: number | null
  delta: number | null
}

type Metric = [key: string, path: readonly string[]]

const GROUP: readonly Metric[] = [
  ['samples', ['samples']],
  ['passRate', ['passRate']],
  ['total', ['total', 'mean']],
  ...AXIS_NAMES.map((axis): Metric => [axis, ['axes', axis, 'mean']]),
  ['staleRate', ['staleRate']],
  // A group's run items (absent in runs without any: then no row is written).
  ['runs', ['runs', 'samples']],
  ...RUN_AXIS_NAMES.map((axis): Metric => [`runs.${axis}`, ['runs', 'axes', axis, 'mean']]),
  ['runs.microF1', ['runs', 'matching', 'f1']],
  ['runs.callsPerRun', ['runs', 'calls', 'perRun']],
  ['runs.repeatedCalls', ['runs', 'calls', 'repeated']],
  ['runs.neverViolations', ['runs', 'never', 'violations']],
  ['runs.dependencyAccuracy', ['runs', 'dependencies', 'accuracy']],
]
const SUMMARY: readonly Metric[] = [
  ...GROUP,
  ['overall', ['..', 'overall', 'score']],
  ['decisionAccuracy', ['..', 'decisions', 'accuracy']],
  ['falseActionRate', ['..', 'decisions', 'falseActionRate']],
  ['argumentKeyF1', ['..', 'facts', 'keys', 'microF1']],
  ['argumentValueF1', ['..', 'facts', 'values', 'microF1']],
]
const TOOL: readonly Metric[] = [
  ['calls', ['calls']],
  ['nameAccuracy', ['nameAccuracy']],
  ['argumentAccuracy', ['argumentAccuracy', 'mean']],
]

/** The value at a path of parsed JSON, when it is a finite number; `null` otherwise (a metric a run lacks). */
function numberAt(value: unknown, path: readonly string[]): number | null {
  let here = value
  for (const key of path) {
    if (typeof here !== 'object' || here === null || !Object.hasOwn(here, key)) return null
    here = (here as Record<string, unknown>)[key]
  }
  return typeof here === 'number' && Number.isFinite(here) ? here : null
}

function keysAt(value: unknown, path: readonly string[]): string[] {
  let here = value
  for (const key of path) {
    if (typeof here !== 'object' || here === null || !Object.hasOwn(here, key)) return []
    here = (here as Record<string, unknown>)[key]
  }
  return typeof here === 'object' && here !== null && !Array.isArray(here) ? Object.keys(here) : []
}

/**
 * Compares the finalised metrics of two runs (`aggregate.json`'s `metrics`, read as they were written, so a run
 * of an older scorer keeps its own numbers): the summary, every category, mutation kind and tool either run has,
 * and the failure counts. Rows where neither run has a number are left out; groups are in code-unit order.
 */
export function diffMetrics(old: unknown, next: unknown): DiffRow[] {
  const rows: DiffRow[] = []
  const add = (section: DiffSection, group: string, base: readonly string[], metrics: readonly Metric[]) => {
    for (const [metric, path] of metrics) {
      const at = path[0] === '..' ? path.slice(1) : [...base, ...path]
      const a = numberAt(old, at)
      const b = numberAt(next, at)
      if (a === null && b === null) continue
      rows.push({ section, group, metric, old: a, new: b, delta: a === null || b === null ? null : b - a })
    }
  }
  const groups = (path: string) => [...new Set([...keysAt(old, [path]), ...keysAt(next, [path])])].sort()
  add('summary', 'all', ['summary'], SUMMARY)
  for (const name of groups('categories')) add('category', name, ['categories', name], GROUP)
  for (const name of groups('mutationKinds')) add('mutation', name, ['mutationKinds', name], GROUP)
  for (const name of groups('tools')) add('tool', name, ['tools', name], TOOL)
  const failures = FAILURE_KINDS.map((kind): Metric => [kind, ['failures', 'counts', kind]])
  add('failure', 'all', [], failures)
  return rows
}
