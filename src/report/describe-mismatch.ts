import type { Mismatch } from '../mismatch.js'
import { formatPath } from '../path.js'
import { describeExpected, describeValue } from './describe-expected.js'
import { describeReadFailure } from './describe-read-failure.js'

/** How paths are printed: single-call expectations drop the `calls[0].` prefix. */
export interface DescribeOptions {
  singleCall: boolean
}

const ARTICLE: Record<string, string> = {
  null: 'null',
  boolean: 'a boolean',
  number: 'a number',
  string: 'a string',
  array: 'an array',
  object: 'an object',
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function where(mismatch: Mismatch, options: DescribeOptions): string {
  const path =
    options.singleCall && mismatch.path[0] === 'calls' && typeof mismatch.path[1] === 'number'
      ? mismatch.path.slice(2)
      : mismatch.path
  const text = formatPath(path)
  return text === '' ? '' : `${text}: `
}

/** Prints a call in one line: `name({"arg": value})`. */
export function describeCall(call: unknown): string {
  if (call === null || typeof call !== 'object') return describeValue(call)
  const { name, arguments: args } = call as { name?: unknown; arguments?: unknown }
  const shownName = typeof name === 'string' ? name : describeValue(name)
  return args === undefined ? `${shownName}(…)` : `${shownName}(${describeExpected(args)})`
}

const REASONS: Record<string, string> = {
  transliterated: 'transliterated: no Arabic script',
  outside_tolerance: 'outside the tolerance',
  not_numeric: 'not a number',
  no_alternative: 'no alternative matched',
  threw: 'the predicate threw',
}

function because(mismatch: Mismatch): string {
  if (mismatch.reason === undefined) return ''
  return ` (${REASONS[mismatch.reason] ?? mismatch.reason.replaceAll('_', ' ')})`
}

/**
 * Writes one mismatch as one line a person reads once, e.g.
 * `arguments.unit: expected "EUR" (enum, aliases: euro), received "usd"`. The switch covers every kind.
 */
export function describeMismatch(mismatch: Mismatch, options: DescribeOptions): string {
  const at = where(mismatch, options)
  switch (mismatch.kind) {
    case 'read_failure':
      return mismatch.failure === undefined
        ? 'the input could not be read'
        : describeReadFailure(mismatch.failure)
    case 'decision':
      return `expected ${decisionWords(mismatch.expected)}, received ${decisionWords(mismatch.received)}`
    case 'missing_call': {
      const index = mismatch.call?.expected
      const which =
        index === undefined || options.singleCall ? 'the expected call' : `expected call #${index + 1}`
      return `${which} was not made: ${describeCall(mismatch.expected)}`
    }
    case 'extra_call':
      return `${at}unexpected call ${describeCall(mismatch.received)}`
    case 'call_order':
      return `${at}the calls match, but not in order: expected ${names(mismatch.expected)}, received ${names(mismatch.received)}`
    case 'name':
      return `${at}expected tool ${describeValue(mismatch.expected)}, received ${describeValue(mismatch.received)}`
    case 'stale_schema':
      return `${at}matches the stale (pre-migration) call ${describeCall(mismatch.expected)}`
    case 'missing':
      return `${at}missing (expected ${describeExpected(mismatch.expected)})`
    case 'unexpected':
      return `${at}unexpected${mismatch.rule === 'absent' ? ' (expected <absent>)' : ''}, received ${describeValue(mismatch.received)}`
    case 'type': {
      const expectedType = ARTICLE[mismatch.expectedType ?? ''] ?? 'another type'
      const shown = mismatch.expected === undefined ? '' : ` ${describeExpected(mismatch.expected)}`
      const rule =
        mismatch.rule !== undefined && mismatch.expected === undefined ? ` for ${mismatch.rule}` : ''
      return `${at}expected ${expectedType}${shown}${rule}, received ${ARTICLE[typeOf(mismatch.received)]} ${describeValue(mismatch.received)}`
    }
    case 'value':
      return `${at}expected ${describeExpected(mismatch.expected)}, received ${describeValue(mismatch.received)}${because(mismatch)}`
    default:
      return unreachable(mismatch.kind)
  }
}

function names(list: unknown): string {
  return Array.isArray(list) ? list.map(String).join(' → ') : describeValue(list)
}

function decisionWords(decision: unknown): string {
  switch (decision) {
    case 'ABSTAIN':
      return 'no tool call (abstain)'
    case 'CALL':
      return 'a tool call'
    case 'CLARIFY':
      return 'a clarifying question (CLARIFY)'
    case 'CONFIRM':
      return 'a confirmation request (CONFIRM)'
    default:
      return describeValue(decision)
  }
}

function unreachable(kind: never): never {
  throw new Error(`no words for mismatch kind ${String(kind)}`)
}
