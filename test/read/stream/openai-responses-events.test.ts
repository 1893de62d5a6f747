import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { openaiResponsesEvents } from '../../../src/read/stream/openai-responses-events.js'
import { fixture, plain, readFailure, readOk, thrownFailure } from '../helpers.js'

const FILE = 'openai-responses/stream-events-function-call.json'
const events = () => fixture(FILE) as Record<string, unknown>[]
const CALL = {
  name: 'get_current_weather',
  arguments: { location: 'Boston, MA', unit: 'celsius' },
  id: 'call_unLAR8MvFNptuiZK6K6HCy5k',
}

describe('openai-responses.events', () => {
  test('the final response is read', () => {
    expect(plain(readOk(events()).calls)).toEqual([CALL])
  })

  test('a final response without output takes the items the events carried', () => {
    const stream = events()
    stream[7] = {
      type: 'response.completed',
      response: { object: 'response', status: 'completed', output: [] },
    }
    expect(plain(readOk(stream).calls)).toEqual([CALL])
  })

  test('a cut inside the call names it and what of its arguments arrived', () => {
    expect(readFailure(events().slice(0, 4))).toMatchObject({
      kind: 'truncated',
      format: 'openai-responses',
      path: [2],
      token: 'get_current_weather',
      detail: '{"location":',
      expected: ['response.completed'],
      calls: [],
    })
  })

  test('a cut after the item is done keeps the call as arrived', () => {
    const failure = readFailure(events().slice(0, 7))
    expect(failure.token).toBeUndefined()
    expect(plain(failure.calls ?? [])).toEqual([CALL])
  })

  test('error and response.failed are stream errors', () => {
    expect(
      readFailure([...events().slice(0, 3), { type: 'error', code: 'server_error', message: 'boom' }]),
    ).toMatchObject({ kind: 'stream_error', path: [3], token: 'error', detail: 'boom' })
    const failed = {
      type: 'response.failed',
      response: { status: 'failed', error: { message: 'rate limited' } },
    }
    expect(readFailure([...events().slice(0, 3), failed])).toMatchObject({
      kind: 'stream_error',
      token: 'response.failed',
      detail: 'rate limited',
    })
    expect(readFailure([{ type: 'response.failed', response: null }])).toMatchObject({
      kind: 'stream_error',
      token: 'response.failed',
    })
  })

  test('an event of unknown type is unknown_item; text and progress events are listed', () => {
    const stream = events()
    stream.splice(
      3,
      0,
      { type: 'response.output_text.delta', delta: 'x' },
      { type: 'response.teleport.started' },
    )
    expect(readFailure(stream)).toMatchObject({
      kind: 'unknown_item',
      path: [4],
      token: 'response.teleport.started',
    })
    expect(readFailure([...events().slice(0, 2), { type: 'response.output_item.moved' }])).toMatchObject({
      kind: 'unknown_item',
      token: 'response.output_item.moved',
    })
  })

  test('an incomplete response keeps its status and reason (the token-limit policy reads them)', () => {
    const stream = events()
    stream[7] = {
      type: 'response.incomplete',
      response: {
        object: 'response',
        status: 'incomplete',
        incomplete_details: { reason: 'max_output_tokens' },
        output: [],
      },
    }
    const assembled = openaiResponsesEvents.assemble(stream, [], DEFAULT_READ_OPTIONS)
    expect(assembled).toMatchObject({
      ended: true,
      response: { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } },
    })
  })

  test('custom tool input streams too', () => {
    const { response } = openaiResponsesEvents.assemble(
      [
        {
          type: 'response.output_item.added',
          output_index: 0,
          item: { type: 'custom_tool_call', name: 'sql', input: '' },
        },
        { type: 'response.custom_tool_call_input.delta', output_index: 0, delta: 'SELECT' },
        { type: 'response.custom_tool_call_input.done', output_index: 0, input: 'SELECT 1' },
      ],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(response).toMatchObject({ output: [] })
    const cut = readFailure([
      {
        type: 'response.output_item.added',
        output_index: 0,
        item: { type: 'custom_tool_call', name: 'sql', input: '' },
      },
      { type: 'response.custom_tool_call_input.delta', output_index: 0, delta: 'SELECT' },
    ])
    expect(cut).toMatchObject({ kind: 'truncated', token: 'sql', detail: 'SELECT' })
  })
})

describe('openai-responses.events: assembling in detail', () => {
  const assemble = (list: object[]) => openaiResponsesEvents.assemble(list, ['s'], DEFAULT_READ_OPTIONS)
  const added = (index: number | undefined, item: object) => ({
    type: 'response.output_item.added',
    output_index: index,
    item,
  })
  const done = (index: number, item: object) => ({
    type: 'response.output_item.done',
    output_index: index,
    item,
  })
  const fc = { type: 'function_call', call_id: 'c1', name: 'f', arguments: '' }

  test('deltas append to the item; done sets the whole text; a done item takes nothing more', () => {
    const cut = assemble([
      added(0, fc),
      { type: 'response.function_call_arguments.delta', output_index: 0, delta: '{"a"' },
      { type: 'response.function_call_arguments.delta', output_index: 0, delta: ':1' },
      { type: 'response.function_call_arguments.done', output_index: 0, arguments: 7 },
      { type: 'response.function_call_arguments.delta', output_index: 5, delta: 'lost' },
    ])
    expect(cut).toEqual({
      ended: false,
      response: { object: 'response', output: [] },
      awaiting: 'response.completed',
      open: { name: 'f', arrived: '{"a":1', path: ['s', 0] },
    })
    const whole = assemble([
      added(0, fc),
      { type: 'response.function_call_arguments.delta', output_index: 0, delta: '{"a"' },
      { type: 'response.function_call_arguments.done', output_index: 0, arguments: '{"a":2}' },
      done(0, { ...fc, arguments: '{"a":2}' }),
      { type: 'response.function_call_arguments.delta', output_index: 0, delta: 'late' },
    ])
    expect(whole).toEqual({
      ended: false,
      response: { object: 'response', output: [{ ...fc, arguments: '{"a":2}' }] },
      awaiting: 'response.completed',
    })
  })

  test('custom tool input and MCP arguments stream the same way', () => {
    const cut = assemble([
      added(0, { type: 'custom_tool_call', call_id: 'c', name: 'patch', input: '' }),
      { type: 'response.custom_tool_call_input.delta', output_index: 0, delta: '*** Begin' },
      added(1, { type: 'mcp_call', id: 'm', name: 'lookup', arguments: '' }),
      { type: 'response.mcp_call_arguments.done', output_index: 1, arguments: '{}' },
    ])
    expect(cut).toMatchObject({ open: { name: 'patch', arrived: '*** Begin' } })
  })

  test('an argument event of another suffix is unknown, whatever its item', () => {
    expect(() => assemble([{ type: 'response.function_call_arguments.partial', output_index: 9 }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({
          kind: 'unknown_item',
          token: 'response.function_call_arguments.partial',
        }),
      }),
    )
    expect(() => assemble([{ type: 'response.output_item.moved', output_index: 0 }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'unknown_item' }) }),
    )
  })

  test('items without output_index follow in order; the final response lists its own output, else theirs, in index order', () => {
    const items = [
      added(undefined, { type: 'reasoning', id: 'r' }),
      done(3, { ...fc, arguments: '{}' }),
      done(1, { type: 'message', id: 'm' }),
    ]
    const own = assemble([
      ...items,
      {
        type: 'response.completed',
        response: { status: 'completed', output: [{ type: 'message', id: 'x' }] },
      },
    ])
    expect(own).toEqual({
      ended: true,
      response: { status: 'completed', output: [{ type: 'message', id: 'x' }] },
    })
    const theirs = assemble([...items, { type: 'response.incomplete', response: { status: 'incomplete' } }])
    expect(theirs).toEqual({
      ended: true,
      response: {
        status: 'incomplete',
        output: [
          { type: 'reasoning', id: 'r' },
          { type: 'message', id: 'm' },
          { ...fc, arguments: '{}' },
        ],
      },
    })
  })

  test('a cut takes the response so far; an open item without a name is not the open call', () => {
    const cut = assemble([
      { type: 'response.created', response: { id: 'resp', status: 'in_progress', output: [] } },
      added(0, { type: 'reasoning', id: 'r' }),
      added(1, { ...fc, arguments: undefined }),
      { type: 'response.output_text.delta', output_index: 2, delta: 'x' },
    ])
    expect(cut).toEqual({
      ended: false,
      // The opening event's status (in_progress) is left out: the stream says the cut, the response what arrived.
      response: { id: 'resp', output: [] },
      awaiting: 'response.completed',
      open: { name: 'f', arrived: '', path: ['s', 2] },
    })
  })

  test('error and response.failed are stream errors, the latter read at response.error', () => {
    expect(() => assemble([{ type: 'error', message: 'overloaded' }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'stream_error', path: ['s', 0] }) }),
    )
    expect(() =>
      assemble([{ type: 'response.failed', response: { error: { code: 'server_error', message: 'boom' } } }]),
    ).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'stream_error', detail: expect.stringContaining('boom') }),
      }),
    )
  })

  test('signals: any response.* event', () => {
    expect(openaiResponsesEvents.signals({ type: 'response.created' }, [])).toBe('strong')
    expect(openaiResponsesEvents.signals({ type: 'message_start' }, [])).toBe(false)
    expect(openaiResponsesEvents.signals({ type: 1 }, [])).toBe(false)
  })
  test('a done event sets the whole arguments, so a call cut after it arrived with them', () => {
    const cut = assemble([
      added(0, { type: 'function_call', name: 'f', arguments: '' }),
      { type: 'response.function_call_arguments.delta', output_index: 0, delta: '{"a"' },
      { type: 'response.function_call_arguments.done', output_index: 0, arguments: '{"a":1}' },
      { type: 'response.function_call_arguments.done', output_index: 0, arguments: 7 },
    ])
    expect(cut).toMatchObject({ ended: false, open: { name: 'f', arrived: '{"a":1}', path: ['s', 0] } })
  })

  test('a call cut before any arguments arrived has arrived nothing', () => {
    expect(assemble([added(0, { type: 'function_call', name: 'f' })])).toMatchObject({
      ended: false,
      open: { name: 'f', arrived: '', path: ['s', 0] },
    })
  })

  test('items without output_index keep their order of arrival', () => {
    const { response } = assemble([
      { type: 'response.output_item.done', item: { type: 'function_call', name: 'f', arguments: '{}' } },
      { type: 'response.output_item.done', item: { type: 'function_call', name: 'g', arguments: '{}' } },
      { type: 'response.completed', response: { object: 'response', output: [] } },
    ])
    expect(response).toStrictEqual({
      object: 'response',
      output: [
        { type: 'function_call', name: 'f', arguments: '{}' },
        { type: 'function_call', name: 'g', arguments: '{}' },
      ],
    })
  })

  test('an event without a type is unknown_item', () => {
    expect(thrownFailure(() => assemble([{ output_index: 0 }]))).toStrictEqual({
      kind: 'unknown_item',
      path: ['s', 0],
      token: 'undefined',
      detail: 'stream event',
    })
  })
})

describe('openai-responses.events: a stream the token limit cut inside a call', () => {
  const CUT = 'openai-responses/stream-events-cut-in-arguments.json'

  test('response.incomplete for max_output_tokens mid-arguments is truncated by the token limit, not arguments not JSON', () => {
    expect(readFailure(fixture(CUT))).toStrictEqual({
      kind: 'truncated',
      format: 'openai-responses',
      path: ['incomplete_details', 'reason'],
      token: 'max_output_tokens',
      detail: 'the token limit',
      calls: [],
    })
  })

  test('a content filter is filtered; a stream cut before its final event names the open call', () => {
    const filtered = fixture(CUT) as { response?: { incomplete_details: unknown } }[]
    filtered[6]!.response!.incomplete_details = { reason: 'content_filter' }
    expect(readFailure(filtered)).toMatchObject({ kind: 'filtered', token: 'content_filter', calls: [] })
    const cut = (fixture(CUT) as unknown[]).slice(0, 4)
    expect(readFailure(cut)).toMatchObject({
      kind: 'truncated',
      token: 'draft_email',
      detail: '{"to":"ops@example.com","body":"The deploy is',
      expected: ['response.completed'],
      calls: [],
    })
  })

  test('a cut after a call arrived whole keeps that call (the opening status is no stop)', () => {
    const whole = fixture('openai-responses/stream-events-function-call.json') as { type: string }[]
    const beforeEnd = whole.filter((event) => event.type !== 'response.completed')
    const failure = readFailure(beforeEnd)
    expect(failure).toMatchObject({ kind: 'truncated', expected: ['response.completed'] })
    expect(failure.calls).toHaveLength(1)
  })
})
