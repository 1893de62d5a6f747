import { describe, expect, test } from 'vitest'
import { plain, readFailure, readOk } from './helpers.js'

const message = (...parts: object[]) => ({ id: 'm1', role: 'assistant', parts })

describe('vercel-ai.ui-message', () => {
  test('tool-<name> and dynamic-tool parts whose input arrived are calls; other parts carry none', () => {
    const turn = readOk(
      message(
        { type: 'step-start' },
        { type: 'text', text: 'Checking.', state: 'done' },
        {
          type: 'tool-weather',
          toolCallId: 'a',
          state: 'output-available',
          input: { city: 'Oslo' },
          output: 'rain',
        },
        {
          type: 'dynamic-tool',
          toolName: 'mcp_find',
          toolCallId: 'b',
          state: 'output-denied',
          input: { q: 'x' },
        },
        { type: 'data-progress', data: 1 },
        { type: 'source-url', sourceId: 's', url: 'https://example.com' },
      ),
    )
    expect(turn.format).toBe('vercel-ai')
    expect(plain(turn.calls)).toEqual([
      { name: 'weather', arguments: { city: 'Oslo' }, id: 'a' },
      { name: 'mcp_find', arguments: { q: 'x' }, id: 'b' },
    ])
  })

  test('a part whose input still streams is truncated, never a call with half its arguments', () => {
    expect(
      readFailure(
        message({ type: 'tool-weather', toolCallId: 'a', state: 'input-streaming', input: { ci: 1 } }),
      ),
    ).toMatchObject({ kind: 'truncated', path: ['parts', 0], token: 'weather', detail: '{"ci":1}' })
  })

  test('an unknown part type is unknown_item; an unknown state fails', () => {
    expect(readFailure(message({ type: 'hologram' }))).toMatchObject({
      kind: 'unknown_item',
      path: ['parts', 0],
      token: 'hologram',
    })
    expect(readFailure(message({ type: 'tool-x', state: 'teleported', input: {} }))).toMatchObject({
      kind: 'schema_invalid',
      path: ['parts', 0, 'state'],
    })
  })

  test('a Gemini content (parts without type, role model) is not taken for a UIMessage', () => {
    expect(readOk({ role: 'model', parts: [{ functionCall: { name: 'f', args: {} } }] }).format).toBe(
      'gemini',
    )
  })
})
