import { describe, expect, test } from 'vitest'
import { collectWorst } from '../../../src/cli/report-html/collect-worst.js'
import { renderReport } from '../../../src/cli/report-html/index.js'
import { emptyAggregate } from '../../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../../src/score/finalize-aggregate.js'
import type { Sample } from '../../../src/score/types.js'
import { aggregateOf, ITEMS, realisticRun, samplesOf } from './fixture.js'

const sectionIds = (html: string) => [...html.matchAll(/<section id="([a-z]+)"/g)].map((match) => match[1])
const sectionOf = (html: string, id: string) => {
  const start = html.indexOf(`<section id="${id}"`)
  return start === -1 ? '' : html.slice(start, html.indexOf('</section>', start))
}

describe('renderReport: structure', () => {
  test('a run with every kind of data has every section, each chart an SVG with a title', () => {
    const { samples, aggregate } = realisticRun()
    const html = renderReport({ aggregate, worst: samples })
    expect(html.startsWith('<!doctype html>\n<html lang="en"')).toBe(true)
    expect(sectionIds(html)).toEqual([
      'summary',
      'axes',
      'tools',
      'failures',
      'decisions',
      'mutations',
      'stale',
      'worst',
    ])
    for (const id of ['outcomes', 'axes', 'tools', 'failures', 'decisions', 'mutations', 'stale']) {
      expect(html).toMatch(new RegExp(`<svg [^>]*id="chart-${id}" role="img"`))
      expect(html).toContain(`<title id="chart-${id}-title">`)
    }
    expect(html.match(/<svg /g)?.length).toBe(html.match(/<\/svg>/g)?.length)
    expect(html.match(/<section /g)?.length).toBe(html.match(/<\/section>/g)?.length)
  })

  test('axes per category: all samples first, then each category with its axes, n/a where one never applied', () => {
    const { samples, aggregate } = realisticRun()
    const axes = sectionOf(renderReport({ aggregate, worst: samples }), 'axes')
    const labels = [...axes.matchAll(/class="label" text-anchor="end">([^<]+)</g)].map((match) => match[1])
    expect(labels).toEqual(['All samples', 'abstain', 'clarify', 'multiple', 'schema', 'simple', 'عربي'])
    expect(axes).toContain('simple — function selection: 0.29')
    expect(axes).toContain('abstain — argument accuracy: n/a')
    expect(axes).toContain('abstain — abstention: 0.50')
  })

  test('tools worst first, each failure kind listed with zero counts muted', () => {
    const { samples, aggregate } = realisticRun()
    const html = renderReport({ aggregate, worst: samples })
    const tools = [...sectionOf(html, 'tools').matchAll(/<text [^>]*class="label"[^>]*>([^<]+)</g)]
    // get_weather's missing and truncated items are not wrong names (issue 16, item 4): refund is now the worst.
    expect(tools.map((match) => match[1])).toEqual(['refund', 'get_weather', 'book_hotel', 'search_flights'])
    const failures = sectionOf(html, 'failures')
    for (const words of [
      'missing prediction',
      'generation failure',
      'truncated',
      'parse failure',
      'schema invalid',
    ]) {
      expect(failures).toContain(`>${words}<`)
    }
    expect(failures).toMatch(/class="label muted" text-anchor="end">generation failure</)
    expect(failures).toContain('>0 · 0.0%<')
    expect(failures).toContain('<code>not_json</code>')
  })

  test('a run of plain calls has no decision matrix and no mutation kinds; the stale rate is one sentence', () => {
    const plain = ITEMS.filter((item) => ['w-1', 'w-2', 'w-3', 'm-1'].includes(item.id))
    const samples = samplesOf(plain)
    const html = renderReport({ aggregate: aggregateOf(samples), worst: samples })
    expect(sectionIds(html)).toEqual(['summary', 'axes', 'tools', 'failures', 'stale', 'worst'])
    expect(html).not.toContain('href="#decisions"')
    expect(sectionOf(html, 'stale')).toContain(
      'No sample matched a stale (pre-migration) call: 0 of 4 (0.0%).',
    )
    expect(html).not.toContain('decision accuracy')
  })

  test('no samples: every section says so in words, every metric reads n/a', () => {
    const html = renderReport({ aggregate: finalizeAggregate(emptyAggregate()), worst: [] })
    expect(sectionIds(html)).toEqual(['summary', 'axes', 'tools', 'failures', 'stale', 'worst'])
    for (const id of ['axes', 'failures', 'stale', 'worst']) {
      expect(sectionOf(html, id)).toContain('<p class="no-data">No samples were scored.</p>')
    }
    expect(sectionOf(html, 'tools')).toContain('No expected tool call in this run.')
    expect(html).toContain('<div class="big na">n/a</div><div class="card-label">pass rate</div>')
    expect(html).toContain('<div class="big na">n/a</div><div class="card-label">overall score</div>')
    expect(html).not.toContain('chart-outcomes')
  })

  test('worst items not given, or all perfect: said in words', () => {
    const samples = samplesOf(ITEMS.filter((item) => item.id === 'w-1'))
    const aggregate = aggregateOf(samples)
    expect(sectionOf(renderReport({ aggregate }), 'worst')).toContain(
      'The samples were not given to the report.',
    )
    expect(sectionOf(renderReport({ aggregate, worst: samples }), 'worst')).toContain(
      'Every sample passed with full marks.',
    )
  })

  test('the header names the profile, scorer version and input files with their hashes', () => {
    const { aggregate } = realisticRun()
    const html = renderReport({
      aggregate,
      title: 'Nightly eval',
      generatedFrom: {
        manifest: 'data/manifest.jsonl',
        predictions: 'runs/p.jsonl',
        hashes: { predictions: 'sha256:bb', manifest: 'sha256:aa' },
      },
      generatedAt: '2025-01-02T03:04:05Z',
    })
    expect(html).toContain('<title>Nightly eval</title>')
    expect(html).toContain(
      'profile <code>default</code> · scorer <code>expect-tool-calls-score-v3</code> · manifest <code>data/manifest.jsonl</code> · predictions <code>runs/p.jsonl</code> · manifest <code>sha256:aa</code> · predictions <code>sha256:bb</code> · generated 2025-01-02T03:04:05Z',
    )
  })
})

describe('renderReport: worst items', () => {
  test('lowest total first, ties by id, with the first differing path and its words, an anchor per item', () => {
    const { samples, aggregate } = realisticRun()
    const worst = sectionOf(renderReport({ aggregate, worst: samples }), 'worst')
    const ids = [...worst.matchAll(/<tr id="item-([^"]+)">/g)].map((match) => match[1])
    expect(ids).toEqual([
      'a-2',
      'c-2',
      'r-1',
      'w-4',
      'w-5',
      'w-6',
      'w-7',
      'ar-1',
      'm-3',
      'r-3',
      'w-3',
      'm-1',
      'w-2',
    ])
    expect(worst).toContain(
      '<code class="path" dir="ltr">arguments.unit</code> <span class="words">expected &quot;celsius&quot;, received &quot;fahrenheit&quot;</span>',
    )
    expect(worst).toContain(
      '<code class="path" dir="ltr">calls[2]</code> <span class="words">unexpected call delete_booking(',
    )
    expect(worst).toContain('The 13 items that failed or scored below 1, lowest total first.')
  })

  test('10,000 failing samples are capped at 50 rows, with the count of the rest', () => {
    const [base] = samplesOf(ITEMS.filter((item) => item.id === 'w-2'))
    const many: Sample[] = Array.from({ length: 10_000 }, (_, index) => ({
      ...base!,
      id: `s-${String(index).padStart(5, '0')}`,
      total: (index % 100) / 100,
    }))
    const html = renderReport({ aggregate: aggregateOf(many.slice(0, 10)), worst: many })
    const rows = sectionOf(html, 'worst').match(/<tr id="item-/g) ?? []
    expect(rows).toHaveLength(50)
    expect(html).toContain('The 50 lowest-scoring of 10,000 items that failed or scored below 1')
    expect(html).toContain('9,950 more items that failed or scored below 1 are not shown')
    expect(html).toContain('<tr id="item-s-00000">')
    expect(html).toContain('<tr id="item-s-04900">')
    expect(html).not.toContain('<tr id="item-s-00001">')
    expect(html.length).toBeLessThan(150_000)
  })

  test('a collector fed while streaming gives the same page as the whole array', () => {
    const { samples, aggregate } = realisticRun()
    const collector = collectWorst(5)
    for (const sample of samples) collector.add(sample)
    expect(renderReport({ aggregate, worst: collector.result() })).toBe(
      renderReport({ aggregate, worst: samples, worstLimit: 5 }),
    )
  })
})

describe('renderReport: determinism', () => {
  test('same input, same bytes; sample order and a JSON round trip change nothing', () => {
    const { samples, aggregate } = realisticRun()
    const reversed = [...samples].reverse()
    const html = renderReport({ aggregate, worst: samples })
    expect(renderReport({ aggregate, worst: samples })).toBe(html)
    expect(renderReport({ aggregate: aggregateOf(reversed), worst: reversed })).toBe(html)
    const parsed = JSON.parse(JSON.stringify({ aggregate, samples }))
    expect(renderReport({ aggregate: parsed.aggregate, worst: parsed.samples })).toBe(html)
    expect(html).not.toMatch(/20\d\d-\d\d-\d\d/)
  })
})
