import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { errorValue } from '../../../src/read/run/vercel-ai-result.js'
import { readAiPart as readPart } from '../../../src/read/vercel-ai-parts.js'
import { thrownFailure } from '../helpers.js'

const options = normalizeReadOptions(undefined)
const include = normalizeReadOptions({ serverTools: 'include' })
const ignoreUnknown = normalizeReadOptions({ unknownItems: 'ignore' })
const at = ['steps', 0, 'content', 1]

const call = (fields: object = {}) => ({
  type: 'tool-call',
  toolCallId: 'c1',
  toolName: 'f',
  input: { a: 1 },
  ...fields,
})
const result = (fields: object = {}) => ({
  type: 'tool-result',
  toolCallId: 'c1',
  toolName: 'f',
  output: { ok: true },
  ...fields,
})

describe('readPart: calls', () => {
  test('a tool-call is a call placed at the part', () => {
    // toEqual: canonical arguments are objects of their own class
    expect(readPart(call(), at, options, false)).toEqual({
      kind: 'call',
      placed: { call: { name: 'f', arguments: { a: 1 }, id: 'c1' }, path: at },
    })
  })

  test('a call the provider ran is none under serverTools: ignore, and so is its result', () => {
    expect(readPart(call({ providerExecuted: true }), at, options, false)).toStrictEqual({ kind: 'none' })
    expect(readPart(result({ providerExecuted: true }), at, options, false)).toStrictEqual({ kind: 'none' })
  })

  test('under serverTools: include, both are read, the call marked as the server’s', () => {
    expect(readPart(call({ providerExecuted: true }), at, include, false)).toMatchObject({
      kind: 'call',
      placed: { call: { name: 'f', server: true } },
    })
    expect(readPart(result({ providerExecuted: true }), at, include, false)).toMatchObject({ kind: 'result' })
  })

  test('a result not marked providerExecuted is read under either policy', () => {
    expect(readPart(result({ providerExecuted: false }), at, options, false)).toMatchObject({
      kind: 'result',
    })
  })
})

describe('readPart: results', () => {
  test('a tool-result carries its id, name and output, as a value', () => {
    expect(readPart(result(), at, options, false)).toStrictEqual({
      kind: 'result',
      result: { id: 'c1', name: 'f', value: { ok: true }, status: 'ok', raw: true, path: [...at, 'output'] },
    })
  })

  test('a result without id or name carries neither key', () => {
    expect(
      readPart(result({ toolCallId: undefined, toolName: undefined }), at, options, false),
    ).toStrictEqual({
      kind: 'result',
      result: { value: { ok: true }, status: 'ok', raw: true, path: [...at, 'output'] },
    })
    expect(readPart(result({ toolCallId: 7, toolName: ['f'] }), at, options, false)).toStrictEqual({
      kind: 'result',
      result: { value: { ok: true }, status: 'ok', raw: true, path: [...at, 'output'] },
    })
  })

  test("a tool-error is an error whose value is the Error's message", () => {
    expect(
      readPart({ type: 'tool-error', toolCallId: 'c1', error: new Error('boom') }, at, options, false),
    ).toStrictEqual({
      kind: 'result',
      result: { id: 'c1', value: 'boom', status: 'error', raw: true, path: [...at, 'error'] },
    })
    expect(errorValue({ code: 1 })).toEqual({ code: 1 })
  })

  test.each<[string, object, string]>([
    ['isError true', { isError: true }, 'error'],
    ['isError false', { isError: false }, 'ok'],
    ['no isError', {}, 'ok'],
    ['isError as text', { isError: 'true' }, 'ok'],
  ])("AI SDK 4's result with %s: %s", (_name, fields, status) => {
    expect(readPart(result({ output: undefined, result: 42, ...fields }), at, options, false)).toStrictEqual({
      kind: 'result',
      result: { id: 'c1', name: 'f', value: 42, status, raw: true, path: [...at, 'result'] },
    })
  })

  test.each<[string, object, object]>([
    [
      'error-text',
      { type: 'error-text', value: 'boom' },
      { value: 'boom', status: 'error', raw: true, path: [...at, 'output', 'value'] },
    ],
    [
      'error-json',
      { type: 'error-json', value: { e: 1 } },
      { value: { e: 1 }, status: 'error', raw: true, path: [...at, 'output', 'value'] },
    ],
    [
      'execution-denied',
      { type: 'execution-denied', reason: 'no' },
      { value: 'no', status: 'denied', raw: true, path: [...at, 'output', 'reason'] },
    ],
    [
      'content',
      { type: 'content', value: [{ type: 'text', text: '1' }] },
      { value: [{ type: 'text', text: '1' }], status: 'ok', path: [...at, 'output', 'value'] },
    ],
    [
      'json',
      { type: 'json', value: { a: 1 } },
      { value: { a: 1 }, status: 'ok', raw: true, path: [...at, 'output', 'value'] },
    ],
    [
      'text',
      { type: 'text', value: 'hi' },
      { value: 'hi', status: 'ok', raw: true, path: [...at, 'output', 'value'] },
    ],
  ])('in a model message, a typed output %s is read by its type', (_name, output, expected) => {
    expect(readPart(result({ output }), at, options, true)).toStrictEqual({
      kind: 'result',
      result: { id: 'c1', name: 'f', ...expected },
    })
  })

  test('in a step, an output is the value as it is, typed or not', () => {
    const output = { type: 'error-text', value: 'boom' }
    expect(readPart(result({ output }), at, options, false)).toStrictEqual({
      kind: 'result',
      result: { id: 'c1', name: 'f', value: output, status: 'ok', raw: true, path: [...at, 'output'] },
    })
    expect(readPart(result({ output: 'plain' }), at, options, true)).toMatchObject({
      result: { value: 'plain', raw: true },
    })
  })
})

describe('readPart: other parts', () => {
  test.each<[string, object, object]>([
    ['by toolCallId (a model message)', { toolCallId: 'c1' }, { id: 'c1' }],
    [
      'by the call it carries (an AI SDK 6 step)',
      { toolCall: call() },
      { id: 'c1', placed: { call: { name: 'f', arguments: { a: 1 }, id: 'c1' }, path: [...at, 'toolCall'] } },
    ],
    ['naming no call', {}, { id: undefined }],
  ])('an approval request names the call awaiting approval: %s', (_name, fields, more) => {
    const reading = readPart(
      { type: 'tool-approval-request', approvalId: 'a', ...fields },
      at,
      options,
      false,
    )
    expect(JSON.parse(JSON.stringify(reading))).toStrictEqual(
      JSON.parse(JSON.stringify({ kind: 'approval', approvalId: 'a', ...more })),
    )
  })

  test.each<[string, object, boolean]>([
    [
      'an approval response granted',
      { type: 'tool-approval-response', approvalId: 'a', approved: true },
      true,
    ],
    [
      'an approval response refused',
      { type: 'tool-approval-response', approvalId: 'a', approved: false },
      false,
    ],
    ['a denial (fullStream)', { type: 'tool-output-denied', toolCallId: 'c1', toolName: 'f' }, false],
  ])('%s is a decision', (_name, part, approved) => {
    expect(readPart(part, at, options, false)).toMatchObject({ kind: 'decision', approved, path: at })
  })

  test('text is text; a text part without a string is nothing', () => {
    expect(readPart({ type: 'text', text: 'Hi' }, at, options, false)).toStrictEqual({
      kind: 'text',
      text: 'Hi',
    })
    expect(readPart({ type: 'text', text: 3 }, at, options, false)).toStrictEqual({ kind: 'none' })
  })

  test.each(['reasoning', 'redacted-reasoning', 'reasoning-file', 'source', 'file', 'image'])(
    'a %s part carries nothing',
    (type) => {
      expect(readPart({ type }, at, options, false)).toStrictEqual({ kind: 'none' })
    },
  )

  test.each<[string, object, string]>([
    ['an unknown type', { type: 'hologram' }, 'hologram'],
    ['no type', { text: 'x' }, 'untyped part'],
    ['a type that is no string', { type: 4 }, 'number'],
  ])('a part of %s is unknown_item, nothing when ignored', (_name, part, token) => {
    expect(thrownFailure(() => readPart(part, at, options, false))).toStrictEqual({
      kind: 'unknown_item',
      path: at,
      token,
    })
    expect(readPart(part, at, ignoreUnknown, false)).toStrictEqual({ kind: 'none' })
  })
})
