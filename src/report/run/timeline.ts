import { stableStringify } from '../../json/stable-stringify.js'
import type { JsonValue } from '../../json/types.js'
import type { Run } from '../../read/run/types.js'
import type { CallStatus } from '../../read/types.js'
import { shortenText } from '../shorten.js'

const ARGUMENTS = 60
const RESULT = 40
const STEPS = 12

/** One call as the timeline reads it. */
export interface TimelineCallInput {
  readonly name: string
  readonly arguments: JsonValue
  readonly result?: JsonValue | undefined
  readonly status?: CallStatus | undefined
}

/**
 * What the timeline reads: a run, or a run as a sample keeps it (steps and calls already cut, with how many of each
 * were left out).
 */
export interface TimelineInput {
  readonly steps: readonly { readonly calls: readonly TimelineCallInput[]; readonly moreCalls?: number }[]
  readonly moreSteps?: number
  readonly answer?: string
}

/** One call as the timeline shows it: arguments and result as short JSON text. */
export interface TimelineCall {
  name: string
  arguments: string
  /** The result, shortened; absent when the call has none. */
  result?: string
  status?: CallStatus
}

/** The timeline's data: the first steps (each with its index), their calls, what was left out, and the answer. */
export interface TimelineView {
  steps: { index: number; calls: TimelineCall[]; moreCalls: number }[]
  moreSteps: number
  /** The answer as short JSON text. */
  answer?: string
}

/** The timeline's data: the first 12 steps, arguments cut to 60 characters and results to 40. */
export function timelineView(run: TimelineInput): TimelineView {
  const view: TimelineView = {
    steps: run.steps.slice(0, STEPS).map((step, index) => ({
      index,
      calls: step.calls.map((call) => {
        const shown: TimelineCall = {
          name: call.name,
          arguments: shortenText(stableStringify(call.arguments), ARGUMENTS),
        }
        if (call.result !== undefined) shown.result = shortenText(stableStringify(call.result), RESULT)
        if (call.status !== undefined) shown.status = call.status
        return shown
      }),
      moreCalls: step.moreCalls ?? 0,
    })),
    moreSteps: (run.moreSteps ?? 0) + Math.max(0, run.steps.length - STEPS),
  }
  if (run.answer !== undefined) view.answer = shortenText(JSON.stringify(run.answer), ARGUMENTS)
  return view
}

/** A call's result as the timeline writes it: ` → ✗ …` for a failed call, ` → (status)` without a result. */
export function resultWords(call: TimelineCall): string {
  if (call.result === undefined) return call.status === undefined ? '' : ` → (${call.status})`
  return ` → ${call.status === 'error' ? '✗ ' : ''}${call.result}`
}

/**
 * The run in a few lines: one per step, its calls with short arguments and abridged results (`✗` marks a failed
 * call, `…` a long value), then the answer.
 */
export function timeline(run: Run | TimelineInput, mark?: number): string {
  const view = timelineView(run)
  const lines = view.steps.map((step) => {
    const calls = step.calls.map((call) => `${call.name}(${call.arguments})${resultWords(call)}`)
    if (step.moreCalls > 0) calls.push(`… ${step.moreCalls} more calls`)
    return `${step.index === mark ? '>' : ' '} ${step.index}. ${calls.join('; ')}`
  })
  if (view.moreSteps > 0) lines.push(`  … ${view.moreSteps} more steps`)
  if (view.answer !== undefined) lines.push(`  answer: ${view.answer}`)
  if (run.steps.length === 0 && run.answer === undefined) lines.push('  (no step)')
  return lines.join('\n')
}
