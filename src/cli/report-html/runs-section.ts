import type { FinalAggregate } from '../../score/final-types.js'
import { formatCount, formatRate, formatScore, plural } from './format-value.js'
import { renderSection } from './section.js'
import { card } from './summary-section.js'

const perRun = (value: number | null) => (value === null ? 'n/a' : value.toFixed(1))

/**
 * The run items' numbers as cards, when there are run items: F1 of the calls (mean per run, with precision, recall
 * and F1 over all calls), step accuracy, the share of runs that called nothing listed in `never`, efficiency (with
 * the repeated and wasted calls), result dependency (rules satisfied over checked), and calls and steps per run.
 */
export function renderRunsSection(aggregate: FinalAggregate): string {
  const runs = aggregate.summary.runs
  if (runs === undefined) return ''
  const { axes, matching, stepMatching, never, dependencies } = runs
  const cards = [
    card(formatCount(runs.samples), 'run items', `${plural(runs.calls.total, 'call')} in all`),
    card(
      formatScore(axes.f1.mean),
      'call F1 (mean)',
      `over all calls: precision ${formatScore(matching.precision)} · recall ${formatScore(matching.recall)} · F1 ${formatScore(matching.f1)}`,
    ),
    card(
      formatScore(axes.stepAccuracy.mean),
      'step accuracy',
      `${formatCount(stepMatching.met)} of ${plural(stepMatching.counted, 'step')} met`,
    ),
    card(
      formatRate(axes.neverRespected.mean),
      'never respected',
      `${plural(never.violations, 'forbidden call')} in ${plural(never.violating, 'run')}`,
    ),
    card(
      formatScore(axes.efficiency.mean),
      'efficiency',
      `${plural(runs.calls.repeated, 'repeated call')} · ${plural(runs.calls.wasted, 'wasted call')}`,
    ),
    card(
      formatRate(dependencies.accuracy),
      'result dependency',
      `${formatCount(dependencies.satisfied)} of ${plural(dependencies.checked, 'fromResult rule')} satisfied`,
    ),
    card(perRun(runs.calls.perRun), 'calls per run', `${perRun(runs.steps.perRun)} steps per run`),
  ]
  return renderSection({
    id: 'runs',
    title: 'Runs',
    lead: 'Items scored against a run expectation: calls matched by maximum matching, whatever their order; each mean is over the runs the axis applies to.',
    body: `<div class="cards">${cards.join('')}</div>`,
  })
}
