import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { readUiPart } from '../../../src/read/run/ui-parts.js'
import { thrownFailure } from '../helpers.js'

const options = normalizeReadOptions(undefined)
const include = normalizeReadOptions({ serverTools: 'include' })
const ignoreUnknown = normalizeReadOptions({ unknownItems: 'ignore' })
const at = [1, 'parts', 2]
const args = { id: 'A-77' }

const failureOf = thrownFailure

/** A reading with its call's canonical arguments made plain, for exact comparison. */
const plain = (reading: unknown) => JSON.parse(JSON.stringify(reading))

describe('readUiPart: AI SDK 5 tool parts', () => {
  const part = (fields: object) => ({ type: 'tool-refund', toolCallId: 'c1', input: args, ...fields })
  const call = { name: 'refund', arguments: args, id: 'c1' }

  test.each<[string, object, object]>([
    [
      'output-available',
      { state: 'output-available', output: { ok: 1 } },
      { result: { id: 'c1', value: { ok: 1 }, status: 'ok', raw: true, path: [...at, 'output'] } },
    ],
    [
      'output-error',
      { state: 'output-error', errorText: 'boom' },
      { result: { id: 'c1', value: 'boom', status: 'error', raw: true, path: [...at, 'errorText'] } },
    ],
    ['output-denied', { state: 'output-denied' }, { status: 'denied' }],
    ['approval-requested', { state: 'approval-requested' }, { status: 'approval_requested' }],
    [
      'approval-responded',
      { state: 'approval-responded', approval: { id: 'a', approved: true } },
      { status: 'approval_requested' },
    ],
    [
      'a refused approval',
      { state: 'approval-responded', approval: { id: 'a', approved: false } },
      { status: 'denied' },
    ],
    ['input-available', { state: 'input-available' }, {}],
  ])('%s', (_name, fields, more) => {
    expect(plain(readUiPart(part(fields), at, options))).toStrictEqual({
      kind: 'call',
      placed: { call, path: at, ...more },
    })
  })

  test('a result without a call id carries none', () => {
    const reading = readUiPart(
      part({ toolCallId: undefined, state: 'output-available', output: 1 }),
      at,
      options,
    )
    expect(plain(reading)).toStrictEqual({
      kind: 'call',
      placed: {
        call: { name: 'refund', arguments: args },
        path: at,
        result: { value: 1, status: 'ok', raw: true, path: [...at, 'output'] },
      },
    })
  })

  test('a call the provider ran is nothing under serverTools: ignore, a server call under include', () => {
    const ran = part({ state: 'output-available', output: 1, providerExecuted: true })
    expect(readUiPart(ran, at, options)).toStrictEqual({ kind: 'none' })
    expect(readUiPart(ran, at, include)).toMatchObject({ kind: 'call', placed: { call: { server: true } } })
  })

  test('input still arriving is truncated, at the part', () => {
    expect(failureOf(() => readUiPart(part({ state: 'input-streaming' }), at, options))).toMatchObject({
      kind: 'truncated',
      path: [...at, 'state'],
    })
  })

  test('a dynamic tool is named by its toolName; without one its name fails there', () => {
    expect(readUiPart({ ...part({}), type: 'dynamic-tool', toolName: 'lookup' }, at, options)).toMatchObject({
      placed: { call: { name: 'lookup' } },
    })
    expect(
      failureOf(() => readUiPart({ ...part({}), type: 'dynamic-tool', toolName: 5 }, at, options)),
    ).toMatchObject({
      path: [...at, 'toolName'],
    })
  })

  test('a tool named call, with a state, is an AI SDK 5 part, not a vitest-evals call', () => {
    const reading = readUiPart(
      { type: 'tool-call', toolName: 'x', toolCallId: 'c1', state: 'input-available', input: args },
      at,
      options,
    )
    expect(reading).toMatchObject({ kind: 'call', placed: { call: { name: 'call' } } })
  })
})

describe('readUiPart: AI SDK 4 tool-invocation', () => {
  const invocation = (fields: object) => ({
    type: 'tool-invocation',
    toolInvocation: { toolCallId: 'c1', toolName: 'refund', args, ...fields },
  })
  const where = [...at, 'toolInvocation']

  test('a result state carries its result; a step number is kept', () => {
    expect(plain(readUiPart(invocation({ state: 'result', result: 7, step: 2 }), at, options))).toStrictEqual(
      {
        kind: 'call',
        placed: {
          call: { name: 'refund', arguments: args, id: 'c1' },
          path: where,
          result: { id: 'c1', value: 7, status: 'ok', raw: true, path: [...where, 'result'] },
        },
        step: 2,
      },
    )
  })

  test('a call state has no result; a step that is no number is left out', () => {
    expect(plain(readUiPart(invocation({ state: 'call', step: '2' }), at, options))).toStrictEqual({
      kind: 'call',
      placed: { call: { name: 'refund', arguments: args, id: 'c1' }, path: where },
    })
  })

  test('a partial call is truncated; a provider-run one is nothing under ignore', () => {
    expect(failureOf(() => readUiPart(invocation({ state: 'partial-call' }), at, options))).toMatchObject({
      kind: 'truncated',
    })
    expect(
      readUiPart(invocation({ state: 'result', result: 1, providerExecuted: true }), at, options),
    ).toStrictEqual({ kind: 'none' })
  })
})

describe('readUiPart: vitest-evals parts', () => {
  test('a tool-call naming toolName, without a state, is a call', () => {
    expect(
      plain(
        readUiPart({ type: 'tool-call', toolCallId: 'c1', toolName: 'refund', input: args }, at, options),
      ),
    ).toStrictEqual({
      kind: 'call',
      placed: { call: { name: 'refund', arguments: args, id: 'c1' }, path: at },
    })
  })

  test('a tool-result carries its output; one without a name carries no name', () => {
    expect(
      readUiPart({ type: 'tool-result', toolCallId: 'c1', toolName: 'refund', output: 1 }, at, options),
    ).toStrictEqual({
      kind: 'result',
      result: { id: 'c1', name: 'refund', value: 1, status: 'ok', raw: true, path: [...at, 'output'] },
    })
  })

  test('a tool-error carries its error, else its output, as an error', () => {
    expect(
      readUiPart({ type: 'tool-error', toolName: 'refund', error: new Error('boom') }, at, options),
    ).toStrictEqual({
      kind: 'result',
      result: { name: 'refund', value: 'boom', status: 'error', raw: true, path: [...at, 'error'] },
    })
    expect(
      readUiPart({ type: 'tool-error', toolName: 'refund', output: 'declined' }, at, options),
    ).toMatchObject({
      result: { value: 'declined', status: 'error' },
    })
  })
})

describe('readUiPart: other parts', () => {
  test('step-start is a boundary; text is text; text without a string is nothing', () => {
    expect(readUiPart({ type: 'step-start' }, at, options)).toStrictEqual({ kind: 'boundary' })
    expect(readUiPart({ type: 'text', text: 'Hi' }, at, options)).toStrictEqual({ kind: 'text', text: 'Hi' })
    expect(readUiPart({ type: 'text', text: 1 }, at, options)).toStrictEqual({ kind: 'none' })
  })

  test.each(['reasoning', 'source', 'source-url', 'source-document', 'file', 'image', 'data-weather'])(
    '%s carries nothing',
    (type) => {
      expect(readUiPart({ type }, at, options)).toStrictEqual({ kind: 'none' })
    },
  )

  test.each<[string, object, string]>([
    ['an unknown type', { type: 'hologram' }, 'hologram'],
    ['tool- alone', { type: 'tool-' }, 'tool-'],
    ['no type', { text: 'x' }, 'undefined'],
  ])('%s is unknown_item, nothing when ignored', (_name, part, token) => {
    expect(failureOf(() => readUiPart(part, at, options))).toStrictEqual({
      kind: 'unknown_item',
      path: at,
      token,
    })
    expect(readUiPart(part, at, ignoreUnknown)).toStrictEqual({ kind: 'none' })
  })
})

describe('readUiPart marks a call the provider ran, as readCalls does', () => {
  test('AI SDK 5 and AI SDK 4 parts under serverTools: include', () => {
    const v5 = {
      type: 'tool-web_search',
      toolCallId: 's1',
      state: 'output-available',
      input: {},
      output: 1,
      providerExecuted: true,
    }
    const v4 = {
      type: 'tool-invocation',
      toolInvocation: {
        toolCallId: 's1',
        toolName: 'web_search',
        args: {},
        state: 'result',
        result: 1,
        providerExecuted: true,
      },
    }
    for (const part of [v5, v4]) {
      expect(readUiPart(part, at, include)).toMatchObject({
        kind: 'call',
        placed: { call: { name: 'web_search', server: true } },
      })
      expect(readUiPart(part, at, options)).toStrictEqual({ kind: 'none' })
    }
  })
})
