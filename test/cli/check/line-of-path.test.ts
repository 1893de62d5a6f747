import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { lineOfPath } from '../../../src/cli/check/line-of-path.js'

const text = `{
  "name": "refund",
  "arguments": {
    "note": "a \\"quoted\\" } ] , text",
    "amount": { "$rule": "number", "value": 20, "tolerance": -1 },
    "list": [1, [2, 3], {"x": "]"},
      "last"]
  }
}`

describe('lineOfPath', () => {
  test.each([
    [[], 1],
    [['name'], 2],
    [['arguments'], 3],
    [['arguments', 'note'], 4],
    [['arguments', 'amount'], 5],
    [['arguments', 'amount', 'tolerance'], 5],
    [['arguments', 'list', 3], 7],
    [['arguments', 'list', 2, 'x'], 6],
    // Beyond the document: the deepest parent that exists.
    [['arguments', 'missing'], 3],
    [['arguments', 'list', 9], 6],
    [['name', 'deeper'], 2],
  ] as const)('%j is on line %i', (path, line) => {
    expect(lineOfPath(text, [...path])).toBe(line)
  })

  test('pretty-printed JSON: every path to a value is on the line JSON.stringify put it', () => {
    const value = fc.dictionary(
      fc.string({ maxLength: 4 }),
      fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.array(fc.integer(), { maxLength: 3 })),
      { maxKeys: 5 },
    )
    fc.assert(
      fc.property(value, (object) => {
        const printed = JSON.stringify({ root: object }, null, 2)
        Object.keys(object).forEach((key, index) => {
          // "{", "\"root\": {", then one line per key before this one, arrays spread over lines.
          const before = Object.values(object).slice(0, index)
          const lines = before.reduce<number>(
            (sum, item) => sum + (Array.isArray(item) && item.length > 0 ? item.length + 2 : 1),
            0,
          )
          expect(lineOfPath(printed, ['root', key])).toBe(3 + lines)
        })
      }),
    )
  })
})
