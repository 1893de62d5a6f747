import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { openaiResponsesEvents } from '../../../src/read/stream/openai-responses-events.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

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
