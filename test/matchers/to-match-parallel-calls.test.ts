import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { type FieldExpectation, field } from '../../src/index.js'
import { openAi } from './helpers.js'

const weather = (city: FieldExpectation) => ({ name: 'get_weather', arguments: { city } })

describe('.toMatchParallelCalls', () => {
  test('passes in any order', () => {
    expect(openAi(weather('Rome'), weather('Paris'))).toMatchParallelCalls([
      weather('Paris'),
      weather('Rome'),
    ])
  })

  test('finds the pairing greedy first-fit would miss', () => {
    expect(openAi(weather('Paris'), weather('Rome'))).toMatchParallelCalls([
      weather(field.oneOf('Paris', 'Rome')),
      weather('Paris'),
    ])
  })

  test.each([
    [
      'a duplicate counted once',
      openAi(weather('Paris'), weather('Rome')),
      [weather('Paris'), weather('Paris')],
      /calls\[1\]\.arguments\.city: expected "Paris", received "Rome"/,
    ],
    ['a missing call', openAi(weather('Paris')), [weather('Paris'), weather('Rome')], /closest: calls\[0\]/],
  ])('fails on %s', (_, received, expected, message) => {
    expect(() => expect(received).toMatchParallelCalls(expected)).toThrow(message)
  })
})

describe('.not.toMatchParallelCalls', () => {
  test('passes when a call is missing', () => {
    expect(openAi(weather('Paris'))).not.toMatchParallelCalls([weather('Paris'), weather('Rome')])
  })

  test('fails when they match', () => {
    expect(() =>
      expect(openAi(weather('Rome'), weather('Paris'))).not.toMatchParallelCalls([
        weather('Paris'),
        weather('Rome'),
      ]),
    ).toThrow(/Expected no match, but the calls matched/)
  })
})
