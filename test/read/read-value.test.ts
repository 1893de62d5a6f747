import { describe, expect, test } from 'vitest'
import { ITEM_SHAPES, SHAPE_NAMES } from '../../src/read/detect.js'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { readValue } from '../../src/read/read-value.js'
import { thrownFailure } from './helpers.js'

const AT = ['outer', 2]
const STEP = {
  finishReason: 'tool-calls',
  toolCalls: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'weather', input: { city: 'Paris' } }],
}
const CALL = { type: 'tool-call', toolCallId: 'c2', toolName: 'time', input: { zone: 'CET' } }

/** Canonical objects have a null prototype: compared as plain data. */
const data = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('readValue', () => {
  test('a value that is no object fails at its own path', () => {
    expect(thrownFailure(() => readValue(5, AT, DEFAULT_READ_OPTIONS))).toStrictEqual({
      kind: 'not_an_object',
      path: AT,
      detail: 'number',
    })
  })

  test('an object of no known shape fails at its own path, listing the shapes looked for', () => {
    expect(thrownFailure(() => readValue({}, AT, DEFAULT_READ_OPTIONS))).toStrictEqual({
      kind: 'unknown_shape',
      path: AT,
      expected: SHAPE_NAMES,
      detail: 'no known shape',
    })
  })

  test('an array of AI SDK steps reads the calls of every step', () => {
    expect(data(readValue([STEP, STEP], AT, DEFAULT_READ_OPTIONS))).toEqual({
      format: 'vercel-ai',
      calls: [
        { name: 'weather', arguments: { city: 'Paris' }, id: 'c1' },
        { name: 'weather', arguments: { city: 'Paris' }, id: 'c1' },
      ],
    })
  })

  test('an array where only some elements are steps is not read as steps', () => {
    expect(thrownFailure(() => readValue([STEP, CALL], AT, DEFAULT_READ_OPTIONS))).toStrictEqual({
      kind: 'unknown_shape',
      path: [...AT, 0],
      expected: ITEM_SHAPES.map((shape) => shape.name),
      detail: 'no known shape',
    })
  })

  test('a step whose finishReason getter throws is unreadable at its place in the array', () => {
    const hostile = Object.defineProperty({}, 'finishReason', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    expect(thrownFailure(() => readValue([hostile], AT, DEFAULT_READ_OPTIONS))).toStrictEqual({
      kind: 'unreadable',
      path: [...AT, 0, 'finishReason'],
      detail: 'boom',
    })
  })
})
