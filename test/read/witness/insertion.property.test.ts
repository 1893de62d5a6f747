import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/read-run.js'
import { detectStream } from '../../../src/read/stream/detect-stream.js'

/**
 * The witness's promise, as a property over every recorded fixture (and the real ones of `../shared/` when present):
 * a call marker, or a stop signal with a cut or filter value, inserted anywhere in the model's part of a value that
 * reads gives one more call read or a read failure — never the same reading. Streams are left out: their events are
 * witnessed through the response they assemble into.
 */
const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url))
const SHARED = fileURLToPath(new URL('../../../../shared/', import.meta.url))

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : []
  })
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

interface Sample {
  name: string
  value: Json
  /** `readRun` for conversations, `readCalls` for single responses. */
  run: boolean
}

const isStream = (value: Json) => Array.isArray(value) && detectStream(value, []) !== undefined

const samples: Sample[] = [
  ...jsonFiles(FIXTURES)
    .filter((file) => !relative(FIXTURES, file).startsWith('tools'))
    .map((file) => ({ file, run: relative(FIXTURES, file).startsWith('runs') })),
  ...jsonFiles(join(SHARED, 'real-fixtures')).map((file) => ({ file, run: false })),
  ...jsonFiles(join(SHARED, 'real-runs')).map((file) => ({ file, run: true })),
]
  .map(({ file, run }) => ({
    name: file.startsWith(FIXTURES) ? relative(FIXTURES, file) : `shared: ${relative(SHARED, file)}`,
    value: JSON.parse(readFileSync(file, 'utf8')) as Json,
    run,
  }))
  .filter((sample) => typeof sample.value === 'object' && sample.value !== null && !isStream(sample.value))

/** What a reading gave: its calls' names in order, or `undefined` for a read failure. */
function reading(sample: Sample, value: Json): string[] | undefined {
  if (sample.run) {
    const read = readRun(value)
    return read.ok ? read.run.steps.flatMap((step) => step.calls.map((call) => call.name)) : undefined
  }
  const read = readCalls(value)
  return read.ok ? read.turn.calls.map((call) => call.name) : undefined
}

/** Authors other than the model, and the types of what is not the model's (results, approvals). */
const OTHERS = new Set(['user', 'system', 'developer', 'tool', 'function', 'ipython', 'human'])
const isResult = (type: string) =>
  /(^tool_result$|_tool_result$|_output$|_output_item$|^tool-result$|^tool-error$|^function_call_result$|approval_response$)/.test(
    type,
  )
const isCall = (type: string) =>
  /(_call$|^tool_use$|_tool_use$|^tool-call$|^tool_call$|^tool-invocation$|^dynamic-tool$)/.test(type) ||
  (type.startsWith('tool-') && !isResult(type))
/**
 * Keys whose value is not the model's part: a call's arguments, a result, what was offered or sent, and metadata
 * about the response (token counts, headers, the provider's raw body).
 */
const NOT_MODEL = new Set([
  'arguments',
  'args',
  'input',
  'parameters',
  'partialJson',
  'partial_json',
  'functionResponse',
  'toolResult',
  'toolResults',
  'tool_results',
  'tools',
  'tool_choice',
  'request',
  'body',
  'result',
  'output_text',
  'usage',
  'headers',
  'rawResponse',
  'rawCall',
  'providerMetadata',
  'experimental_providerMetadata',
])
const CALL_KEYS = new Set([
  'tool_calls',
  'toolCalls',
  'tool_call_chunks',
  'toolInvocations',
  'invalid_tool_calls',
])

/** Every object of the model's part (its own calls' insides left out: a call is read whole, its fields are its own). */
function places(value: Json, out: { [key: string]: Json }[] = []): { [key: string]: Json }[] {
  if (Array.isArray(value)) {
    for (const item of value) places(item, out)
    return out
  }
  if (value === null || typeof value !== 'object') return out
  const role = value.role
  const type = value.type
  if (typeof role === 'string' && OTHERS.has(role)) return out
  if (typeof type === 'string' && (OTHERS.has(type) || isResult(type) || isCall(type))) return out
  if ((typeof value.name === 'string' && value.arguments !== undefined) || value.method === 'tools/call')
    return out
  if (type === 'constructor' && JSON.stringify(value.id ?? '').match(/(Human|System|Tool|Function)Message/))
    return out
  out.push(value)
  for (const [key, child] of Object.entries(value)) {
    if (NOT_MODEL.has(key) || CALL_KEYS.has(key) || key === 'functionCall' || key === 'toolUse') continue
    if (key === 'function_call' || key === 'toolCall' || key === 'toolInvocation') continue
    places(child, out)
  }
  return out
}

/** Call markers a probe inserts: a key and its value, of every format. */
const CALLS: [string, Json][] = [
  ['tool_calls', [{ id: 'probe_1', type: 'function', function: { name: 'probe_tool', arguments: '{}' } }]],
  ['toolCalls', [{ type: 'tool-call', toolCallId: 'probe_1', toolName: 'probe_tool', input: {} }]],
  ['toolInvocations', [{ state: 'call', toolCallId: 'probe_1', toolName: 'probe_tool', args: {} }]],
  ['functionCall', { name: 'probe_tool', args: {} }],
  ['toolUse', { toolUseId: 'probe_1', name: 'probe_tool', input: {} }],
  ['function_call', { name: 'probe_tool', arguments: '{}' }],
  ['probe', { type: 'tool_use', id: 'probe_1', name: 'probe_tool', input: {} }],
  ['probe', { type: 'function_call', call_id: 'probe_1', name: 'probe_tool', arguments: '{}' }],
  ['probe', { type: 'tool-call', toolCallId: 'probe_1', toolName: 'probe_tool', input: {} }],
  ['probe', { type: 'tool-probe_tool', toolCallId: 'probe_1', state: 'input-available', input: {} }],
  ['probe', { type: 'tool_call', id: 'probe_1', name: 'probe_tool', args: {} }],
]

/** Stop signals with a cut or filter value. */
const STOPS: [string, Json][] = [
  ['finish_reason', 'length'],
  ['finish_reason', 'content_filter'],
  ['finishReason', 'MAX_TOKENS'],
  ['finishReason', 'content-filter'],
  ['stop_reason', 'max_tokens'],
  ['stop_reason', 'refusal'],
  ['stopReason', 'max_tokens'],
  ['done_reason', 'length'],
]

/** `value` with `entry` set on its `at`-th place (pushed, where the key holds an array already); a deep copy. */
function inserted(value: Json, at: number, [key, item]: [string, Json]): Json | undefined {
  const copy = structuredClone(value)
  const all = places(copy)
  if (all.length === 0) return undefined
  const place = all[at % all.length]!
  const existing = place[key]
  if (Array.isArray(existing) && Array.isArray(item)) existing.push(...structuredClone(item))
  else if (existing !== undefined && typeof item !== 'string') return undefined
  else place[key] = structuredClone(item)
  return copy
}

const readable = samples.filter((sample) => reading(sample, sample.value) !== undefined)

describe('inserting a call marker or a stop signal into the model’s part never leaves the reading as it was', () => {
  test('the fixtures hold values that read', () => {
    // The recorded fixtures alone (a clone without ../shared, or a mutation sandbox) hold some 80; with the corpus, more.
    expect(readable.length).toBeGreaterThan(existsSync(SHARED) ? 100 : 60)
  })

  test('a call marker: one more call, or a read failure', () => {
    fc.assert(
      fc.property(
        fc.nat(readable.length - 1),
        fc.nat(1000),
        fc.constantFrom(...CALLS),
        (index, at, probe) => {
          const sample = readable[index]!
          const value = inserted(sample.value, at, probe)
          if (value === undefined) return
          const before = reading(sample, sample.value)!
          const after = reading(sample, value)
          if (after !== undefined)
            expect(after.length, `${sample.name}: ${JSON.stringify(probe)}`).toBe(before.length + 1)
        },
      ),
      { numRuns: 600 },
    )
  })

  test('a cut or filter stop: a read failure', () => {
    fc.assert(
      fc.property(
        fc.nat(readable.length - 1),
        fc.nat(1000),
        fc.constantFrom(...STOPS),
        (index, at, probe) => {
          const sample = readable[index]!
          const value = inserted(sample.value, at, probe)
          if (value === undefined) return
          expect(reading(sample, value), `${sample.name}: ${JSON.stringify(probe)}`).toBeUndefined()
        },
      ),
      { numRuns: 400 },
    )
  })
})
