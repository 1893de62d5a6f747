import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { geminiChunks } from '../../../src/read/stream/gemini-chunks.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'gemini/stream-chunks-partial-args.json'
const chunks = () => fixture(FILE) as Record<string, unknown>[]
const part = (part: object, finishReason?: string) => ({
  candidates: [{ content: { role: 'model', parts: [part] }, ...(finishReason ? { finishReason } : {}) }],
})

describe('gemini.chunks', () => {
  test('streamed arguments (partialArgs: nested paths, array items, typed values, strings continued) join', () => {
    expect(plain(readOk(chunks()).calls)).toEqual([
      {
        name: 'set_thermostat',
        arguments: { room: { name: 'Living room' }, temperature: 21.5, schedule: ['07:00'], eco: false },
      },
    ])
  })

  test('a cut inside the call names it and the arguments that arrived', () => {
    expect(readFailure(chunks().slice(0, 3))).toMatchObject({
      kind: 'truncated',
      format: 'gemini',
      path: [0, 'candidates', 0, 'content', 'parts', 0],
      token: 'set_thermostat',
      detail: '{"room":{"name":"Living room"}}',
      expected: ['a chunk with finishReason'],
    })
  })

  test('whole calls in one chunk, usage-only chunks, a finish with a call still open (closed, as the SDK does)', () => {
    const turn = readOk([
      part({ functionCall: { name: 'a', args: { x: 1 } } }),
      { usageMetadata: { totalTokenCount: 3 } },
      part({ functionCall: { name: 'b', willContinue: true } }),
      part({ functionCall: { partialArgs: [{ jsonPath: '$.y', nullValue: null }], willContinue: true } }),
      part({ text: '' }, 'STOP'),
    ])
    expect(plain(turn.calls)).toEqual([
      { name: 'a', arguments: { x: 1 } },
      { name: 'b', arguments: { y: null } },
    ])
  })

  test('a chunk of unknown kind is unknown_item; a partial argument without a value or a readable path fails', () => {
    expect(readFailure([...chunks(), { kind: 'surprise' }])).toMatchObject({
      kind: 'unknown_item',
      path: [6],
    })
    const open = part({ functionCall: { name: 'b', willContinue: true } })
    expect(readFailure([open, part({ functionCall: { partialArgs: [{ jsonPath: '$.y' }] } })])).toMatchObject(
      {
        kind: 'unknown_item',
        path: [1, 'candidates', 0, 'content', 'parts', 0, 'functionCall', 'partialArgs', 0],
      },
    )
    expect(
      readFailure([
        open,
        part({ functionCall: { partialArgs: [{ jsonPath: "$['y']", stringValue: 'v' }] } }),
      ]),
    ).toMatchObject({ kind: 'schema_invalid' })
  })

  test('streamed arguments with no call open fail; an empty closing call alone is nothing', () => {
    expect(readFailure([part({ functionCall: { partialArgs: [] } }, 'STOP')])).toMatchObject({
      kind: 'schema_invalid',
      detail: 'no call is open',
    })
    expect(readOk([part({ functionCall: {} }), part({ text: 'hi' }, 'STOP')]).calls).toEqual([])
  })

  test('a blocked prompt ends the stream; finish reasons and feedback reach the response', () => {
    const blocked = geminiChunks.assemble(
      [{ promptFeedback: { blockReason: 'SAFETY' } }],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(blocked).toMatchObject({ ended: true, response: { promptFeedback: { blockReason: 'SAFETY' } } })
    const cut = geminiChunks.assemble([part({ text: 'x' }, 'MAX_TOKENS')], [], DEFAULT_READ_OPTIONS)
    expect(cut).toMatchObject({ ended: true, response: { candidates: [{ finishReason: 'MAX_TOKENS' }] } })
  })
})
