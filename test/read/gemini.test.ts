import { describe, expect, test } from 'vitest'
import { gemini, isCandidate, isModelContent } from '../../src/read/gemini.js'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk, thrownFailure } from './helpers.js'

const OPTIONS = normalizeReadOptions(undefined)
const CALLS = 'gemini/response-function-calls.json'
const LIGHTS = { name: 'set_light_values', arguments: { brightness: 25, color_temp: 'warm' } }
const DISCO = { name: 'power_disco_ball', arguments: { power: true } }
const PARTS = ['candidates', 0, 'content', 'parts']

describe('gemini reads', () => {
  test.each([
    ['the whole response', fixture(CALLS), [LIGHTS, DISCO]],
    ['one candidate', part(CALLS, ['candidates', 0]), [LIGHTS, DISCO]],
    ['a content', part(CALLS, ['candidates', 0, 'content']), [LIGHTS, DISCO]],
    ['a parts array', part(CALLS, PARTS), [LIGHTS, DISCO]],
    ['one part', part(CALLS, [...PARTS, 1]), [DISCO]],
    ['text-only parts as no call', fixture('gemini/response-text.json'), []],
    [
      'a call without args as {}',
      mutated(CALLS, [...PARTS, 1, 'functionCall', 'args'], REMOVE),
      [LIGHTS, { name: 'power_disco_ball', arguments: {} }],
    ],
    [
      'a candidate without content (blocked) as no call',
      mutated(CALLS, ['candidates', 0, 'content'], REMOVE),
      [],
    ],
    [
      'a call with its id',
      fixture('gemini/response-function-call-with-id.json'),
      [
        {
          name: 'schedule_meeting',
          arguments: { attendees: ['Bob', 'Alice'], date: '2025-03-27', time: '10:00', topic: 'Q3 planning' },
          id: 'fc_8a3b1f2e',
        },
      ],
    ],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('gemini')
    expect(plain(turn.calls)).toEqual(calls)
  })

  test('options.choice picks the candidate', () => {
    const response = fixture(CALLS) as { candidates: unknown[] }
    response.candidates.push(part('gemini/response-text.json', ['candidates', 0]))
    expect(readOk(response, { choice: 1 }).calls).toEqual([])
    expect(readFailure(response, { choice: 2 })).toMatchObject({
      kind: 'schema_invalid',
      path: ['candidates', 2],
    })
  })
})

describe('gemini fails', () => {
  test.each([
    [
      'args an array',
      mutated(CALLS, [...PARTS, 0, 'functionCall', 'args'], [25]),
      [...PARTS, 0, 'functionCall', 'args'],
    ],
    [
      'a missing name',
      mutated(CALLS, [...PARTS, 0, 'functionCall', 'name'], REMOVE),
      [...PARTS, 0, 'functionCall', 'name'],
    ],
    [
      'functionCall not an object',
      mutated(CALLS, [...PARTS, 0, 'functionCall'], 'x'),
      [...PARTS, 0, 'functionCall'],
    ],
    [
      'MALFORMED_FUNCTION_CALL',
      mutated(CALLS, ['candidates', 0, 'finishReason'], 'MALFORMED_FUNCTION_CALL'),
      ['candidates', 0, 'finishReason'],
    ],
  ])('%s', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'schema_invalid', format: 'gemini', path })
  })
})

describe('gemini built-in tool parts (tool combination)', () => {
  const withPart = (part: object) => ({
    candidates: [{ content: { role: 'model', parts: [{ text: 'hi' }, part] }, finishReason: 'STOP' }],
  })
  const include = { serverTools: 'include' } as const

  test.each([
    ['GOOGLE_SEARCH_WEB', 'google_search'],
    ['GOOGLE_SEARCH_IMAGE', 'google_image_search'],
    ['URL_CONTEXT', 'url_context'],
    ['GOOGLE_MAPS', 'google_maps'],
    ['FILE_SEARCH', 'file_search'],
    ['CODE_WIKI_SEARCH', 'code_wiki_search'],
  ])('a toolCall of %s is a server call of %s under include, nothing by default', (toolType, name) => {
    const received = withPart({ toolCall: { toolType, args: { q: 'x' }, id: 't1' } })
    expect(readOk(received).calls).toEqual([])
    expect(plain(readOk(received, include).calls)).toEqual([
      { name, arguments: { q: 'x' }, id: 't1', server: true },
    ])
  })

  test('a toolCall without args has none; without id it has no id', () => {
    const received = withPart({ toolCall: { toolType: 'URL_CONTEXT' } })
    expect(plain(readOk(received, include).calls)).toEqual([
      { name: 'url_context', arguments: {}, server: true },
    ])
  })

  test.each([
    ['no toolType', {}, 'missing'],
    ['TOOL_TYPE_UNSPECIFIED', { toolType: 'TOOL_TYPE_UNSPECIFIED' }, 'TOOL_TYPE_UNSPECIFIED'],
    ['a number', { toolType: 3 }, 'number'],
  ])('a toolCall with %s cannot be named: schema_invalid under include', (_, toolCall, detail) => {
    const received = withPart({ toolCall })
    expect(readOk(received).calls).toEqual([])
    expect(readFailure(received, include)).toMatchObject({
      kind: 'schema_invalid',
      path: [...PARTS, 1, 'toolCall', 'toolType'],
      detail: detail === 'missing' ? 'undefined' : detail,
    })
  })

  test('a toolCall whose args are no object fails under include', () => {
    expect(
      readFailure(withPart({ toolCall: { toolType: 'URL_CONTEXT', args: [1] } }), include),
    ).toMatchObject({
      kind: 'schema_invalid',
      path: [...PARTS, 1, 'toolCall', 'args'],
    })
  })

  test.each([
    ['toolResponse', { toolResponse: { toolType: 'GOOGLE_SEARCH_WEB', response: {}, id: 't1' } }],
    ['functionResponse', { functionResponse: { name: 'f', response: {} } }],
    ['codeExecutionResult', { codeExecutionResult: { outcome: 'OUTCOME_OK', output: '' } }],
    ['text with its metadata', { text: 'x', thought: true, thoughtSignature: 'sig', partMetadata: { a: 1 } }],
    ['video with its metadata', { fileData: { fileUri: 'gs://v' }, videoMetadata: { fps: 1 } }],
    [
      'inline data with a resolution',
      { inlineData: { mimeType: 'image/png', data: '' }, mediaResolution: {} },
    ],
  ])('a %s part carries no call, under include too', (_, part) => {
    expect(readOk(withPart(part)).calls).toEqual([])
    expect(readOk(withPart(part), include).calls).toEqual([])
  })

  test('a part of only metadata, or of an unknown payload key, is unknown_item naming its keys', () => {
    expect(readFailure(withPart({ thoughtSignature: 'sig' }))).toMatchObject({
      kind: 'unknown_item',
      path: [...PARTS, 1],
      token: 'empty part',
    })
    expect(readFailure(withPart({ toolInvocation: {}, thoughtSignature: 'sig' }))).toMatchObject({
      kind: 'unknown_item',
      token: 'toolInvocation',
    })
  })

  test('a lone toolCall part is a Gemini part; the Live API toolCall message stays the Live reading', () => {
    const part = { toolCall: { toolType: 'GOOGLE_MAPS', args: { place: 'Oslo' } } }
    expect(readOk(part, include)).toMatchObject({ format: 'gemini', calls: [{ name: 'google_maps' }] })
    const live = { toolCall: { functionCalls: [{ name: 'turn_on', args: {}, id: 'x' }] } }
    expect(readOk(live).calls.map((call) => call.name)).toEqual(['turn_on'])
  })
})

/** An object whose `key` getter throws, as a hostile SDK object or Proxy might. */
function throwingAt(key: string): object {
  return Object.defineProperty({}, key, {
    enumerable: true,
    get: () => {
      throw new Error('boom')
    },
  })
}

describe('gemini: content, candidates and the prompt block', () => {
  test('a candidate whose content has no parts is no call', () => {
    const received = { candidates: [{ content: { role: 'model' }, finishReason: 'STOP' }] }
    expect(readOk(received)).toStrictEqual({ format: 'gemini', calls: [], fromText: false })
  })

  test('a broken call named by finishReason fails in full', () => {
    expect(
      readFailure(mutated(CALLS, ['candidates', 0, 'finishReason'], 'UNEXPECTED_TOOL_CALL')),
    ).toStrictEqual({
      kind: 'schema_invalid',
      format: 'gemini',
      path: ['candidates', 0, 'finishReason'],
      expected: ['a well-formed function call'],
      detail: 'UNEXPECTED_TOOL_CALL',
    })
  })

  test('a blocked prompt is filtered with no calls', () => {
    expect(readFailure(fixture('gemini/response-prompt-blocked.json'))).toStrictEqual({
      kind: 'filtered',
      format: 'gemini',
      path: ['promptFeedback', 'blockReason'],
      token: 'PROHIBITED_CONTENT',
      detail: 'a safety block on the prompt',
      calls: [],
    })
  })

  test.each(['BLOCKED_REASON_UNSPECIFIED', 'BLOCK_REASON_UNSPECIFIED'])(
    'an unspecified block reason (%s) is no block: the candidates are read',
    (reason) => {
      const received = fixture(CALLS) as Record<string, unknown>
      received.promptFeedback = { blockReason: reason }
      expect(plain(readOk(received).calls)).toEqual([LIGHTS, DISCO])
    },
  )
})

describe('gemini: the Live API toolCall', () => {
  test('its calls keep their ids', () => {
    const turn = readOk(fixture('gemini/live-tool-call.json'))
    expect(plain(turn.calls)).toEqual([
      { name: 'turn_on_the_lights', arguments: {}, id: 'function-call-14336844381424254938' },
      { name: 'set_brightness', arguments: { level: 40 }, id: 'function-call-14336844381424254939' },
    ])
  })

  test('a functionCalls getter that throws is unreadable at its path', () => {
    const value = { toolCall: throwingAt('functionCalls') }
    expect(thrownFailure(() => gemini.live.read(value, ['r'], OPTIONS))).toStrictEqual({
      kind: 'unreadable',
      path: ['r', 'toolCall', 'functionCalls'],
      detail: 'boom',
    })
  })
})

describe('gemini: which objects hold Gemini parts', () => {
  test.each([
    ['every part a Gemini part', { parts: [{ text: 'a' }, { functionCall: { name: 'f' } }] }, true],
    ['no parts', { parts: [] }, true],
    ['one typed part among them', { parts: [{ text: 'a' }, { type: 'text', text: 'b' }] }, false],
  ])('content: %s → %s', (_, value, expected) => {
    expect(gemini.content.matches(value, [])).toBe(expected)
  })

  test.each([
    [
      'a content’s parts',
      () => gemini.content.matches({ parts: [throwingAt('text')] }, ['c']),
      ['c', 'parts', 0, 'text'],
    ],
    [
      'a candidate’s content',
      () => gemini.candidate.matches({ content: throwingAt('parts') }, ['c']),
      ['c', 'content', 'parts'],
    ],
    [
      'a candidate’s parts',
      () => gemini.candidate.matches({ content: { parts: [throwingAt('text')] } }, ['c']),
      ['c', 'content', 'parts', 0, 'text'],
    ],
  ])('a getter that throws inside %s is unreadable at its path', (_, match, path) => {
    expect(thrownFailure(match)).toStrictEqual({ kind: 'unreadable', path, detail: 'boom' })
  })
})

describe('gemini: finishReason through the one stop policy', () => {
  test.each(['MALFORMED_FUNCTION_CALL', 'UNEXPECTED_TOOL_CALL', 'TOO_MANY_TOOL_CALLS'])(
    '%s is a broken call, never an abstention',
    (reason) => {
      const failure = {
        kind: 'schema_invalid',
        format: 'gemini',
        path: ['candidates', 0, 'finishReason'],
        expected: ['a well-formed function call'],
        detail: reason,
      }
      expect(readFailure(mutated(CALLS, ['candidates', 0, 'finishReason'], reason))).toStrictEqual(failure)
      expect(
        readFailure(mutated('gemini/response-text.json', ['candidates', 0, 'finishReason'], reason)),
      ).toMatchObject(failure)
    },
  )

  test('a recorded TOO_MANY_TOOL_CALLS candidate (no content) fails', () => {
    expect(readFailure(fixture('gemini/response-too-many-tool-calls.json'))).toMatchObject({
      kind: 'schema_invalid',
      detail: 'TOO_MANY_TOOL_CALLS',
    })
  })

  test.each(['IMAGE_PROHIBITED_CONTENT', 'IMAGE_RECITATION'])('%s is filtered', (reason) => {
    expect(readFailure(mutated(CALLS, ['candidates', 0, 'finishReason'], reason))).toMatchObject({
      kind: 'filtered',
      token: reason,
    })
  })

  test.each(['STOP', 'FINISH_REASON_UNSPECIFIED'])('%s reads the calls', (reason) => {
    expect(readOk(mutated(CALLS, ['candidates', 0, 'finishReason'], reason)).calls).toHaveLength(2)
  })

  // OTHER says only that the reason is not one of the others: the calls may not be whole.
  test.each(['OTHER', 'IMAGE_OTHER', 'NO_IMAGE', 'A_REASON_ADDED_LATER', 'stop'])(
    '%s, a reason the reader cannot vouch for, is unread_stop listing the ones it knows',
    (reason) => {
      expect(readFailure(mutated(CALLS, ['candidates', 0, 'finishReason'], reason))).toMatchObject({
        kind: 'unread_stop',
        path: ['candidates', 0, 'finishReason'],
        token: reason,
        expected: expect.arrayContaining(['STOP', 'MAX_TOKENS']),
        calls: [expect.anything(), expect.anything()],
      })
    },
  )

  test.each([
    ['MALFORMED_RESPONSE', 'model_error'],
    ['MISSING_THOUGHT_SIGNATURE', 'model_error'],
    ['LANGUAGE', 'filtered'],
  ])('%s is %s', (reason, kind) => {
    expect(readFailure(mutated(CALLS, ['candidates', 0, 'finishReason'], reason))).toMatchObject({
      kind,
      token: reason,
    })
  })

  test('a content without role that holds a call is the model’s; with another role it is not', () => {
    expect(isModelContent({ parts: [{ functionCall: { name: 'f' } }] }, [])).toBe(true)
    expect(isModelContent({ parts: [{ text: 'hi' }, { executableCode: { code: 'x' } }] }, [])).toBe(true)
    expect(isModelContent({ parts: [{ text: 'hi' }] }, [])).toBe(false)
    expect(isModelContent({ role: 'user', parts: [{ functionCall: { name: 'f' } }] }, [])).toBe(false)
    expect(isModelContent({ role: 'model', parts: [] }, [])).toBe(true)
  })

  test('a candidate has only a candidate’s keys', () => {
    const candidate = part(CALLS, ['candidates', 0]) as object
    expect(isCandidate(candidate, [])).toBe(true)
    expect(isCandidate({ ...candidate, author: 'agent', invocationId: 'e-1' }, [])).toBe(false)
    expect(isCandidate({ finishReason: 'STOP' }, [])).toBe(false)
  })
})
