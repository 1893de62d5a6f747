import type { JsonValue, Path } from '../../json/types.js'
import type { Call, CallStatus, Format, NormalizedReadOptions, ReadFailure } from '../types.js'

export type { CallStatus } from '../types.js'

/** One call of a run, with the result its tool returned (text holding JSON parsed, content blocks normalised). */
export interface RunCall extends Call {
  result?: JsonValue
  status?: CallStatus
}

/** One model turn that made at least one call. */
export interface Step {
  calls: RunCall[]
}

/** The conversation formats `readRun` reads, beyond the single-response formats of `readCalls`. */
export type RunFormat = Format | 'openai-agents' | 'mastra' | 'vitest-evals'

/**
 * A whole agent run: its steps in order, and its answer: the text of the last model turn when that turn made no call
 * (a run that ends on calls has none).
 */
export interface Run {
  steps: Step[]
  answer?: string
  format: RunFormat
}

/** The outcome of `readRun`: a Run, or a read failure. `readRun` never throws. */
export type RunReadResult = { ok: true; run: Run } | { ok: false; failure: ReadFailure }

/** One received call on its way into a run, with where it was read. */
export interface PlacedCall {
  call: Call
  path: Path
  /** A call that was denied or awaits approval keeps that state. */
  status?: CallStatus
  /** A result carried on the call itself (AI SDK 4 tool invocations, UI parts, vitest-evals records). */
  result?: ReceivedResult
}

/** A tool result as received, before pairing: what it answers, and the value. */
export interface ReceivedResult {
  /** The call id it answers, when the format gives one. */
  id?: string | undefined
  /** The tool name, when the format gives one (used to pair where ids are missing). */
  name?: string | undefined
  /** The raw result value (text, content blocks, an object), normalised by `normalizeResult`. */
  value: unknown
  /** False when the format marks the result as an error. */
  status: 'ok' | 'error' | 'denied'
  path: Path
  /** True when `value` is already a value, not a payload to normalise (Gemini's `response` object). */
  raw?: boolean
}

/** Reads one conversation format's messages into a run. Throws a ReadError; `readRun` catches. */
export interface ConversationReader {
  /** The name listed in `unknown_shape` failures, e.g. `anthropic.messages`. */
  readonly name: string
  readonly format: RunFormat
  /** True when `message` could belong to this format. */
  accepts(message: object, path: Path): boolean
  /** True when `message` shows this format (a tool-use block, a `tool` role with `tool_call_id`…). */
  marks(message: object, path: Path): boolean
  read(messages: readonly object[], path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void
}

/** What a conversation reader tells the pairing engine, in the order the conversation holds them. */
export interface RunBuilderLike {
  /** A model turn: its calls (possibly none) and its text. */
  turn(calls: readonly PlacedCall[], text: string | undefined): void
  /** A tool result. */
  result(result: ReceivedResult): void
  /** The run's final text, given apart from its turns (a record that keeps no turns: a call there may lack a result). */
  answer(text: string): void
}
