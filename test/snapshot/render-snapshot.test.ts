import { describe, expect, test } from 'vitest'
import { renderSnapshot } from '../../src/snapshot/render-snapshot.js'

describe('renderSnapshot', () => {
  test('sorts keys at every level, integer-like keys included, two spaces deep', () => {
    const text = renderSnapshot({ name: 'a', arguments: { b: [1, { z: true, '10': null }], a: {}, '2': [] } })
    expect(text).toBe(
      [
        '{',
        '  "arguments": {',
        '    "2": [],',
        '    "a": {},',
        '    "b": [',
        '      1,',
        '      {',
        '        "10": null,',
        '        "z": true',
        '      }',
        '    ]',
        '  },',
        '  "name": "a"',
        '}',
      ].join('\n'),
    )
  })

  test('is JSON that reads back as the same data', () => {
    const data = {
      calls: [{ name: 'q', arguments: { text: 'line\n"quoted" `tick` \u0024{x} \\ é' } }],
      order: 'serial',
    }
    expect(JSON.parse(renderSnapshot(data))).toEqual(data)
  })

  test('equal data in any key order gives equal text', () => {
    expect(renderSnapshot({ b: 1, a: { d: 2, c: 3 } })).toBe(renderSnapshot({ a: { c: 3, d: 2 }, b: 1 }))
  })
})
