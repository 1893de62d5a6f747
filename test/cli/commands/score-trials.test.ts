// Repeated trials on the command line: prediction rows with a `trial` field, per item n judged trials and c passed,
// the `trials` section of aggregate.json, the summary lines, report.html, and what a bad trial row is.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { parseJsonl, rawCall, readOut, run, scoreArgv, tempDir, weather, writeJsonl } from '../helpers.js'

/** Item `id`'s trials as marks (✓ calls the right city, ✗ another), numbered from 0. */
const trials = (id: string, city: string, marks: string) =>
  [...marks].map((mark, trial) => ({ id, trial, prediction_raw: rawCall(mark === '✓' ? city : 'Rome') }))

/** Three items, hand-checkable: refund 3 of 5, search 2 of 2, cancel 0 of 4. */
function trialsRun(dir: string) {
  writeJsonl(join(dir, 'm.jsonl'), [
    { id: 'refund', expected: weather('Paris') },
    { id: 'search', expected: weather('Lyon') },
    { id: 'cancel', expected: weather('Nice') },
  ])
  const predictions = [
    ...trials('refund', 'Paris', '✓✗✓✗✓'),
    ...trials('search', 'Lyon', '✓✓'),
    ...trials('cancel', 'Nice', '✗✗✗✗'),
  ]
  writeJsonl(join(dir, 'p.jsonl'), predictions)
  return predictions
}

const aggregateOf = (dir: string) => JSON.parse(readOut(join(dir, 'out'), 'aggregate.json'))

describe('score: repeated trials', () => {
  test('GITHUB_STEP_SUMMARY gets the trials numbers after the category table', async () => {
    const dir = tempDir()
    trialsRun(dir)
    const summary = join(dir, 'summary.md')
    const result = await run(dir, scoreArgv(), { env: { GITHUB_STEP_SUMMARY: summary } })
    expect(result.code).toBe(EXIT.ok)
    const markdown = readFileSync(summary, 'utf8')
    expect(markdown).toContain(
      '**Trials:** 3 items · 11 trials · 5 passed (45.5 %, 95 % Wilson interval 21.3 %–72.0 %) · 1 stable-pass · 1 flaky · 1 stable-fail',
    )
    expect(markdown).toContain('| pass^k | 0.533 | 0.433 |')
    expect(markdown).toContain('Flaky items: refund')
  })

  test('per item n and c; the summary lines say the pass rate, pass^k and pass@k, and the flaky items', async () => {
    const dir = tempDir()
    trialsRun(dir)
    const result = await run(dir, scoreArgv())
    expect(result.code).toBe(EXIT.ok)
    expect(result.stderr).toBe('')
    // By hand: pass^1 = (3/5 + 1 + 0) / 3 = 0.533; pass^2 = (C(3,2)/C(5,2) + 1 + 0) / 3 = (0.3 + 1) / 3 = 0.433;
    // pass@2 = (1 − C(2,2)/C(5,2) + 1 + 0) / 3 = (0.9 + 1) / 3 = 0.633. 5 of 11 trials passed.
    expect(result.stdout).toBe(
      [
        '11 samples · 5 passed (45.5%) · overall score 0.727 → out',
        'trials: 3 items · 11 trials · 5 passed (45.5%, 95% Wilson interval 21.3%–72.0%)',
        '  1 stable-pass · 1 flaky · 1 stable-fail',
        '  k       1      2',
        '  pass^k  0.533  0.433',
        '  pass@k  0.533  0.633',
        '  1 flaky item (their trials passed and failed):',
        '     flaky  refund: 3 of 5 trials passed',
        '',
      ].join('\n'),
    )
  })

  test('aggregate.json keeps each item’s counts and their summary; each sample its trial', async () => {
    const dir = tempDir()
    trialsRun(dir)
    expect((await run(dir, scoreArgv('--quiet'))).code).toBe(EXIT.ok)
    const { trials: section, metrics } = aggregateOf(dir)
    expect(section.items).toEqual({ cancel: { n: 4, c: 0 }, refund: { n: 5, c: 3 }, search: { n: 2, c: 2 } })
    expect(section.summary).toMatchObject({
      items: 3,
      n: 11,
      c: 5,
      minN: 2,
      maxN: 5,
      flaky: ['refund'],
      stableFail: ['cancel'],
      unjudged: [],
    })
    expect(section.summary.passHatK.map((each: { value: number }) => each.value)).toEqual([
      Number((1.6 / 3).toPrecision(12)),
      Number((1.3 / 3).toPrecision(12)),
    ])
    expect(section.summary.passAtK[1]).toEqual({
      k: 2,
      value: Number((1.9 / 3).toPrecision(12)),
      items: 3,
      shorter: [],
    })
    // Every trial is a sample: the pass rate over samples is the pooled trial pass rate.
    expect(metrics.summary).toMatchObject({ samples: 11, passes: 5 })
    const samples = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))
    expect(samples.map((sample) => `${sample.id}#${sample.trial}:${sample.pass}`).slice(0, 6)).toEqual([
      'refund#0:true',
      'refund#1:false',
      'refund#2:true',
      'refund#3:false',
      'refund#4:true',
      'search#0:true',
    ])
  })

  test('report.html has the trials section: pass^k against k, the flaky items', async () => {
    const dir = tempDir()
    trialsRun(dir)
    expect((await run(dir, scoreArgv('--quiet'))).code).toBe(EXIT.ok)
    const html = readOut(join(dir, 'out'), 'report.html')
    expect(html).toContain('<a href="#trials">Trials</a>')
    const section = html.slice(
      html.indexOf('<section id="trials"'),
      html.indexOf('</section>', html.indexOf('<section id="trials"')),
    )
    expect(section).toContain('<svg class="chart" id="chart-trials"')
    expect(section).toContain('k = 2')
    expect(section).toContain('0.433')
    expect(section).toContain('<bdi>refund</bdi></td><td class="num" data-sort="3">3 of 5</td>')
    // The worst items name each sample's trial, each row its own anchor.
    expect(html).toContain('id="item-refund.trial-1"')
    expect(html).toContain('<bdi>refund</bdi> <span class="muted">trial 1</span>')
  })

  test('without trial fields there is no trials section, nothing about trials printed', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [{ id: 'a', expected: weather('Paris') }])
    writeJsonl(join(dir, 'p.jsonl'), [{ id: 'a', prediction_raw: rawCall('Paris') }])
    const result = await run(dir, scoreArgv())
    expect(result.stdout).toBe('1 samples · 1 passed (100.0%) · overall score 1.000 → out\n')
    expect(Object.keys(aggregateOf(dir))).toEqual([
      'aggregate',
      'categoryWeights',
      'format',
      'inputs',
      'metrics',
      'profile',
      'version',
    ])
    expect(readOut(join(dir, 'out'), 'samples.jsonl')).not.toContain('"trial"')
    expect(readOut(join(dir, 'out'), 'report.html')).not.toContain('id="trials"')
  })

  test('one trial per item is still a run of trials (its shards may hold an item’s other trials)', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [{ id: 'a', expected: weather('Paris') }])
    writeJsonl(join(dir, 'p.jsonl'), [{ id: 'a', trial: 3, prediction_raw: rawCall('Paris') }])
    expect((await run(dir, scoreArgv('--quiet'))).code).toBe(EXIT.ok)
    expect(aggregateOf(dir).trials.items).toEqual({ a: { n: 1, c: 1 } })
  })

  test('a row that failed to generate, or has no prediction, is a failed trial (judged)', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [{ id: 'a', expected: weather('Paris') }])
    writeJsonl(join(dir, 'p.jsonl'), [
      { id: 'a', trial: 0, prediction_raw: rawCall('Paris') },
      { id: 'a', trial: 1, prediction_raw: null, generation_failure: 'timeout' },
      { id: 'a', trial: 2, prediction: null },
    ])
    expect((await run(dir, scoreArgv('--quiet'))).code).toBe(EXIT.ok)
    expect(aggregateOf(dir).trials.items).toEqual({ a: { n: 3, c: 1 } })
  })

  test('--allow-missing: an id without any row is unjudged — listed, in no pass^k, never counted as failing', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [
      { id: 'a', expected: weather('Paris') },
      { id: 'b', expected: weather('Lyon') },
    ])
    writeJsonl(join(dir, 'p.jsonl'), trials('a', 'Paris', '✓✗'))
    const result = await run(dir, scoreArgv('--allow-missing'))
    expect(result.code).toBe(EXIT.ok)
    expect(result.stdout.split('\n').slice(1)).toEqual([
      'trials: 2 items · 2 trials · 1 passed (50.0%, 95% Wilson interval 9.5%–90.5%)',
      '  0 stable-pass · 1 flaky · 0 stable-fail · 1 unjudged',
      '  k       1      2',
      '  pass^k  0.500  0.000',
      '  pass@k  0.500  1.000',
      '  1 flaky item (their trials passed and failed):',
      '     flaky  a: 1 of 2 trials passed',
      '  1 unjudged item (no prediction row, so no trial; in no pass^k): b',
      '',
    ])
    const { summary } = aggregateOf(dir).trials
    expect(summary).toMatchObject({ items: 2, n: 2, c: 1, minN: 2, unjudged: ['b'] })
    expect(summary.passHatK[0]).toEqual({ k: 1, value: 0.5, items: 1, shorter: ['b'] })
  })
})

describe('score: bad trial rows', () => {
  const setup = (rows: unknown[]) => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [
      { id: 'a', expected: weather('Paris') },
      { id: 'b', expected: weather('Lyon') },
    ])
    writeJsonl(join(dir, 'p.jsonl'), rows)
    return dir
  }
  const row = (id: string, trial: unknown) => ({ id, trial, prediction_raw: rawCall('Paris') })

  test.each([-1, 1.5, '0', null, true, 2 ** 53])(
    'trial %j is a violation naming the field',
    async (trial) => {
      const dir = setup([row('a', 0), row('a', trial), row('b', 0)])
      const result = await run(dir, scoreArgv())
      expect(result.code).toBe(EXIT.usage)
      expect(result.stderr).toContain(
        'p.jsonl:2: trial: must be a whole number ≥ 0 (which trial of the id the row is), got',
      )
      expect(readFileSync(join(dir, 'p.jsonl'), 'utf8')).toBeTruthy()
      expect(result.stderr).not.toContain('missing')
    },
  )

  test('the same id and trial twice is a duplicate, as a repeated id is without trials', async () => {
    const dir = setup([row('a', 0), row('b', 0), row('a', 1), row('a', 0)])
    const result = await run(dir, scoreArgv())
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toBe(
      'expect-tool-calls score: 1 problem in the input; nothing was written.\np.jsonl:4: trial: duplicate trial 0 of id "a" (first at p.jsonl:1)\n',
    )
  })

  test('a file gives trial on every row or on none: the first row decides', async () => {
    const withFirst = await run(
      setup([row('a', 0), { id: 'b', prediction_raw: rawCall('Lyon') }]),
      scoreArgv(),
    )
    expect(withFirst.code).toBe(EXIT.usage)
    expect(withFirst.stderr).toContain(
      'p.jsonl:2: missing field "trial": the first row (p.jsonl:1) has one, so every row needs one',
    )
    const withoutFirst = await run(
      setup([{ id: 'a', prediction_raw: rawCall('Paris') }, row('b', 0)]),
      scoreArgv(),
    )
    expect(withoutFirst.code).toBe(EXIT.usage)
    expect(withoutFirst.stderr).toContain(
      'p.jsonl:2: trial: this row has a "trial" but the first row (p.jsonl:1) has none: give every row a "trial", or none',
    )
  })

  test('without trials a repeated id is still a duplicate id', async () => {
    const plain = (id: string) => ({ id, prediction_raw: rawCall('Paris') })
    const result = await run(setup([plain('a'), plain('b'), plain('a')]), scoreArgv())
    expect(result.stderr).toContain('p.jsonl:3: id: duplicate id "a" (first at p.jsonl:1)')
  })
})

describe('score: --min-pass-hat-k', () => {
  // pass^2 = 0.433 (over 3 items, each with at least 2 trials; the smallest n is 2).
  test.each([
    ['2:0.4', EXIT.ok, ''],
    ['2:0.433', EXIT.ok, ''],
    ['1:0.53', EXIT.ok, ''],
    [
      '2:0.5',
      EXIT.gate,
      'expect-tool-calls score: 1 gate failed (the run is written):\npass^2 0.433 (the mean over 3 items) is below --min-pass-hat-k 2:0.5\n',
    ],
    [
      '3:0.1',
      EXIT.gate,
      'expect-tool-calls score: 1 gate failed (the run is written):\n--min-pass-hat-k 3:0.1: pass^3 needs 3 trials of every item, and 1 item has fewer: search (2 trials)\n',
    ],
  ])('--min-pass-hat-k %s exits %i', async (gate, code, stderr) => {
    const dir = tempDir()
    trialsRun(dir)
    const result = await run(dir, scoreArgv('--quiet', '--min-pass-hat-k', gate))
    expect(result).toEqual({ code, stdout: '', stderr })
    expect(aggregateOf(dir).trials.items.refund).toEqual({ n: 5, c: 3 })
  })

  test('a run without trials fails the gate, saying so', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [{ id: 'a', expected: weather('Paris') }])
    writeJsonl(join(dir, 'p.jsonl'), [{ id: 'a', prediction_raw: rawCall('Paris') }])
    const result = await run(dir, scoreArgv('--quiet', '--min-pass-hat-k', '1:0'))
    expect(result.code).toBe(EXIT.gate)
    expect(result.stderr).toContain(
      '--min-pass-hat-k 1:0: the run has no trials (no prediction row has a "trial" field)',
    )
  })

  test.each([
    '3',
    '0:0.5',
    '3:1.5',
    '3:',
    ':0.5',
    '3:0.5:1',
    '03:0.5',
    '+3:0.5',
    '3: 0.5',
    '3:1e-1',
    'k:r',
    '-1:0.5',
  ])('--min-pass-hat-k %j is a usage error naming the flag, nothing written', async (gate) => {
    const dir = tempDir()
    trialsRun(dir)
    const result = await run(dir, scoreArgv('--min-pass-hat-k', gate))
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain(
      `expect-tool-calls score: --min-pass-hat-k must be K:R, K a whole number ≥ 1 and R a number from 0 to 1, e.g. 3:0.8 (got ${gate})`,
    )
    expect(() => readOut(join(dir, 'out'), 'aggregate.json')).toThrow()
  })

  test('is for --manifest, not --bfcl', async () => {
    const result = await run(tempDir(), [
      'score',
      '--bfcl',
      'd',
      '--predictions',
      'p',
      '--min-pass-hat-k',
      '1:0.5',
    ])
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain('--min-pass-hat-k is for --manifest, not --bfcl')
  })
})

describe('samples of trials elsewhere: diff, JUnit, the baseline', () => {
  test('diff matches samples by id and trial and names them so', async () => {
    const dir = tempDir()
    const predictions = trialsRun(dir)
    expect((await run(dir, scoreArgv('--quiet'))).code).toBe(EXIT.ok)
    // refund's trial 1 now passes, its trial 2 now fails.
    const changed = predictions.map((row) =>
      row.id !== 'refund' || (row.trial !== 1 && row.trial !== 2)
        ? row
        : { ...row, prediction_raw: rawCall(row.trial === 1 ? 'Paris' : 'Rome') },
    )
    writeJsonl(join(dir, 'p.jsonl'), changed)
    expect(
      (
        await run(dir, [
          'score',
          '--manifest',
          'm.jsonl',
          '--predictions',
          'p.jsonl',
          '--out',
          'new',
          '--quiet',
        ])
      ).code,
    ).toBe(EXIT.ok)
    const result = await run(dir, ['diff', 'out', 'new', '--json'])
    expect(JSON.parse(result.stdout).flips).toEqual({
      onlyNew: [],
      onlyOld: [],
      toFail: ['refund (trial 2)'],
      toPass: ['refund (trial 1)'],
    })
  })

  test('JUnit names each test case by id and trial; --baseline compares samples by id and trial', async () => {
    const dir = tempDir()
    const predictions = trialsRun(dir)
    expect((await run(dir, scoreArgv('--quiet'))).code).toBe(EXIT.ok)
    const changed = predictions.map((row) =>
      row.id === 'search' && row.trial === 1 ? { ...row, prediction_raw: rawCall('Rome') } : row,
    )
    writeJsonl(join(dir, 'p.jsonl'), changed)
    const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'new', '--quiet']
    const result = await run(dir, [...argv, '--junit', 'j.xml', '--baseline', 'out'])
    expect(result.code).toBe(EXIT.gate)
    expect(result.stderr).toContain('passed in the baseline, failing now: search (trial 1)\n')
    const junit = readFileSync(join(dir, 'j.xml'), 'utf8')
    expect(junit).toContain('<testcase classname="(no category)" name="refund (trial 0)"/>')
    expect(junit).toContain('name="search (trial 1)">')
  })
})
