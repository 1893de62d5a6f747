import { describe, expect, test } from 'vitest'
import { applyDelta, type BlockState, startBlock } from '../../../src/read/stream/bedrock-blocks.js'
import { thrownFailure } from '../helpers.js'

const failureOf = thrownFailure

const blocksOf = (events: { start?: object; delta?: object; contentBlockIndex?: number }[]) => {
  const blocks = new Map<number, BlockState>()
  events.forEach((body, index) => {
    if (body.start !== undefined) startBlock(blocks, body, ['s', index])
    else applyDelta(blocks, body, ['s', index])
  })
  return blocks
}

describe('Bedrock content blocks', () => {
  test('a tool use starts with its id and name; its input streams as JSON text', () => {
    const blocks = blocksOf([
      { contentBlockIndex: 1, start: { toolUse: { toolUseId: 't', name: 'f' } } },
      { contentBlockIndex: 1, delta: { toolUse: { input: '{"a"' } } },
      { contentBlockIndex: 1, delta: { toolUse: { input: ':1}' } } },
      { contentBlockIndex: 1, delta: { toolUse: {} } },
    ])
    expect(blocks.get(1)).toEqual({
      block: { toolUse: { toolUseId: 't', name: 'f' } },
      json: '{"a":1}',
      path: ['s', 0],
      stopped: false,
    })
  })

  test('text and reasoning begin with their first delta; reasoning keeps its signature or its redacted content', () => {
    const blocks = blocksOf([
      { contentBlockIndex: 0, delta: { text: 'Hel' } },
      { contentBlockIndex: 0, delta: { text: 'lo' } },
      { contentBlockIndex: 2, delta: { reasoningContent: { text: 'hm' } } },
      { contentBlockIndex: 2, delta: { reasoningContent: { text: '.', signature: 'sig' } } },
      { contentBlockIndex: 3, delta: { reasoningContent: { redactedContent: 'AAA' } } },
      { contentBlockIndex: 4, delta: { reasoningContent: { text: 'no signature' } } },
    ])
    expect(blocks.get(0)).toStrictEqual({
      block: { text: 'Hello' },
      json: '',
      path: ['s', 0],
      stopped: false,
    })
    expect(blocks.get(4)!.block).toStrictEqual({
      reasoningContent: { reasoningText: { text: 'no signature' } },
    })
    expect(blocks.get(2)!.block).toEqual({
      reasoningContent: { reasoningText: { text: 'hm.', signature: 'sig' } },
    })
    expect(blocks.get(3)!.block).toEqual({ reasoningContent: { redactedContent: 'AAA' } })
  })

  test('citation, tool result and image deltas are kept as streamed under the block’s own key', () => {
    const blocks = blocksOf([
      { contentBlockIndex: 0, start: { image: { format: 'png' } } },
      { contentBlockIndex: 0, delta: { image: { source: 'a' } } },
      { contentBlockIndex: 0, delta: { image: { source: 'b' } } },
      { contentBlockIndex: 1, delta: { citation: { title: 't' } } },
      { contentBlockIndex: 2, start: { toolResult: { toolUseId: 't', streamed: ['theirs'] } } },
      { contentBlockIndex: 2, delta: { toolResult: { text: 'ok' } } },
    ])
    expect(blocks.get(0)!.block).toEqual({
      image: { format: 'png', streamed: [{ source: 'a' }, { source: 'b' }] },
    })
    expect(blocks.get(1)!.block).toEqual({ citationsContent: { streamed: [{ title: 't' }] } })
    expect(blocks.get(2)!.block).toEqual({
      toolResult: { toolUseId: 't', streamed: ['theirs', { text: 'ok' }] },
    })
  })

  test('a list received in the stream is never changed', () => {
    const theirs = ['theirs']
    blocksOf([
      { contentBlockIndex: 0, start: { toolResult: { streamed: theirs } } },
      { contentBlockIndex: 0, delta: { toolResult: { text: 'ok' } } },
    ])
    expect(theirs).toEqual(['theirs'])
  })

  test('a start of another kind, an empty or unknown delta, and a tool-use delta with no start fail at their place', () => {
    expect(failureOf(() => blocksOf([{ contentBlockIndex: 0, start: { video: {} } }]))).toMatchObject({
      kind: 'unknown_item',
      path: ['s', 0, 'start'],
      token: 'video',
    })
    expect(failureOf(() => blocksOf([{ contentBlockIndex: 0, delta: {} }]))).toMatchObject({
      kind: 'unknown_item',
      path: ['s', 0, 'delta'],
      token: 'empty delta',
    })
    expect(failureOf(() => blocksOf([{ contentBlockIndex: 0, delta: { audio: 'x' } }]))).toMatchObject({
      token: 'audio',
    })
    expect(
      failureOf(() => blocksOf([{ contentBlockIndex: 4, delta: { toolUse: { input: '{}' } } }])),
    ).toMatchObject({
      kind: 'schema_invalid',
      path: ['s', 0, 'contentBlockIndex'],
    })
    expect(failureOf(() => blocksOf([{ delta: { text: 'x' } }]))).toMatchObject({
      path: ['s', 0, 'contentBlockIndex'],
    })
  })

  test('a start without an index goes after the last block; twice at one index fails', () => {
    const blocks = blocksOf([
      { contentBlockIndex: 3, start: { toolUse: { toolUseId: 'a', name: 'f' } } },
      { start: { toolUse: { toolUseId: 'b', name: 'g' } } },
    ])
    expect([...blocks.keys()]).toEqual([3, 4])
    expect(
      failureOf(() =>
        blocksOf([
          { contentBlockIndex: 0, start: { image: {} } },
          { contentBlockIndex: 0, start: { image: {} } },
        ]),
      ),
    ).toMatchObject({
      kind: 'schema_invalid',
      path: ['s', 1, 'contentBlockIndex'],
      detail: 'block 0 started twice',
    })
  })
})
