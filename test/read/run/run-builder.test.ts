import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { RunBuilder } from '../../../src/read/run/run-builder.js'
import type { PlacedCall, ReceivedResult } from '../../../src/read/run/types.js'
import type { Call } from '../../../src/read/types.js'
import { thrownFailure } from '../helpers.js'

const failureOf = thrownFailure

const builder = () => new RunBuilder(DEFAULT_READ_OPTIONS)

/** A call placed at `[turn, 'calls', index]`. */
function placed(
  turn: number,
  index: number,
  name: string,
  id?: string,
  more: Partial<PlacedCall> = {},
): PlacedCall {
  const call: Call = { name, arguments: {}, ...(id === undefined ? {} : { id }) }
  return { call, path: [turn, 'calls', index], ...more }
}

function result(at: number, fields: Partial<ReceivedResult>): ReceivedResult {
  return { value: 'done', status: 'ok', path: [at, 'content'], ...fields }
}

describe('RunBuilder: turns and the answer', () => {
  test('a turn with calls is a step; text beside calls is no answer', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1')], 'Looking it up.')
    expect(run.finish('openai-chat')).toEqual({
      steps: [{ calls: [{ name: 'a', arguments: {}, id: 'c1' }] }],
      format: 'openai-chat',
    })
  })

  test('a turn without calls is no step; its text is the answer', () => {
    const run = builder()
    run.turn([], 'Hello.')
    expect(run.finish('anthropic')).toEqual({ steps: [], answer: 'Hello.', format: 'anthropic' })
  })

  test('the last text wins; blank text and no text leave the answer as it was', () => {
    const run = builder()
    run.turn([], 'First.')
    run.turn([], 'Second.')
    run.turn([], ' \n\t')
    run.turn([], '')
    run.turn([], undefined)
    expect(run.finish('anthropic').answer).toBe('Second.')
  })

  test('a run that ends on calls has no answer, whatever was said before them', () => {
    const run = builder()
    run.turn([], 'How can I help?')
    run.turn([placed(1, 0, 'a', 'c1')], undefined)
    expect(run.finish('openai-chat')).not.toHaveProperty('answer')
    run.result(result(2, { id: 'c1' }))
    run.turn([], 'Done.')
    expect(run.finish('openai-chat').answer).toBe('Done.')
  })

  test('the calls given are copied, never changed by pairing', () => {
    const given = placed(0, 0, 'a', 'c1')
    const run = builder()
    run.turn([given], undefined)
    run.result(result(1, { id: 'c1', value: '{"x":1}' }))
    expect(given.call).toEqual({ name: 'a', arguments: {}, id: 'c1' })
    expect(run.finish('openai-chat').steps[0]!.calls[0]).toEqual({
      name: 'a',
      arguments: {},
      id: 'c1',
      result: { x: 1 },
      status: 'ok',
    })
  })

  test('a status carried on the call is kept; a result carried on the call pairs at once', () => {
    const run = builder()
    run.turn(
      [
        placed(0, 0, 'a', 'c1', { status: 'approval_requested' }),
        placed(0, 1, 'b', 'c2', { result: result(0, { id: 'c2', value: '7', status: 'error' }) }),
      ],
      undefined,
    )
    run.turn([], 'Waiting for your approval.')
    expect(run.finish('vercel-ai').steps[0]!.calls).toStrictEqual([
      { name: 'a', arguments: {}, id: 'c1', status: 'approval_requested' },
      { name: 'b', arguments: {}, id: 'c2', result: 7, status: 'error' },
    ])
  })
})

describe('RunBuilder: call ids', () => {
  test('an id repeated within one turn names both places', () => {
    expect(
      failureOf(() => builder().turn([placed(0, 0, 'a', 'c1'), placed(0, 1, 'b', 'c1')], undefined)),
    ).toEqual({ kind: 'duplicate_call_id', path: [0, 'calls', 1], token: 'c1', other: [0, 'calls', 0] })
  })

  test('an id reused while an earlier call still waits (denied, unanswered) names both places', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1', { status: 'denied' })], undefined)
    expect(failureOf(() => run.turn([placed(2, 0, 'b', 'c1')], undefined))).toEqual({
      kind: 'duplicate_call_id',
      path: [2, 'calls', 0],
      token: 'c1',
      other: [0, 'calls', 0],
    })
  })

  test('an id whose call was answered may be used again', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1')], undefined)
    run.result(result(1, { id: 'c1', value: '1' }))
    run.turn([placed(2, 0, 'b', 'c1')], undefined)
    run.result(result(3, { id: 'c1', value: '2' }))
    expect(run.finish('openai-chat').steps.map((step) => step.calls[0]!.result)).toEqual([1, 2])
  })

  test('a second result for an id already answered pairs with nothing', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1')], undefined)
    run.result(result(1, { id: 'c1' }))
    expect(failureOf(() => run.result(result(2, { id: 'c1' })))).toEqual({
      kind: 'unpaired_result',
      path: [2, 'content'],
      token: 'c1',
    })
  })
})

describe('RunBuilder: pairing a result', () => {
  test('by id, in any order', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1'), placed(0, 1, 'a', 'c2')], undefined)
    run.result(result(1, { id: 'c2', value: '"second"' }))
    run.result(result(2, { id: 'c1', value: '"first"' }))
    expect(run.finish('openai-chat').steps[0]!.calls.map((call) => call.result)).toEqual(['first', 'second'])
  })

  test('by name, without ids: the first unanswered call of that name in the last turn', () => {
    const run = builder()
    run.turn([placed(0, 0, 'f'), placed(0, 1, 'g'), placed(0, 2, 'f')], undefined)
    run.result(result(1, { name: 'f', value: '1' }))
    run.result(result(1, { name: 'f', value: '2' }))
    run.result(result(1, { name: 'g', value: '3' }))
    expect(run.finish('gemini').steps[0]!.calls.map((call) => call.result)).toEqual([1, 3, 2])
    expect(failureOf(() => run.result(result(1, { name: 'f' })))).toEqual({
      kind: 'unpaired_result',
      path: [1, 'content'],
      token: 'f',
    })
  })

  test('by name only among the calls of the turn just before', () => {
    const run = builder()
    run.turn([placed(0, 0, 'f')], undefined)
    run.result(result(1, { name: 'f' }))
    run.turn([placed(2, 0, 'g')], undefined)
    expect(failureOf(() => run.result(result(3, { name: 'f' })))).toMatchObject({
      kind: 'unpaired_result',
      token: 'f',
    })
  })

  test('a result with an id pairs by name only with a call that has none', () => {
    const withIds = builder()
    withIds.turn([placed(0, 0, 'f', 'c1')], undefined)
    expect(failureOf(() => withIds.result(result(1, { id: 'c9', name: 'f' })))).toEqual({
      kind: 'unpaired_result',
      path: [1, 'content'],
      token: 'c9',
    })
    const withoutIds = builder()
    withoutIds.turn([placed(0, 0, 'f')], undefined)
    withoutIds.result(result(1, { id: 'c9', name: 'f', value: '5' }))
    expect(withoutIds.finish('langchain').steps[0]!.calls[0]).toMatchObject({ result: 5, status: 'ok' })
  })

  test('a result with a call id but without a name pairs by id only', () => {
    const run = builder()
    run.turn([placed(0, 0, 'f')], undefined)
    expect(failureOf(() => run.result(result(1, { id: 'c9' })))).toMatchObject({ token: 'c9' })
  })

  test('a result naming no call says so', () => {
    const run = builder()
    run.turn([placed(0, 0, 'f', 'c1')], undefined)
    expect(failureOf(() => run.result(result(1, {})))).toStrictEqual({
      kind: 'unpaired_result',
      path: [1, 'content'],
      detail: 'it names no call',
    })
  })

  test('a result without a value sets the status only', () => {
    const run = builder()
    run.turn([placed(0, 0, 'f', 'c1')], undefined)
    run.result(result(1, { id: 'c1', value: undefined, status: 'denied' }))
    expect(run.finish('vercel-ai').steps[0]!.calls[0]).toEqual({
      name: 'f',
      arguments: {},
      id: 'c1',
      status: 'denied',
    })
  })

  test('a raw value is canonicalised, not read as text blocks', () => {
    const run = builder()
    run.turn([placed(0, 0, 'f', 'c1')], undefined)
    run.result(result(1, { id: 'c1', value: [{ text: '{"a":1}' }], raw: true }))
    expect(run.finish('gemini').steps[0]!.calls[0]!.result).toEqual([{ text: '{"a":1}' }])
  })
})

describe('RunBuilder: a call left without its result', () => {
  test('fails when the model takes another turn, naming the call and its id', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1'), placed(0, 1, 'b', 'c2')], undefined)
    run.result(result(1, { id: 'c1' }))
    expect(failureOf(() => run.turn([], 'Done.'))).toEqual({
      kind: 'unanswered_call',
      path: [0, 'calls', 1],
      token: 'b',
      detail: 'id c2',
    })
  })

  test('a call without an id is named without a detail', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a')], undefined)
    expect(failureOf(() => run.turn([], 'Done.'))).toEqual({
      kind: 'unanswered_call',
      path: [0, 'calls', 0],
      token: 'a',
    })
  })

  test.each([
    ['a denied call', { status: 'denied' as const }],
    ['a call awaiting approval', { status: 'approval_requested' as const }],
  ])('%s may stay without one', (_name, more) => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1', more)], undefined)
    run.turn([], 'Done.')
    expect(run.finish('vercel-ai').answer).toBe('Done.')
  })

  test('a tool the provider ran may stay without one', () => {
    const run = builder()
    const server: PlacedCall = {
      call: { name: 'web_search', arguments: {}, id: 's1', server: true },
      path: [0],
    }
    run.turn([server], undefined)
    run.turn([], 'Found it.')
    expect(run.finish('anthropic').steps[0]!.calls[0]).toEqual({
      name: 'web_search',
      arguments: {},
      id: 's1',
      server: true,
    })
  })

  test('a call whose result came with an error status counts as answered', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1')], undefined)
    run.result(result(1, { id: 'c1', status: 'error' }))
    run.turn([], 'It failed.')
    expect(run.finish('openai-chat').steps[0]!.calls[0]!.status).toBe('error')
  })

  test('a call left unanswered at the end of the run is no failure', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a', 'c1')], undefined)
    expect(run.finish('openai-chat').steps).toHaveLength(1)
  })
})

describe('RunBuilder: results without id nor name pair in order', () => {
  test('each pairs with the preceding turn’s first unanswered call without an id', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a'), placed(0, 1, 'a')], undefined)
    run.result(result(1, { value: 'first' }))
    run.result(result(2, { value: 'second' }))
    expect(run.finish('openai-chat').steps[0]!.calls.map((call) => call.result)).toEqual(['first', 'second'])
  })

  test.each([
    ['the calls have ids (the result names none of them)', [placed(0, 0, 'a', 'c1')]],
    ['every call is answered already', []],
  ])('no pairing when %s: unpaired_result', (_, calls) => {
    const run = builder()
    run.turn(calls, undefined)
    expect(failureOf(() => run.result(result(1, {})))).toMatchObject({
      kind: 'unpaired_result',
      path: [1, 'content'],
      detail: 'it names no call',
    })
  })

  test('an id the result names that no call has never falls back to order', () => {
    const run = builder()
    run.turn([placed(0, 0, 'a')], undefined)
    expect(failureOf(() => run.result(result(1, { id: 'c9' })))).toMatchObject({
      kind: 'unpaired_result',
      token: 'c9',
    })
  })
})

describe('RunBuilder: a turn whose every call the provider ran keeps its text', () => {
  const server = (index: number, name: string) => placed(0, index, name, `s${index}`, {})
  test.each([
    ['only server calls: the text is the answer', [true, true], 'Found it.'],
    ['a client call among them: no answer', [true, false], undefined],
  ])('%s', (_, servers, answer) => {
    const run = builder()
    const calls = servers.map((isServer, index): PlacedCall => {
      const one = server(index, 'web_search')
      return isServer ? { ...one, call: { ...one.call, server: true as const } } : one
    })
    run.turn(calls, 'Found it.')
    expect(run.finish('openai-responses').answer).toBe(answer)
  })

  test('a later server-only turn without text leaves no earlier text as the answer', () => {
    const run = builder()
    run.turn([], 'Let me search.')
    run.turn(
      [{ ...placed(1, 0, 'web_search', 's1'), call: { name: 'web_search', arguments: {}, server: true } }],
      '',
    )
    expect(run.finish('openai-responses').answer).toBeUndefined()
  })
})
