import type { TrialsSummary } from '../../trials/summarize-trials.js'
import type { ItemCounts } from '../../trials/trials-tally.js'
import { type BarChart, type BarGroup, renderBarChart } from './bar-chart.js'
import { renderDataTable } from './data-table.js'
import { escapeHtml } from './escape-html.js'
import { formatCount, formatRate, NOT_AVAILABLE, plural } from './format-value.js'
import { PALETTE } from './palette.js'
import { note, renderSection } from './section.js'
import { card } from './summary-section.js'

/** A run's trials as the report draws them: each item's counts and their summary. */
export interface ReportTrials {
  items: Readonly<Record<string, ItemCounts>>
  summary: TrialsSummary
}

/** How many k the chart draws (the data table and aggregate.json hold every k), and how many ids each list shows. */
const MAX_K = 20
const LISTED = 100
const SHARE_TICKS = [0, 0.25, 0.5, 0.75, 1].map((fraction) => ({ fraction, text: String(fraction) }))

/** An estimate in [0, 1] with three decimals, or `n/a`. */
const estimate = (value: number | null) => (value === null ? NOT_AVAILABLE : value.toFixed(3))

/** One group per k: the suite's pass^k and pass@k, with the items counted when some item is shorter. */
function kGroups(summary: TrialsSummary): BarGroup[] {
  return summary.passHatK.map((hat, index) => {
    const at = summary.passAtK[index]!
    const bars = [
      { series: 'pass^k', colour: PALETTE.total, fraction: hat.value, text: estimate(hat.value) },
      { series: 'pass@k', colour: PALETTE.pass, fraction: at.value, text: estimate(at.value) },
    ]
    const group: BarGroup = { label: `k = ${hat.k}`, bars }
    if (hat.shorter.length > 0) group.sublabel = `over ${plural(hat.items, 'item')}`
    return group
  })
}

/** The flaky items as a table: id, passed of judged, pass rate; the first `LISTED`, the rest counted. */
function flakyTable(trials: ReportTrials): string {
  const { flaky } = trials.summary
  if (flaky.length === 0) return '<p class="ok">No item is flaky: each passed in every trial or in none.</p>'
  const rows = flaky.slice(0, LISTED).map((id) => {
    const { n, c } = trials.items[id]!
    return `<tr><td class="id"><bdi>${escapeHtml(id)}</bdi></td><td class="num" data-sort="${c}">${formatCount(c)} of ${formatCount(n)}</td><td class="num" data-sort="${c / n}">${escapeHtml(formatRate(c / n))}</td></tr>`
  })
  const head = ['flaky item', 'passed', 'pass rate'].map((name) => `<th scope="col">${name}</th>`).join('')
  const more =
    flaky.length > LISTED
      ? note(`${formatCount(flaky.length - LISTED)} more flaky items: see aggregate.json.`)
      : ''
  return `<h3>${escapeHtml(plural(flaky.length, 'flaky item'))} (their trials passed and failed)</h3><div class="table-wrap"><table class="worst" data-sortable><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>${more}`
}

/** Ids as chips, the first `LISTED`, after a sentence that says what they are. */
function idChips(words: string, ids: readonly string[]): string {
  if (ids.length === 0) return ''
  const chips = ids
    .slice(0, LISTED)
    .map((id) => `<li><bdi>${escapeHtml(id)}</bdi></li>`)
    .join('')
  const more = ids.length > LISTED ? `<li>… and ${formatCount(ids.length - LISTED)} more</li>` : ''
  return `<p class="note">${escapeHtml(words)}</p><ul class="chips">${chips}${more}</ul>`
}

/**
 * The trials of a run whose prediction rows carry `trial`: the items, trials and pooled pass rate with its 95 %
 * Wilson interval as cards; the suite's pass^k and pass@k against k (k = 1 … the smallest n) as a chart with its
 * numbers; the flaky items with their counts; the stable-fail and unjudged items by id. Empty for a run without
 * trials.
 */
export function renderTrialsSection(trials: ReportTrials | undefined): string {
  if (trials === undefined) return ''
  const { summary } = trials
  const [low, high] = summary.wilson
  const stablePass =
    summary.items - summary.flaky.length - summary.stableFail.length - summary.unjudged.length
  const cards = [
    card(formatCount(summary.items), 'items', `${plural(summary.n, 'trial')} judged`),
    card(
      formatRate(summary.passRate),
      'trial pass rate',
      `${formatCount(summary.c)} of ${formatCount(summary.n)} · 95% Wilson ${formatRate(low)}–${formatRate(high)}`,
    ),
    card(formatCount(summary.flaky.length), 'flaky', 'items whose trials passed and failed'),
    card(formatCount(stablePass), 'stable-pass', 'items that passed every trial'),
    card(formatCount(summary.stableFail.length), 'stable-fail', 'items that failed every trial'),
  ]
  if (summary.unjudged.length > 0)
    cards.push(card(formatCount(summary.unjudged.length), 'unjudged', 'items with no trial judged'))
  const chart: BarChart = {
    id: 'chart-trials',
    title: 'pass^k and pass@k of the suite against k',
    description: `For k = 1 to ${summary.minN}: pass^k, the chance that k trials of an item all pass, and pass@k, that at least one does; each the mean over the items with k trials.`,
    groups: kGroups(summary).slice(0, MAX_K),
    ticks: SHARE_TICKS,
  }
  const clipped =
    summary.minN > MAX_K
      ? note(
          `k up to ${MAX_K} drawn; the numbers below and aggregate.json hold every k up to ${summary.minN}.`,
        )
      : ''
  const body = [
    `<div class="cards">${cards.join('')}</div>`,
    summary.minN === 0
      ? note('No item has a judged trial: there is no pass^k.')
      : `${renderBarChart(chart)}${clipped}${renderDataTable({ ...chart, groups: kGroups(summary) }, 'k')}`,
    flakyTable(trials),
    idChips(
      `${plural(summary.stableFail.length, 'stable-fail item')} (failed every trial):`,
      summary.stableFail,
    ),
    idChips(
      `${plural(summary.unjudged.length, 'unjudged item')}: no prediction row, so no trial was judged. They count in no pass^k or pass rate above, and are listed rather than counted as failing.`,
      summary.unjudged,
    ),
  ]
  return renderSection({
    id: 'trials',
    title: 'Trials',
    lead: 'Each item was run several times (the prediction rows’ trial field). pass^k = C(c,k)/C(n,k) for an item with c of n trials passed: the chance that k trials drawn from its n all pass; pass@k that at least one does. The suite’s value is the mean over the items.',
    body: body.join(''),
  })
}
