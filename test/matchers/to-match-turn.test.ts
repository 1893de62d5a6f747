import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import type { TurnExpectation } from '../../src/index.js'
import { openAi } from './helpers.js'

const weather = (city: string) => ({ name: 'get_weather', arguments: { city } })
// As loaded from a JSON manifest.
const manifest: TurnExpectation[] = JSON.parse(
  JSON.stringify([
    { calls: [weather('Paris'), weather('Rome')], order: 'parallel' },
    { abstain: true },
    { plans: [{ abstain: true }, weather('Paris')] },
  ]),
)

describe('.toMatchTurn', () => {
  test.each([
    [0, openAi(weather('Rome'), weather('Paris'))],
    [1, openAi()],
    [2, openAi(weather('Paris'))],
  ])('passes manifest entry %i', (index, received) => {
    expect(received).toMatchTurn(manifest[index]!)
  })

  test('fails with the usual words', () => {
    expect(() => expect(openAi(weather('Paris'))).toMatchTurn(manifest[1]!)).toThrow(
      /expected no tool call \(abstain\)/,
    )
  })
})

describe('.not.toMatchTurn', () => {
  test('passes when the turn differs', () => {
    expect(openAi(weather('Lyon'))).not.toMatchTurn(manifest[2]!)
  })

  test('fails when it matches', () => {
    expect(() => expect(openAi()).not.toMatchTurn(manifest[1]!)).toThrow(/the turn matched: no call/)
  })
})
