import type { Path } from '../../json/types.js'
import { failRead } from '../read-error.js'
import type { NormalizedReadOptions } from '../types.js'
import { normalizeResult } from './normalize-result.js'
import type { PlacedCall, ReceivedResult, Run, RunBuilderLike, RunCall, RunFormat } from './types.js'

interface Slot {
  call: RunCall
  path: Path
  answered: boolean
}

/** States in which a call rightly has no result yet. */
const WAITING = new Set(['denied', 'approval_requested'])

/**
 * Builds a run from model turns and tool results as a conversation gives them, pairing each result with its call:
 * by call id, else (ids missing) with the first unanswered call of the same name in the preceding model turn, else
 * (names missing too) with its first unanswered call without an id.
 * Broken conversations throw a ReadError: an id reused while its call awaits a result (`duplicate_call_id`, naming
 * both places), a result that pairs with no call (`unpaired_result`), a call left without result when the model
 * takes another turn (`unanswered_call`; a denied call, one awaiting approval, or a tool the provider ran
 * (`serverTools: 'include'`) may stay without one).
 */
export class RunBuilder implements RunBuilderLike {
  private readonly steps: Slot[][] = []
  private readonly awaiting = new Map<string, Slot>()
  private lastTurn: Slot[] = []
  private finalText: string | undefined

  constructor(private readonly options: NormalizedReadOptions) {}

  turn(calls: readonly PlacedCall[], text: string | undefined): void {
    this.checkAnswered()
    const slots: Slot[] = []
    for (const placed of calls) {
      const slot: Slot = { call: { ...placed.call }, path: placed.path, answered: false }
      if (placed.status !== undefined) slot.call.status = placed.status
      const id = placed.call.id
      if (id !== undefined) {
        // Within one turn no result can have come between: a repeated id is always a duplicate.
        const earlier = this.awaiting.get(id) ?? slots.find((other) => other.call.id === id)
        if (earlier !== undefined)
          failRead({ kind: 'duplicate_call_id', path: [...placed.path], token: id, other: [...earlier.path] })
        this.awaiting.set(id, slot)
      }
      slots.push(slot)
      if (placed.result !== undefined) this.pair(slot, placed.result)
    }
    this.lastTurn = slots
    if (slots.length > 0) {
      this.steps.push(slots)
      // The answer is the run's last word: text said before the model went on calling tools is not it. A turn whose
      // every call the provider ran (web search, hosted MCP) waits for no one: its text is said after them.
      this.finalText = undefined
      if (text !== undefined && slots.every((slot) => slot.call.server === true)) this.answer(text)
    } else if (text !== undefined) this.answer(text)
  }

  result(result: ReceivedResult): void {
    const slot = this.find(result)
    if (slot === undefined) {
      const token = result.id ?? result.name
      failRead({
        kind: 'unpaired_result',
        path: [...result.path],
        ...(token === undefined ? {} : { token }),
        ...(token === undefined ? { detail: 'it names no call' } : {}),
      })
    }
    this.pair(slot, result)
  }

  answer(text: string): void {
    if (text.trim() !== '') this.finalText = text
  }

  /** The run read so far; a call still awaiting its result has none. */
  finish(format: RunFormat): Run {
    const run: Run = { steps: this.steps.map((slots) => ({ calls: slots.map((slot) => slot.call) })), format }
    if (this.finalText !== undefined) run.answer = this.finalText
    return run
  }

  private find(result: ReceivedResult): Slot | undefined {
    if (result.id !== undefined) {
      const slot = this.awaiting.get(result.id)
      if (slot !== undefined) return slot
    }
    // Without an id, nor a name: the preceding turn's first unanswered call that has no id either (results in the
    // order of the calls, as a conversation without ids can only be read).
    if (result.name === undefined)
      return result.id === undefined
        ? this.lastTurn.find((slot) => !slot.answered && slot.call.id === undefined)
        : undefined
    return this.lastTurn.find(
      (slot) =>
        !slot.answered &&
        slot.call.name === result.name &&
        (result.id === undefined || slot.call.id === undefined),
    )
  }

  private pair(slot: Slot, result: ReceivedResult): void {
    slot.answered = true
    if (slot.call.id !== undefined && this.awaiting.get(slot.call.id) === slot)
      this.awaiting.delete(slot.call.id)
    if (result.value !== undefined)
      slot.call.result = normalizeResult(result.value, result.path, this.options, result.raw)
    slot.call.status = result.status
  }

  private checkAnswered(): void {
    for (const slot of this.lastTurn) {
      // A tool the provider ran has its result on the provider's side: no client result comes for it.
      if (slot.answered || slot.call.server === true || WAITING.has(slot.call.status ?? '')) continue
      failRead({
        kind: 'unanswered_call',
        path: [...slot.path],
        token: slot.call.name,
        ...(slot.call.id === undefined ? {} : { detail: `id ${slot.call.id}` }),
      })
    }
  }
}
