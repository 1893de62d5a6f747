import { stepOf } from '../../match/run/match-run.js'
import type { Mismatch } from '../../mismatch.js'
import { formatPath } from '../../path.js'
import { describeMismatch } from '../../report/describe-mismatch.js'
import { wordsOr } from '../../report/describe-sample-difference.js'
import { describeRunMismatch } from '../../report/run/describe-run-mismatch.js'
import type { SampleRun } from '../../score/run/run-types.js'
import type { FailureKind, Sample } from '../../score/types.js'
import { sampleAnchorId } from './anchor-id.js'
import { trialOf, type WorstItems } from './collect-worst.js'
import { escapeHtml } from './escape-html.js'
import { FAILURE_LABELS } from './failures-section.js'
import { formatCount, formatScore, plural } from './format-value.js'
import { renderRunTimeline } from './run-timeline.js'
import { noData, note, renderSection } from './section.js'
import { clip } from './svg-text.js'

const SHOWN_CHARS = 240
const TITLE_CHARS = 2000

/** What a sample that has no mismatch to show failed on, in words (a missing prediction is not a misread). */
const NOTHING_COMPARED: Partial<Record<FailureKind, string>> = {
  missing_prediction: 'no prediction for this id: nothing was compared',
  generation_failure: 'the generation failed: nothing was compared',
  truncated: 'the output was cut at the token limit (truncated)',
}

/** Why nothing differs in the sample's record: nothing was compared, or no difference was recorded. */
function nothingRecorded(sample: Sample): string {
  const words = sample.failure === null ? undefined : NOTHING_COMPARED[sample.failure]
  return `<span class="muted">${escapeHtml(words ?? 'no difference recorded')}</span>`
}

/** Words, clipped, with the whole text in the title when clipped. */
function words(text: string): string {
  const title = text.length > SHOWN_CHARS ? ` title="${escapeHtml(clip(text, TITLE_CHARS))}"` : ''
  return `<span class="words"${title}>${escapeHtml(clip(text, SHOWN_CHARS))}</span>`
}

/** A run item's first difference in words (naming its step and call), then the run's timeline, that step marked. */
function runDifference(sample: Sample, run: SampleRun): string {
  const first = run.mismatches[0]
  const text =
    first === undefined
      ? nothingRecorded(sample)
      : words(wordsOr(first.kind, () => describeRunMismatch(first)).split('\n')[0]!)
  const mark = first === undefined ? undefined : stepOf(first)
  return run.timeline === undefined ? text : `${text}${renderRunTimeline(run.timeline, mark)}`
}

/** The first mismatch in words: its path (without `calls[0].` for a single call) and the sentence without it. */
function firstDifference(sample: Sample): string {
  if (sample.run !== undefined) return runDifference(sample, sample.run)
  const mismatch: Mismatch | undefined = sample.mismatches[0]
  if (mismatch === undefined) return nothingRecorded(sample)
  const singleCall = sample.calls.length === 1
  const path =
    singleCall && mismatch.path[0] === 'calls' && typeof mismatch.path[1] === 'number'
      ? mismatch.path.slice(2)
      : mismatch.path
  const shownPath =
    path.length === 0 ? '' : `<code class="path" dir="ltr">${escapeHtml(formatPath(path))}</code> `
  return `${shownPath}${words(wordsOr(mismatch.kind, () => describeMismatch({ ...mismatch, path: [] }, { singleCall })))}`
}

/** How many differences a sample recorded in all (a run item's are its run's). */
function differences(sample: Sample): number {
  const record = sample.run ?? sample
  return record.mismatches.length + (record.mismatchesOmitted ?? 0)
}

function outcome(sample: Sample): string {
  if (sample.failure === null)
    return `<span class="badge partial">${sample.pass ? 'passed, partial' : 'failed'}</span>`
  const kind: string = sample.failure
  if (!Object.hasOwn(FAILURE_LABELS, kind)) return `<span class="badge">${escapeHtml(kind)}</span>`
  return `<span class="badge ${kind}">${FAILURE_LABELS[sample.failure]}</span>`
}

function row(sample: Sample, rank: number): string {
  const category =
    sample.category === undefined
      ? '<span class="muted">—</span>'
      : `<bdi>${escapeHtml(sample.category)}</bdi>`
  const total = sample.total === null ? 2 : sample.total
  const more = differences(sample)
  const attr = (value: string | number) => escapeHtml(String(value))
  const trial = trialOf(sample)
  const shownTrial = trial === undefined ? '' : ` <span class="muted">trial ${trial}</span>`
  return [
    `<tr id="${attr(sampleAnchorId(sample.id, trial))}">`,
    `<td class="num" data-sort="${attr(rank)}">${rank}</td>`,
    `<td class="id"><bdi>${escapeHtml(sample.id)}</bdi>${shownTrial}</td>`,
    `<td>${category}</td>`,
    `<td>${outcome(sample)}</td>`,
    `<td class="num" data-sort="${attr(total)}">${escapeHtml(formatScore(sample.total))}</td>`,
    `<td class="difference">${firstDifference(sample)}</td>`,
    `<td class="num" data-sort="${attr(more)}">${escapeHtml(formatCount(more))}</td>`,
    '</tr>',
  ].join('')
}

/**
 * The worst items (lowest total first, ties by id) in a table: id, category, outcome, total, the first differing
 * path and what differs there in words (for a run item, naming its step and call, above the run's timeline), and
 * how many differences in all. Each row is an anchor
 * (`report.html#item-…`); the count of items left out closes the table.
 */
export function renderWorstSection(worst: WorstItems | undefined, samples: number): string {
  const title = 'Worst items'
  if (worst === undefined) {
    return renderSection({ id: 'worst', title, body: noData('The samples were not given to the report.') })
  }
  if (worst.items.length === 0) {
    const words = samples === 0 ? 'No samples were scored.' : 'Every sample passed with full marks.'
    return renderSection({ id: 'worst', title, body: noData(words) })
  }
  const all = worst.items.length + worst.omitted
  const head = ['#', 'id', 'category', 'outcome', 'total', 'first difference', 'differences']
    .map((name) => `<th scope="col">${name}</th>`)
    .join('')
  const rows = worst.items.map((sample, index) => row(sample, index + 1))
  const rest =
    worst.omitted > 0
      ? note(
          `${formatCount(worst.omitted)} more items that failed or scored below 1 are not shown; see samples.jsonl.`,
        )
      : ''
  return renderSection({
    id: 'worst',
    title,
    lead:
      worst.omitted === 0
        ? `The ${plural(all, 'item')} that failed or scored below 1, lowest total first.`
        : `The ${formatCount(worst.items.length)} lowest-scoring of ${formatCount(all)} items that failed or scored below 1, lowest total first.`,
    body: `<div class="table-wrap"><table class="worst" data-sortable><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>${rest}`,
  })
}
