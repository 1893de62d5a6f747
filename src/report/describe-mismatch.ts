import { PAIRING_CELLS } from '../match/match-calls.js'
import type { Mismatch } from '../mismatch.js'
import { formatPath } from '../path.js'
import { describeData, describeExpected, describeValue } from './describe-expected.js'
import { describeReadFailure } from './describe-read-failure.js'
import { noWords } from './no-words.js'
import { andMore } from './shorten.js'

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

/** Prints an expected call in one line: `name({"arg": value})`, rules as placeholders. */
export function describeCall(call: unknown): string {
  return describeCallWith(call, describeExpected)
}

/** Prints a received call in one line, its arguments as data (a `$rule` key in them is not a rule). */
export function describeReceivedCall(call: unknown): string {
  return describeCallWith(call, describeData)
}

function describeCallWith(call: unknown, describeArguments: (args: unknown) => string): string {
  if (call === null || typeof call !== 'object') return describeValue(call)
  const { name, arguments: args } = call as { name?: unknown; arguments?: unknown }
  const shownName = typeof name === 'string' ? name : describeValue(name)
  return args === undefined ? `${shownName}(…)` : `${shownName}(${describeArguments(args)})`
}

const REASONS: Record<string, string> = {
  transliterated: 'transliterated: no Arabic script',
  outside_tolerance: 'outside the tolerance',
  not_numeric: 'not a number',
  no_alternative: 'no alternative matched',
  threw: 'the predicate threw',
  defaulted: 'absent, so its default was compared',
  empty: 'no element, where the shape lists some',
  not_empty: 'the shape is an empty array',
  undecided: 'undecided: the pattern could not be tested against this string within its work bound',
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
  return `${describeKind(mismatch, options)}${originWords(mismatch)}`
}

function originWords(mismatch: Mismatch): string {
  const origin = mismatch.origin
  if (origin === undefined) return ''
  const tool = origin.version === undefined ? origin.tool : `${origin.tool}@${origin.version}`
  return origin.kind === 'tool' ? ` [rule from tool ${tool}]` : ` [default declared by the ${tool} schema]`
}

function describeKind(mismatch: Mismatch, options: DescribeOptions): string {
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
      return `${at}unexpected call ${describeReceivedCall(mismatch.received)}`
    case 'call_order':
      return `${at}the calls match, but not in order: expected ${names(mismatch.expected, describeCall)}, received ${names(mismatch.received, describeReceivedCall)}`
    case 'pairing_limit':
      return `${at}gave up pairing ${mismatch.expected} expected with ${mismatch.received} received calls: more than ${PAIRING_CELLS.toLocaleString('en-US')} comparisons, with no plain argument value to narrow them (write one exact argument per call, or match fewer calls at once)`
    case 'name':
      return `${at}expected tool ${describeValue(mismatch.expected)}, received ${describeValue(mismatch.received)}`
    case 'stale_schema':
      if (mismatch.fields !== undefined) {
        const fields = mismatch.fields.map((name) => `\`${name}\``).join(', ')
        return `${at}fits the stale (pre-migration) schema of ${describeValue(mismatch.expected)}: used the pre-migration field${mismatch.fields.length === 1 ? '' : 's'} ${fields}`
      }
      return `${at}matches the stale (pre-migration) call ${describeCall(mismatch.expected)}`
    case 'schema':
      return `${at}${schemaWords(mismatch)}`
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
      return `${at}expected ${describeExpected(mismatch.expected)}, received ${describeValue(mismatch.received)}${because(mismatch)}${allowedWords(mismatch)}`
    default:
      return noWords(mismatch.kind, 'mismatch kind')
  }
}

/** The schema's allowed values of an enum-typed argument, when a comparison mismatch carries them. */
function allowedWords(mismatch: Mismatch): string {
  if (mismatch.allowed === undefined) return ''
  return ` (the schema allows ${mismatch.allowed.map((value) => describeValue(value)).join(', ')})`
}

function schemaWords(mismatch: Mismatch): string {
  const tool = typeof mismatch.expected === 'string' ? mismatch.expected : 'the tool'
  const received = describeValue(mismatch.received)
  switch (mismatch.reason) {
    case 'unknown_tool':
      return `${received} is not a declared tool${mismatch.allowed ? ` (declared: ${mismatch.allowed.join(', ')})` : ''}`
    case 'missing_required':
      return `missing, and the ${tool} schema requires it`
    case 'wrong_type':
      return `the ${tool} schema wants ${ARTICLE[mismatch.expectedType ?? ''] ?? mismatch.expectedType ?? 'another type'}, received ${ARTICLE[typeOf(mismatch.received)]} ${received}`
    case 'undeclared':
      return `not declared by the ${tool} schema, received ${received}`
    case 'not_in_enum':
      return `${received} is not allowed by the ${tool} schema (allowed: ${(mismatch.allowed ?? []).map((value) => describeValue(value)).join(', ')})`
    default:
      return `does not fit the ${tool} schema (${(mismatch.reason ?? 'invalid').replaceAll('_', ' ')}), received ${received}`
  }
}

/** Calls listed in an order, at most this many, the rest counted. */
const LISTED_CALLS = 10

function names(list: unknown, describeOne: (call: unknown) => string): string {
  if (!Array.isArray(list)) return describeValue(list)
  const called = list.map((call) => String((call as { name?: unknown } | null)?.name))
  const distinct = new Set(called).size === called.length
  const shown = list.slice(0, LISTED_CALLS)
  const words = distinct ? called.slice(0, LISTED_CALLS) : shown.map((call) => describeOne(call))
  if (list.length > LISTED_CALLS) words.push(andMore(list.length - LISTED_CALLS))
  return words.join(' → ')
}

/** A decision in words: `no tool call (abstain)`, `a tool call`, `a clarifying question (CLARIFY)`… */
export function decisionWords(decision: unknown): string {
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
