import { describe, expect, test } from 'vitest'
import { markdownText } from '../../src/report/markdown-text.js'
import { renderStepSummary } from '../../src/report/step-summary.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'

describe('markdownText: data shows as written in a step summary', () => {
  test.each([
    ['refund_77', 'refund_77'],
    ['steps[1].calls[0].arguments.id', 'steps[1].calls[0].arguments.id'],
    ['<script>x</script>', '\\<script>x\\</script>'],
    ['weather > [weather] Rome for Lyon', 'weather > [weather] Rome for Lyon'],
    ['a | b', 'a \\| b'],
    ['`code` and **bold**', '\\`code\\` and \\*\\*bold\\*\\*'],
    ['&amp;', '\\&amp;'],
    ['[click](https://example.com)', '[click\\](https://example.com)'],
    ['back\\slash', 'back\\\\slash'],
    ['a\u202eb', 'a\\u202eb'],
    ['line\nbreak', 'line\\u000abreak'],
  ])('%j → %j', (text, shown) => {
    expect(markdownText(text)).toBe(shown)
  })

  test('a failed sample named with markup is a literal cell, its multi-line difference one line', () => {
    const markdown = renderStepSummary('t', finalizeAggregate(emptyAggregate()), [
      { id: '<img src=x>', total: 0, difference: 'arguments.unit: expected "EUR",\n  received "usd"' },
    ])
    expect(markdown).toContain('| \\<img src=x> | 0.000 | arguments.unit: expected "EUR", received "usd" |')
  })
})
