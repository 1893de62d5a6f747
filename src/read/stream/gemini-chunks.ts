import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord, ownKeys } from '../field.js'
import { failRead } from '../read-error.js'
import { requireRecord } from '../read-list.js'
import { applyPartialArgs, willContinue } from './gemini-partial-args.js'
import { copyRecord, eachEvent, failUnknownEvent } from './stream-failure.js'
import type { Assembled, OpenCall, StreamFormat } from './stream-format.js'

/** Keys of a chunk without candidates that carry no call (usage at the end, a blocked prompt's feedback). */
const NO_CALL_KEYS = ['usageMetadata', 'promptFeedback']

interface StreamedCall {
  call: Record<string, unknown>
  args: Record<string, unknown>
  spare: Record<string, unknown>
  path: Path
}

interface CandidateState {
  index: number
  parts: Record<string, unknown>[]
  extra: Record<string, unknown>
  open: StreamedCall | undefined
}

function closeCall(state: CandidateState): void {
  const open = state.open
  if (open === undefined) return
  state.parts.push({ ...open.spare, functionCall: { ...open.call, args: open.args } })
  state.open = undefined
}

/** One part: a streamed call (`willContinue`) is opened, continued by `partialArgs`, closed by a part that stops. */
function applyPart(state: CandidateState, part: Record<string, unknown>, at: Path): void {
  const call = part.functionCall
  if (!isRecord(call)) {
    state.parts.push(part)
    return
  }
  const callAt = [...at, 'functionCall']
  const fields = copyRecord(call, callAt)
  const { partialArgs, willContinue: _, ...rest } = fields
  if (typeof rest.name === 'string' && rest.name !== '') {
    closeCall(state)
    const args = isRecord(rest.args) ? copyRecord(rest.args, [...callAt, 'args']) : {}
    delete rest.args
    const { functionCall: __, ...spare } = part
    state.open = { call: rest, args, spare, path: at }
  } else if (state.open === undefined) {
    if (partialArgs === undefined && Object.keys(rest).length === 0) return
    failRead({
      kind: 'schema_invalid',
      path: callAt,
      expected: ['a function call with a name'],
      detail: 'no call is open',
    })
  }
  if (partialArgs !== undefined) applyPartialArgs(state.open!.args, partialArgs, [...callAt, 'partialArgs'])
  if (!willContinue(call, callAt)) closeCall(state)
}

function candidateState(states: Map<number, CandidateState>, candidate: object, at: Path, position: number) {
  const raw = field(candidate, 'index', at)
  const index = typeof raw === 'number' ? raw : position
  let state = states.get(index)
  if (state === undefined) {
    state = { index, parts: [], extra: {}, open: undefined }
    states.set(index, state)
  }
  return state
}

function applyCandidate(state: CandidateState, candidate: object, at: Path): void {
  for (const key of ownKeys(candidate, at)) {
    if (key === 'content') {
      const content = requireRecord(field(candidate, key, at), [...at, key])
      const partsAt = [...at, key, 'parts']
      const parts = arrayItems(field(content, 'parts', [...at, key]), partsAt) ?? []
      parts.forEach((part, index) => {
        applyPart(state, copyRecord(part, [...partsAt, index]), [...partsAt, index])
      })
    } else if (key !== 'index') state.extra[key] = field(candidate, key, at)
  }
}

function assemble(events: readonly unknown[], path: Path): Assembled {
  const base: Record<string, unknown> = {}
  const states = new Map<number, CandidateState>()
  let blocked = false
  eachEvent(events, path, (chunk, at) => {
    const candidates = arrayItems(field(chunk, 'candidates', at), [...at, 'candidates'])
    if (candidates === undefined && !NO_CALL_KEYS.some((key) => field(chunk, key, at) !== undefined)) {
      failUnknownEvent(at, field(chunk, 'type', at) ?? 'no candidates')
    }
    for (const key of ownKeys(chunk, at)) if (key !== 'candidates') base[key] = field(chunk, key, at)
    const feedback = field(chunk, 'promptFeedback', at)
    if (isRecord(feedback) && field(feedback, 'blockReason', at) !== undefined) blocked = true
    candidates?.forEach((item, position) => {
      const candidateAt = [...at, 'candidates', position]
      const candidate = requireRecord(item, candidateAt)
      applyCandidate(candidateState(states, candidate, candidateAt, position), candidate, candidateAt)
    })
  })
  const sorted = [...states.values()].sort((a, b) => a.index - b.index)
  const ended =
    blocked || (sorted.length > 0 && sorted.every((state) => state.extra.finishReason !== undefined))
  const cut = ended ? undefined : sorted.find((state) => state.open !== undefined)?.open
  if (ended) for (const state of sorted) closeCall(state)
  const response = {
    ...base,
    candidates: sorted.map((state) => ({
      content: { role: 'model', parts: state.parts },
      index: state.index,
      ...state.extra,
    })),
  }
  if (ended) return { ended, response }
  const open: OpenCall | undefined =
    cut === undefined
      ? undefined
      : { name: String(cut.call.name), arrived: JSON.stringify(cut.args), path: cut.path }
  return { ended, response, awaiting: 'a chunk with finishReason', ...(open === undefined ? {} : { open }) }
}

/**
 * Gemini `streamGenerateContent` chunks (each a `GenerateContentResponse`), joined by candidate `index` into the
 * response the AI SDK's Google provider assembles: parts in order, streamed function-call arguments
 * (`partialArgs` with `willContinue`) joined into one call. A chunk with only `usageMetadata` or `promptFeedback`
 * carries no call.
 */
export const geminiChunks: StreamFormat = {
  name: 'gemini.chunks',
  format: 'gemini',
  signals: (event, path) => (Array.isArray(field(event, 'candidates', path)) ? 'strong' : false),
  assemble: (events, path) => assemble(events, path),
}
