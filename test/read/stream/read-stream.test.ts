import { describe, expect, test } from 'vitest'
import { readFailure } from '../helpers.js'

const chunk = (toolCall: object) => ({
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: { tool_calls: [toolCall] }, finish_reason: null }],
})

describe('a cut stream', () => {
  test('keeps no calls when what arrived whole cannot itself be read', () => {
    const failure = readFailure([
      chunk({ index: 0, id: 'c0', type: 'function', function: { name: 'f', arguments: '{bad' } }),
      chunk({ index: 1, id: 'c1', type: 'function', function: { name: 'g', arguments: '{"q"' } }),
    ])
    expect(failure).toMatchObject({ kind: 'truncated', token: 'g', calls: [] })
  })
})
