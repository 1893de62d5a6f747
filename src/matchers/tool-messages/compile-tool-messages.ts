import { compileField } from '../../compile/compile-field.js'
import { guardReading } from '../../expect/guard-reading.js'
import type { AsymmetricMatcherLike, FieldExpectation, Rule } from '../../expect/types.js'
import type { Path } from '../../json/types.js'
import type { NormalizedMatchOptions } from '../../match/options.js'
import { closestKey, editDistance } from '../../option-keys.js'
import { ReadError } from '../../read/read-error.js'
import { normalizeResult } from '../../read/run/normalize-result.js'
import { describeReadFailure } from '../../report/describe-read-failure.js'
import type { ExpectationNode } from '../../rules/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { usageArray } from '../arguments.js'

/**
 * A tool message's status, in LangChain's words: `error` where the format marks the call failed, `denied` for a call
 * the user refused (formats that record it), else `success`.
 */
export type ToolMessageStatus = 'success' | 'error' | 'denied'

/**
 * One expected tool message, as `@langchain/core/testing` writes it: only the fields given are compared, each a
 * plain value (exact), a rule or an asymmetric matcher.
 */
export interface ToolMessageExpectation {
  /**
   * What the tool returned, as read: text holding JSON is parsed and text blocks are joined, on both sides (so
   * `'{"id": 1}'` and `{ id: 1 }` expect the same result).
   */
  readonly content?: FieldExpectation | undefined
  /** The id of the call the message answers (formats without ids give none). */
  readonly tool_call_id?: string | Rule | AsymmetricMatcherLike | undefined
  /** The tool's name. */
  readonly name?: string | Rule | AsymmetricMatcherLike | undefined
  readonly status?: ToolMessageStatus | Rule | AsymmetricMatcherLike | undefined
}

/** The fields a tool message is compared on: those every run format gives. */
export const TOOL_MESSAGE_FIELDS = ['content', 'tool_call_id', 'name', 'status'] as const

/** One field of a tool message. */
export type ToolMessageField = (typeof TOOL_MESSAGE_FIELDS)[number]

const STATUSES: readonly string[] = ['success', 'error', 'denied']

/** One compiled expected tool message: the fields given, in the order of `TOOL_MESSAGE_FIELDS`. */
export interface CompiledToolMessage {
  /** The expectation as written; `content` as it is compared (a plain one read as a result is). */
  readonly source: Readonly<Partial<Record<ToolMessageField, unknown>>>
  readonly fields: readonly (readonly [ToolMessageField, ExpectationNode])[]
}

/**
 * Validates and compiles the expected tool messages; throws a `MatcherUsageError` at `expected[i].key` for a field
 * no run format gives (with the closest known one), a status LangChain does not write, or a malformed rule.
 */
export function compileToolMessages(
  expected: readonly ToolMessageExpectation[],
  options: NormalizedMatchOptions,
): CompiledToolMessage[] {
  const list = usageArray('expected', expected)
  return guardReading(list, ['expected'], () =>
    list.map((message, index) => compileMessage(message, ['expected', index], options)),
  )
}

function compileMessage(message: unknown, path: Path, options: NormalizedMatchOptions): CompiledToolMessage {
  if (typeof message !== 'object' || message === null || Array.isArray(message))
    throw new MatcherUsageError(
      path,
      `a tool message expectation is an object of the fields to compare: ${TOOL_MESSAGE_FIELDS.join(', ')}`,
    )
  const written = message as Record<string, unknown>
  for (const key of Object.keys(written)) checkKey(key, path)
  const source: Partial<Record<ToolMessageField, unknown>> = {}
  const fields: (readonly [ToolMessageField, ExpectationNode])[] = []
  for (const key of TOOL_MESSAGE_FIELDS) {
    const value = written[key]
    if (value === undefined) continue
    const at = [...path, key]
    let node = compileField(value, at, options.unicode)
    if (key === 'content' && node.kind === 'value') node = readAsResult(node.value, at, options)
    else if (node.kind === 'value') checkPlain(key, node.value, at)
    source[key] = node.kind === 'value' ? node.value : value
    fields.push([key, node])
  }
  return { source, fields }
}

/** A plain content read the way a received result is read: JSON text parsed, text blocks joined. */
function readAsResult(value: unknown, path: Path, options: NormalizedMatchOptions): ExpectationNode {
  try {
    return { kind: 'value', value: normalizeResult(value, path, options) }
  } catch (error) {
    if (!(error instanceof ReadError)) throw error
    throw new MatcherUsageError(
      path,
      `the content cannot be read as a result: ${describeReadFailure(error.failure)}`,
    )
  }
}

function checkPlain(key: ToolMessageField, value: unknown, path: Path): void {
  if (key === 'status') {
    if (typeof value !== 'string' || !STATUSES.includes(value))
      throw new MatcherUsageError(
        path,
        "status is 'success', 'error' (the tool failed) or 'denied' (the user refused the call)",
      )
  } else if (typeof value !== 'string') throw new MatcherUsageError(path, `${key} is a string`)
}

function checkKey(key: string, path: Path): void {
  if ((TOOL_MESSAGE_FIELDS as readonly string[]).includes(key)) return
  const closest = closestKey(key, TOOL_MESSAGE_FIELDS)
  const hint = looksLike(key, closest) ? ` (did you mean "${closest}"?)` : ''
  throw new MatcherUsageError(
    [...path, key],
    `unknown field "${key}"${hint}: a tool message is compared on ${TOOL_MESSAGE_FIELDS.join(', ')}, the fields every run format gives`,
  )
}

/** A likely misspelling: a few edits away (two, or one per three characters), or one word the start of the other. */
function looksLike(key: string, known: string): boolean {
  const a = key.toLowerCase()
  const b = known.toLowerCase()
  return editDistance(a, b) <= Math.max(2, Math.floor(a.length / 3)) || b.startsWith(a) || a.startsWith(b)
}
