import { createHash } from 'node:crypto'
import type { FinalAggregate } from '../../score/final-types.js'
import type { Sample } from '../../score/types.js'
import { renderAxesSection } from './axes-section.js'
import { DEFAULT_WORST_LIMIT, type WorstItems } from './collect-worst.js'
import { renderDecisionsSection } from './decisions-section.js'
import { escapeHtml } from './escape-html.js'
import { renderFailuresSection } from './failures-section.js'
import { type GeneratedFrom, renderHeader } from './header.js'
import { renderMutationsSection } from './mutations-section.js'
import { resolveWorst } from './resolve-worst.js'
import { renderRunsSection } from './runs-section.js'
import { SORT_SCRIPT } from './sort-script.js'
import { renderStaleSection } from './stale-section.js'
import { STYLES } from './styles.js'
import { renderSummarySection } from './summary-section.js'
import { renderToolsSection } from './tools-section.js'
import { type ReportTrials, renderTrialsSection } from './trials-section.js'
import { renderWorstSection } from './worst-section.js'

export {
  collectWorst,
  compareWorst,
  DEFAULT_WORST_LIMIT,
  type WorstCollector,
  type WorstItems,
} from './collect-worst.js'
export type { GeneratedFrom } from './header.js'
export type { ReportTrials } from './trials-section.js'

/** What `renderReport` draws. */
export interface ReportInput {
  aggregate: FinalAggregate
  /**
   * The samples to pick the worst items from (an array or any iterable, e.g. a generator over `samples.jsonl`), or
   * a `collectWorst` result gathered while streaming. Omitted: the section says the samples were not given.
   */
  worst?: Iterable<Sample> | WorstItems
  /** How many worst items to list; default 50. */
  worstLimit?: number
  /** Default `expect-tool-calls report`. */
  title?: string
  generatedFrom?: GeneratedFrom
  /** Printed as given; the report holds no time of its own, so the same input gives the same bytes. */
  generatedAt?: string
  /** A run of trials' items and summary (`aggregate.json`'s `trials`): the trials section. Omitted: no section. */
  trials?: ReportTrials
}

const SCRIPT_HASH = createHash('sha256').update(SORT_SCRIPT).digest('base64')
/** No network at all; styles inline; only the report's own script (by hash) may run, never one from data. */
const POLICY = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; img-src data:`

const TOC: [string, string][] = [
  ['trials', 'Trials'],
  ['runs', 'Runs'],
  ['axes', 'Axes'],
  ['tools', 'Tools'],
  ['failures', 'Failures'],
  ['decisions', 'Decisions'],
  ['mutations', 'Mutation kinds'],
  ['stale', 'Stale schema'],
  ['worst', 'Worst items'],
]

/**
 * Renders a run as one self-contained HTML page (`report.html`): inline CSS and SVG charts with real text, no
 * request to the network and no script needed to read it. Sections: headline numbers and outcomes, the trials (pass^k
 * and pass@k against k, the flaky items; when the run has trials), the run items'
 * numbers (when there are run items), axes per category, per-tool accuracy, failure kinds, decision confusion (when
 * there are decisions), mutation kinds (when present), stale-schema rate, and the worst items with their first
 * differing path (a run item's with its timeline). Every string from data is escaped; `null` metrics read `n/a`;
 * the same input always gives the same bytes.
 */
export function renderReport(input: ReportInput): string {
  const { aggregate } = input
  const title = input.title ?? 'expect-tool-calls report'
  const limit = input.worstLimit ?? DEFAULT_WORST_LIMIT
  const worst = input.worst === undefined ? undefined : resolveWorst(input.worst, limit)
  const sections = [
    renderTrialsSection(input.trials),
    renderRunsSection(aggregate),
    renderAxesSection(aggregate),
    renderToolsSection(aggregate),
    renderFailuresSection(aggregate),
    renderDecisionsSection(aggregate),
    renderMutationsSection(aggregate),
    renderStaleSection(aggregate),
    renderWorstSection(worst, aggregate.summary.samples),
  ].filter((section) => section !== '')
  const present = TOC.filter(([id]) => sections.some((section) => section.startsWith(`<section id="${id}"`)))
  const toc = present.map(([id, words]) => `<a href="#${id}">${words}</a>`).join('')
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLES}</style>`,
    '</head>',
    '<body>',
    renderHeader(title, aggregate, input.generatedFrom, input.generatedAt),
    `<nav class="toc" aria-label="Sections">${toc}</nav>`,
    '<main>',
    renderSummarySection(aggregate),
    ...sections,
    '</main>',
    `<footer>Made by expect-tool-calls from aggregate.json${worst === undefined ? '' : ' and samples.jsonl'}. Every metric with nothing to count reads n/a.</footer>`,
    `<script>${SORT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
