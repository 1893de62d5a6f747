import { describe, expect, test } from 'vitest'
import { boundView } from '../../src/report/bound-view.js'
import { Placeholder, renderView, type View, ViewObject } from '../../src/report/view.js'

const render = (view: View, other?: View) => renderView(boundView(view, other)).join('\n')

describe('boundView', () => {
  test.each<[string, View, string]>([
    ['short values stay', { a: 'x', b: [1, true, null] }, render({ a: 'x', b: [1, true, null] })],
    ['a string of 200 stays', 's'.repeat(200), JSON.stringify('s'.repeat(200))],
    [
      'a long string keeps 100 and 100',
      's'.repeat(1000),
      `"${'s'.repeat(100)}…[800 characters left out]…${'s'.repeat(100)}"`,
    ],
    ['placeholders stay', new Placeholder('<any>'), '<any>'],
  ])('%s', (_, view, text) => {
    expect(render(view)).toBe(text)
  })

  test('long arrays and objects keep 30 and count the rest', () => {
    const lines = render(Array.from({ length: 100 }, (_, i) => i)).split('\n')
    expect(lines).toHaveLength(33)
    expect(lines.at(-2)).toBe('  … and 70 more')
    const object = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`k${String(i).padStart(2, '0')}`, i]),
    )
    const objectLines = render(object).split('\n')
    expect(objectLines.at(-3)).toBe('  "k29": 29,')
    expect(objectLines.at(-2)).toBe('  … and 10 more')
    expect(render(new ViewObject([['a', 1]], 3))).toBe('{\n  "a": 1,\n  … and 3 more\n}')
  })

  test('two long strings that differ in the middle show the window where they differ', () => {
    const a = `${'a'.repeat(5000)}X${'a'.repeat(5000)}`
    const b = `${'a'.repeat(5000)}Y${'a'.repeat(5000)}`
    expect(render(a, b)).toContain('aX')
    expect(render(b, a)).toContain('aY')
    expect(render(a, b)).toMatch(/^"…\[4950 characters left out\]…a+Xa+…\[\d+ characters left out\]…a+"$/)
    // Followed through objects and arrays, by key and index.
    expect(render({ k: [a] }, new ViewObject([['k', [b]]]))).toContain('aX')
  })

  test('past 2,000 values, the rest is …', () => {
    const wide = Array.from({ length: 30 }, () =>
      Array.from({ length: 30 }, () => Array.from({ length: 30 }, () => 1)),
    )
    const text = render(wide)
    expect(text.split('\n').length).toBeLessThan(2_200)
    expect(text).toContain('…')
  })
})
