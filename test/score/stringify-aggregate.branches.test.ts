import { describe, expect, test } from 'vitest'
import { stringifyAggregate } from '../../src/score/stringify-aggregate.js'

describe('stringifyAggregate: branches', () => {
  test('what JSON cannot write inside a list is null, as JSON.stringify writes it', () => {
    expect(stringifyAggregate({ list: [undefined, () => 1, 'a'] })).toBe(
      '{\n  "list": [\n    null,\n    null,\n    "a"\n  ]\n}\n',
    )
  })
})
