import type { FinalAggregate, FinalTool } from '../../score/final-types.js'
import { SCORE_TICKS } from './axes-section.js'
import { type BarChart, renderBarChart } from './bar-chart.js'
import { renderDataTable } from './data-table.js'
import { formatCount, formatScore, plural } from './format-value.js'
import { PALETTE } from './palette.js'
import { noData, note, renderSection } from './section.js'
import { sortedKeys } from './sorted-keys.js'

/** Tools drawn at most (the worst ones); the rest are counted in a note. */
export const MAX_TOOLS = 40

/** The lower of a tool's two accuracies, ignoring `null`; `null` when neither applies. */
function worstOf(tool: FinalTool): number | null {
  const values = [tool.nameAccuracy, tool.argumentAccuracy.mean].filter((value) => value !== null)
  return values.length === 0 ? null : values.reduce((low, value) => Math.min(low, value))
}

function compareTools(tools: Record<string, FinalTool>, a: string, b: string): number {
  const x = worstOf(tools[a]!)
  const y = worstOf(tools[b]!)
  if (x !== y) {
    if (x === null) return 1
    if (y === null) return -1
    return x - y
  }
  return 0
}

/**
 * Name and argument accuracy per expected tool, worst first (by the lower of the two, then by name), so that the
 * tool that needs attention is at the top: the calls of single responses and the calls run items list alike. A tool
 * whose arguments were never scored shows `n/a`.
 */
export function renderToolsSection(aggregate: FinalAggregate): string {
  const title = 'Per-tool accuracy'
  const names = sortedKeys(aggregate.tools).sort((a, b) => compareTools(aggregate.tools, a, b))
  if (names.length === 0) {
    // Run items count here by the calls they list; those that list none (only `never`, limits, loops) are graded
    // on the run axes alone.
    const runs = aggregate.summary.runs?.samples ?? 0
    const words =
      runs > 0
        ? `No item lists an expected tool call; the ${runs === 1 ? 'run item is' : `${runs} run items are`} graded in the run axes above.`
        : 'No expected tool call in this run.'
    return renderSection({ id: 'tools', title, body: noData(words) })
  }
  const shown = names.slice(0, MAX_TOOLS)
  const chart: BarChart = {
    id: 'chart-tools',
    title: 'Name and argument accuracy per expected tool, worst first',
    description: `${names.length} tools; for each, the share of expected calls made with the right name and the mean argument credit, from 0 to 1.`,
    groups: shown.map((name) => {
      const tool = aggregate.tools[name]!
      const label = name === '*' ? '* (any tool)' : name
      return {
        label,
        sublabel: `${plural(tool.calls, 'expected call')}`,
        bars: [
          {
            series: 'name accuracy',
            colour: PALETTE.axes.functionSelection,
            fraction: tool.nameAccuracy,
            text: formatScore(tool.nameAccuracy),
          },
          {
            series: 'argument accuracy',
            colour: PALETTE.axes.argumentAccuracy,
            fraction: tool.argumentAccuracy.mean,
            text: formatScore(tool.argumentAccuracy.mean),
          },
        ],
      }
    }),
    ticks: SCORE_TICKS,
  }
  const rest = names.length - shown.length
  const more =
    rest > 0
      ? note(`${formatCount(rest)} more tools, none worse than those shown, are in aggregate.json.`)
      : ''
  return renderSection({
    id: 'tools',
    title,
    lead: 'Sorted by the lower of the two accuracies, worst first. Only samples whose calls were read and compared count here: a missing prediction, a failed or truncated generation and output that could not be read are not wrong names; they are counted under Failure kinds.',
    body: `${renderBarChart(chart)}${more}${renderDataTable(chart, 'tool')}`,
  })
}
