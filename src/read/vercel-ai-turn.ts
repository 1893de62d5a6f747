/**
 * One AI SDK model turn read whole (a step's `content`, or a model message's): its parts read in order by
 * `vercel-ai-parts.ts`, then the approvals among them applied to its calls.
 */
import type { Path } from '../json/types.js'
import { arrayItems } from './field.js'
import { requireRecord } from './read-list.js'
import type { PlacedCall, ReceivedResult } from './run/types.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { type AiPartReading, readAiPart } from './vercel-ai-parts.js'

/** An approval decision no call of its own turn took: a tool message answers calls of an earlier turn. */
export interface OpenDecision {
  id: string | undefined
  approvalId: string | undefined
  approved: boolean
  reason: unknown
  path: Path
}

/** One AI SDK model turn read whole: its calls (with the state approvals gave them), text and results. */
export interface AiTurn {
  calls: PlacedCall[]
  /** Its text parts joined; `undefined` when it has none. */
  text: string | undefined
  results: ReceivedResult[]
  /** Approval ids and the calls they ask about. */
  approvals: Map<string, string>
  /** Decisions about calls not in this turn. */
  decisions: OpenDecision[]
}

/**
 * Reads the parts of one model turn (a step's `content`, or a model message's) in order, then applies approvals: a
 * call whose approval was requested is `approval_requested` (a request carrying a call not listed beside it adds
 * that call), one whose approval was refused is `denied`.
 */
export function readAiTurn(
  parts: unknown,
  path: Path,
  options: NormalizedReadOptions,
  inMessage: boolean,
): AiTurn {
  const turn: AiTurn = { calls: [], text: undefined, results: [], approvals: new Map(), decisions: [] }
  const texts: string[] = []
  const readings = (arrayItems(parts, path) ?? []).map((item, index) =>
    readAiPart(requireRecord(item, [...path, index]), [...path, index], options, inMessage),
  )
  for (const reading of readings) {
    if (reading.kind === 'call') turn.calls.push({ ...reading.placed })
    else if (reading.kind === 'result') turn.results.push(reading.result)
    else if (reading.kind === 'text') texts.push(reading.text)
  }
  for (const reading of readings) {
    if (reading.kind === 'approval') applyApproval(turn, reading)
    else if (reading.kind === 'decision') applyDecision(turn, reading)
  }
  if (texts.length > 0) turn.text = texts.join('')
  return turn
}

function applyApproval(turn: AiTurn, reading: Extract<AiPartReading, { kind: 'approval' }>): void {
  const { id, approvalId, placed } = reading
  if (approvalId !== undefined && id !== undefined) turn.approvals.set(approvalId, id)
  const call = id === undefined ? undefined : turn.calls.find((one) => one.call.id === id)
  if (call !== undefined) call.status = 'approval_requested'
  else if (placed !== undefined) turn.calls.push({ ...placed, status: 'approval_requested' })
}

function applyDecision(turn: AiTurn, reading: Extract<AiPartReading, { kind: 'decision' }>): void {
  const id =
    reading.id ?? (reading.approvalId === undefined ? undefined : turn.approvals.get(reading.approvalId))
  const call = id === undefined ? undefined : turn.calls.find((one) => one.call.id === id)
  if (call === undefined) {
    const { approvalId, approved, reason, path } = reading
    turn.decisions.push({ id, approvalId, approved, reason, path })
  } else if (!reading.approved) call.status = 'denied'
  else if (call.status === 'approval_requested') delete call.status
}

/** The calls of a turn, each with the state it keeps (a call awaiting approval, or denied). */
export function callsOfTurn(turn: AiTurn): Call[] {
  return turn.calls.map((placed) =>
    placed.status === undefined ? placed.call : { ...placed.call, status: placed.status },
  )
}
