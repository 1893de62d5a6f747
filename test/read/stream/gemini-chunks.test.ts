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

describe('gemini.chunks: assembling in detail', () => {
  const assemble = (list: object[]) => geminiChunks.assemble(list, ['s'], DEFAULT_READ_OPTIONS)
  const chunkOf = (candidates: object[], more: object = {}) => ({ candidates, ...more })
  const cand = (parts: object[], more: object = {}) => ({ content: { role: 'model', parts }, ...more })

  test('candidates are joined by index, else position; the stream ends when every candidate has a finishReason', () => {
    const first = chunkOf([cand([{ text: 'b' }], { index: 1 }), cand([{ text: 'a' }])], { modelVersion: 'm' })
    const half = assemble([first, chunkOf([cand([{ text: 'c' }], { index: 1, finishReason: 'STOP' })])])
    // the candidate without an index, second in its chunk, is candidate 1
    expect(half).toEqual({
      ended: true,
      response: {
        modelVersion: 'm',
        candidates: [
          {
            index: 1,
            content: { role: 'model', parts: [{ text: 'b' }, { text: 'a' }, { text: 'c' }] },
            finishReason: 'STOP',
          },
        ],
      },
    })
    const two = chunkOf([cand([{ text: 'a' }], { index: 0 }), cand([{ text: 'b' }], { index: 2 })])
    const whole = assemble([
      two,
      chunkOf([cand([], { index: 2, finishReason: 'STOP' }), cand([], { index: 0, finishReason: 'STOP' })]),
    ])
    expect(whole.ended).toBe(true)
    expect((whole.response as { candidates: { index: number }[] }).candidates.map((c) => c.index)).toEqual([
      0, 2,
    ])
  })

  test('a blocked prompt ends the stream; usage-only chunks carry nothing; a chunk of neither is unknown', () => {
    expect(assemble([{ promptFeedback: { blockReason: 'SAFETY' } }]).ended).toBe(true)
    expect(assemble([{ promptFeedback: {} }]).ended).toBe(false)
    expect(assemble([{ usageMetadata: { totalTokenCount: 1 } }])).toEqual({
      ended: false,
      awaiting: 'a chunk with finishReason',
      response: { usageMetadata: { totalTokenCount: 1 }, candidates: [] },
    })
    expect(() => assemble([{ model: 'x' }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'unknown_item', token: 'no candidates', path: ['s', 0] }),
      }),
    )
    expect(() => assemble([{ type: 'message_start' }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ token: 'message_start' }) }),
    )
  })

  test('a streamed call opens with its name, takes partialArgs, and closes on a part that stops; a cut names it', () => {
    const cut = assemble([
      chunkOf([
        cand([
          { functionCall: { name: 'f', args: { fixed: 1 }, willContinue: true }, thoughtSignature: 'sig' },
        ]),
      ]),
      chunkOf([
        cand([
          { functionCall: { partialArgs: [{ jsonPath: '$.q', stringValue: 'ab' }], willContinue: true } },
        ]),
      ]),
    ])
    expect(cut).toMatchObject({
      ended: false,
      open: {
        name: 'f',
        arrived: '{"fixed":1,"q":"ab"}',
        path: ['s', 0, 'candidates', 0, 'content', 'parts', 0],
      },
    })
    const whole = assemble([
      chunkOf([cand([{ functionCall: { name: 'f', willContinue: true }, thoughtSignature: 'sig' }])]),
      chunkOf([
        cand([{ functionCall: { partialArgs: [{ jsonPath: '$.q', stringValue: 'x' }] } }], {
          finishReason: 'STOP',
        }),
      ]),
    ])
    expect(whole).toEqual({
      ended: true,
      response: {
        candidates: [
          {
            index: 0,
            finishReason: 'STOP',
            content: {
              role: 'model',
              parts: [{ thoughtSignature: 'sig', functionCall: { name: 'f', args: { q: 'x' } } }],
            },
          },
        ],
      },
    })
  })

  test('a new named call closes the open one; an empty functionCall with nothing open is nothing', () => {
    const { response } = assemble([
      chunkOf(
        [
          cand([
            { functionCall: { name: 'a', willContinue: true } },
            { functionCall: { name: 'b', args: { n: 1 } } },
            { functionCall: {} },
          ]),
        ],
        {},
      ),
      chunkOf([cand([], { finishReason: 'STOP' })]),
    ])
    expect(response).toMatchObject({
      candidates: [
        {
          content: {
            parts: [
              { functionCall: { name: 'a', args: {} } },
              { functionCall: { name: 'b', args: { n: 1 } } },
            ],
          },
        },
      ],
    })
  })

  test('partialArgs or fields with no call open fail; an empty name opens nothing', () => {
    for (const call of [{ partialArgs: [] }, { id: 'x' }, { name: '', id: 'x' }]) {
      expect(() => assemble([chunkOf([cand([{ functionCall: call }])])])).toThrow(
        expect.objectContaining({
          failure: {
            kind: 'schema_invalid',
            path: ['s', 0, 'candidates', 0, 'content', 'parts', 0, 'functionCall'],
            expected: ['a function call with a name'],
            detail: 'no call is open',
          },
        }),
      )
    }
  })
  test('candidates come out by index whatever order they arrive in; one unfinished candidate keeps the stream open', () => {
    const late = assemble([
      chunkOf([cand([{ text: 'b' }], { index: 2 })]),
      chunkOf([cand([{ text: 'a' }], { index: 0, finishReason: 'STOP' })]),
    ])
    expect(late).toStrictEqual({
      ended: false,
      awaiting: 'a chunk with finishReason',
      response: {
        candidates: [
          { index: 0, content: { role: 'model', parts: [{ text: 'a' }] }, finishReason: 'STOP' },
          { index: 2, content: { role: 'model', parts: [{ text: 'b' }] } },
        ],
      },
    })
  })

  test('the open call of a cut stream is found in whichever candidate holds it; a whole call is not open', () => {
    const cut = assemble([
      chunkOf([
        cand([{ functionCall: { name: 'done', args: { a: 1 } } }], { index: 0 }),
        cand([{ functionCall: { name: 'f', args: { q: 1 }, willContinue: true } }], { index: 1 }),
      ]),
    ])
    expect(cut).toMatchObject({
      ended: false,
      open: { name: 'f', arrived: '{"q":1}', path: ['s', 0, 'candidates', 1, 'content', 'parts', 0] },
    })
    const whole = assemble([chunkOf([cand([{ functionCall: { name: 'done', args: { a: 1 } } }])])])
    expect(whole).toStrictEqual({
      ended: false,
      awaiting: 'a chunk with finishReason',
      response: {
        candidates: [
          {
            index: 0,
            content: { role: 'model', parts: [{ functionCall: { name: 'done', args: { a: 1 } } }] },
          },
        ],
      },
    })
  })

  test('a closing candidate whose content has no parts adds none', () => {
    const ended = assemble([
      chunkOf([cand([{ text: 'a' }])]),
      chunkOf([{ content: { role: 'model' }, finishReason: 'MAX_TOKENS' }]),
    ])
    expect(ended).toStrictEqual({
      ended: true,
      response: {
        candidates: [
          { index: 0, content: { role: 'model', parts: [{ text: 'a' }] }, finishReason: 'MAX_TOKENS' },
        ],
      },
    })
  })

  test('signals: only a chunk with a candidates list', () => {
    expect(geminiChunks.signals({ candidates: [] }, [])).toBe('strong')
    expect(geminiChunks.signals({ candidates: {} }, [])).toBe(false)
    expect(geminiChunks.signals({ usageMetadata: {} }, [])).toBe(false)
  })
})
