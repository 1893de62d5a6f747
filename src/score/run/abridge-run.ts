import type { JsonValue } from '../../json/types.js'
import type { RunMismatch } from '../../match/run/types.js'
import type { Run, RunCall } from '../../read/run/types.js'
import { abridgeValue, budget, SAMPLE_MISMATCHES } from '../abridge-mismatches.js'
import type { RunTimelineRecord, SampleRunMismatch, TimelineCallRecord } from './run-types.js'

/** Steps, and calls per step, a sample's timeline keeps (the report shows no more). */
export const TIMELINE_STEPS = 12
export const TIMELINE_CALLS = 20
/** Values and characters one argument list or result keeps in a timeline (the report shows 60 at most). */
const TIMELINE_VALUES = 20
const TIMELINE_CHARS = 240
/** Characters of a tool name, and of the answer, a timeline keeps. */
const TIMELINE_NAME = 200
const TIMELINE_ANSWER = 400

/** One run mismatch with every field abridged on its own allowance (as a turn mismatch's fields are). */
export function abridgeRunMismatch(mismatch: RunMismatch): SampleRunMismatch {
  let cut = false
  const copy: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(mismatch)) {
    if (field === 'kind') {
      copy.kind = value
      continue
    }
    const state = budget()
    copy[field] = abridgeValue(value, state)
    cut ||= state.cut
  }
  if (cut) copy.abridged = true
  return copy as unknown as SampleRunMismatch
}

/** What a sample keeps of a run's mismatches: the first `SAMPLE_MISMATCHES`, abridged, and how many were left out. */
export function abridgeRunMismatches(mismatches: readonly RunMismatch[]): {
  kept: SampleRunMismatch[]
  omitted: number
} {
  const kept = mismatches.slice(0, SAMPLE_MISMATCHES).map(abridgeRunMismatch)
  return { kept, omitted: mismatches.length - kept.length }
}

const clip = (text: string, chars: number) => abridgeValue(text, budget(1, chars)) as string
const small = (value: JsonValue) => abridgeValue(value, budget(TIMELINE_VALUES, TIMELINE_CHARS)) as JsonValue

function callRecord(call: RunCall): TimelineCallRecord {
  const record: TimelineCallRecord = {
    name: clip(call.name, TIMELINE_NAME),
    arguments: small(call.arguments),
  }
  if (call.result !== undefined) record.result = small(call.result)
  if (call.status !== undefined) record.status = call.status
  return record
}

/**
 * A run as a sample keeps it for the report's timeline: the first `TIMELINE_STEPS` steps, the first
 * `TIMELINE_CALLS` calls of each, arguments and results abridged, names and the answer clipped, and how many steps
 * and calls were left out — small whatever the agent did.
 */
export function timelineRecord(run: Run): RunTimelineRecord {
  const record: RunTimelineRecord = {
    steps: run.steps.slice(0, TIMELINE_STEPS).map((step) => {
      const kept: RunTimelineRecord['steps'][number] = {
        calls: step.calls.slice(0, TIMELINE_CALLS).map(callRecord),
      }
      if (step.calls.length > TIMELINE_CALLS) kept.moreCalls = step.calls.length - TIMELINE_CALLS
      return kept
    }),
  }
  if (run.steps.length > TIMELINE_STEPS) record.moreSteps = run.steps.length - TIMELINE_STEPS
  if (run.answer !== undefined) record.answer = clip(run.answer, TIMELINE_ANSWER)
  return record
}
