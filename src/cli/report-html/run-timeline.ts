import { type TimelineCall, timelineView } from '../../report/run/timeline.js'
import type { RunTimelineRecord } from '../../score/run/run-types.js'
import { escapeHtml } from './escape-html.js'
import { plural } from './format-value.js'

function call(shown: TimelineCall): string {
  const failed = shown.status === 'error'
  const result =
    shown.result === undefined
      ? shown.status === undefined
        ? ''
        : ` <span class="muted">→ (${escapeHtml(shown.status)})</span>`
      : ` → ${failed ? '<span class="failed" title="the tool reported an error">✗</span> ' : ''}<code dir="ltr">${escapeHtml(shown.result)}</code>`
  return `<li><code dir="ltr"><bdi>${escapeHtml(shown.name)}</bdi>(${escapeHtml(shown.arguments)})</code>${result}</li>`
}

/**
 * A run item's timeline, folded under its summary: one entry per step (its calls with short arguments and abridged
 * results, `✗` where the tool reported an error), the step of the first difference marked, what was left out, and
 * the answer. Built from the timeline's own data (`timelineView`); every string is escaped.
 */
export function renderRunTimeline(record: RunTimelineRecord, mark: number | undefined): string {
  const view = timelineView(record)
  const steps = view.steps.map((step) => {
    const calls = step.calls.map(call)
    if (step.moreCalls > 0)
      calls.push(`<li class="muted">… ${escapeHtml(plural(step.moreCalls, 'more call'))}</li>`)
    const marked = step.index === mark ? ' class="mark" title="the first difference is in this step"' : ''
    return `<li${marked}><span class="step">step ${step.index}</span><ul>${calls.join('')}</ul></li>`
  })
  if (view.moreSteps > 0)
    steps.push(`<li class="muted">… ${escapeHtml(plural(view.moreSteps, 'more step'))}</li>`)
  if (view.answer !== undefined)
    steps.push(`<li><span class="step">answer</span> <code dir="auto">${escapeHtml(view.answer)}</code></li>`)
  const all = view.steps.length + view.moreSteps
  const summary = all === 0 ? 'the run made no call' : `the run: ${plural(all, 'step')}`
  return `<details class="timeline"><summary>${escapeHtml(summary)}</summary><ol>${steps.join('')}</ol></details>`
}
