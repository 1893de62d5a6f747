import { describe, expect, test } from 'vitest'
import { renderReport } from '../../../src/cli/report-html/index.js'
import { renderTrialsSection } from '../../../src/cli/report-html/trials-section.js'
import { emptyAggregate } from '../../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../../src/score/finalize-aggregate.js'
import { summarizeTrials } from '../../../src/trials/summarize-trials.js'
import { addUnjudgedInPlace, type ItemCounts, type TrialsTally } from '../../../src/trials/trials-tally.js'

/** A run's trials from (id, n, c) rows, as aggregate.json holds them. */
function trialsOf(rows: ReadonlyArray<readonly [string, number, number]>) {
  const tally: TrialsTally = { items: Object.create(null) as Record<string, ItemCounts> }
  for (const [id, n, c] of rows) {
    if (n === 0) addUnjudgedInPlace(tally, id)
    else tally.items[id] = { n, c }
  }
  return { items: tally.items, summary: summarizeTrials(tally) }
}

describe('renderTrialsSection', () => {
  const trials = trialsOf([
    ['refund', 5, 3],
    ['search', 2, 2],
    ['cancel', 4, 0],
  ])

  test('no trials: no section, and the report has none', () => {
    expect(renderTrialsSection(undefined)).toBe('')
    const html = renderReport({ aggregate: finalizeAggregate(emptyAggregate()) })
    expect(html).not.toContain('id="trials"')
    expect(html).not.toContain('href="#trials"')
  })

  test('pass^k and pass@k against k as a chart with its numbers, the cards, the flaky and stable-fail items', () => {
    const html = renderTrialsSection(trials)
    expect(html.startsWith('<section id="trials"')).toBe(true)
    expect(html).toContain('<svg class="chart" id="chart-trials" role="img"')
    // k = 1 … 2 (the smallest n): pass^2 = 0.433, pass@2 = 0.633, by hand.
    expect(html.match(/<g class="group"><title>k = \d+<\/title>/g)).toEqual([
      '<g class="group"><title>k = 1</title>',
      '<g class="group"><title>k = 2</title>',
    ])
    expect(html).toContain('<title>k = 2 — pass^k: 0.433</title>')
    expect(html).toContain('<title>k = 2 — pass@k: 0.633</title>')
    expect(html).toContain(
      '<th scope="row"><bdi>k = 2</bdi></th><td class="num">0.433</td><td class="num">0.633</td>',
    )
    expect(html).toContain('45.5%')
    expect(html).toContain('<h3>1 flaky item (their trials passed and failed)</h3>')
    expect(html).toContain('<bdi>refund</bdi></td><td class="num" data-sort="3">3 of 5</td>')
    expect(html).toContain(
      '1 stable-fail item (failed every trial):</p><ul class="chips"><li><bdi>cancel</bdi></li></ul>',
    )
    expect(html).not.toContain('unjudged')
  })

  test('unjudged items are a card and a list, and each k says over how many items', () => {
    const html = renderTrialsSection(
      trialsOf([
        ['a', 2, 1],
        ['lost', 0, 0],
      ]),
    )
    expect(html).toContain('<div class="card-label">unjudged</div>')
    expect(html).toContain('<li><bdi>lost</bdi></li>')
    expect(html).toContain('over 1 item')
  })

  test('only unjudged items: no chart, a sentence', () => {
    const html = renderTrialsSection(trialsOf([['lost', 0, 0]]))
    expect(html).not.toContain('<svg')
    expect(html).toContain('No item has a judged trial: there is no pass^k.')
  })

  test('no flaky item says so; many are cut at 100 with the rest counted', () => {
    expect(renderTrialsSection(trialsOf([['a', 2, 2]]))).toContain('No item is flaky')
    const many = trialsOf(
      Array.from({ length: 103 }, (_, i) => [`f${String(i).padStart(3, '0')}`, 2, 1] as const),
    )
    const html = renderTrialsSection(many)
    expect(html.match(/<tr><td class="id">/g)).toHaveLength(100)
    expect(html).toContain('3 more flaky items: see aggregate.json.')
  })

  test('more than 20 k: the chart draws 20, the numbers hold every k', () => {
    const html = renderTrialsSection(trialsOf([['a', 25, 20]]))
    expect(html.match(/<g class="group">/g)).toHaveLength(20)
    expect(html).toContain('<bdi>k = 25</bdi>')
    expect(html).toContain('k up to 20 drawn; the numbers below and aggregate.json hold every k up to 25.')
  })

  test('ids from data are escaped', () => {
    const html = renderTrialsSection(
      trialsOf([
        ['<img src=x onerror=alert(1)>', 2, 1],
        ['"&', 2, 0],
      ]),
    )
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&quot;&amp;')
  })
})
