// What a successful `score` writes: samples.jsonl, aggregate.json, run.json and report.html.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { stringifyAggregate } from '../../../src/score/stringify-aggregate.js'
import {
  entries,
  layout,
  parseJsonl,
  rawCall,
  readOut,
  run,
  smallRun,
  tempDir,
  weather,
  writeJsonl,
} from '../helpers.js'

const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

describe('score: outputs', () => {
  test('writes the four files and a summary line, and leaves nothing else behind', async () => {
    const dir = tempDir()
    smallRun(dir)
    const result = await run(dir, argv)
    expect(result).toEqual({
      code: 0,
      stdout: '9 samples · 6 passed (66.7%) · overall score 0.833 → out\n',
      stderr: '',
    })
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
    expect(entries(join(dir, 'out'))).toEqual(['aggregate.json', 'report.html', 'run.json', 'samples.jsonl'])
  })

  test('samples.jsonl: one row per prediction, in prediction order, with pass, axes and mismatch paths', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [
      { id: 'a', expected: weather('Paris'), category: 'simple' },
      { id: 'b', expected: weather('Lyon'), metadata: { mutationKind: 'case' } },
    ])
    writeJsonl(join(dir, 'p.jsonl'), [
      { id: 'b', prediction_raw: rawCall('Lyon'), prompt_tokens: 10, generated_tokens: 3 },
      { id: 'a', prediction: { name: 'get_weather', arguments: { city: 'Rome' } } },
    ])
    expect((await run(dir, argv)).code).toBe(0)
    const [b, a] = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))
    expect(b).toMatchObject({
      id: 'b',
      pass: true,
      failure: null,
      mismatches: [],
      metadata: { mutationKind: 'case' },
    })
    expect(b!.tokens).toEqual({ prompt: 10, generated: 3 })
    expect(a).toMatchObject({ id: 'a', pass: false, failure: 'mismatch', category: 'simple' })
    expect(a!.axes).toMatchObject({ functionSelection: 1, argumentAccuracy: 0, abstention: null })
    expect(a!.mismatches).toEqual([
      expect.objectContaining({
        kind: 'value',
        path: ['calls', 0, 'arguments', 'city'],
        expected: 'Paris',
        received: 'Rome',
      }),
    ])
  })

  test('aggregate.json: format, scorer version, profile, row digests, metrics and the raw aggregate', async () => {
    const dir = tempDir()
    smallRun(dir)
    await run(dir, argv)
    const text = readOut(join(dir, 'out'), 'aggregate.json')
    const file = JSON.parse(text)
    expect(stringifyAggregate(file)).toBe(text)
    expect(file).toMatchObject({
      format: 'expect-tool-calls-aggregate-v1',
      version: 'expect-tool-calls-score-v3',
      profile: 'default',
      categoryWeights: null,
      inputs: { manifest: { rows: 9 }, predictions: { rows: 9 }, tools: null },
      metrics: { summary: { samples: 9, passes: 6 }, failures: { counts: { mismatch: 3 } } },
      aggregate: { all: { samples: 9, passes: 6 } },
    })
    expect(Object.keys(file.metrics.categories).sort()).toEqual([
      'dialect_handling',
      'error_recovery',
      'simple',
    ])
    expect(Object.keys(file.metrics.mutationKinds).sort()).toEqual(['case', 'order'])
    expect(file.inputs.manifest.sha256Sum).toMatch(/^[0-9a-f]{64}$/)
  })

  test('run.json: the input files with their SHA-256, and report.html', async () => {
    const dir = tempDir()
    smallRun(dir)
    await run(dir, argv)
    const out = join(dir, 'out')
    expect(JSON.parse(readOut(out, 'run.json'))).toEqual({
      format: 'expect-tool-calls-run-v1',
      command: 'score',
      version: 'expect-tool-calls-score-v3',
      profile: 'default',
      allowMissing: false,
      samples: 9,
      files: {
        manifest: {
          path: 'm.jsonl',
          bytes: readFileSync(join(dir, 'm.jsonl')).length,
          sha256: sha256(join(dir, 'm.jsonl')),
        },
        predictions: {
          path: 'p.jsonl',
          bytes: readFileSync(join(dir, 'p.jsonl')).length,
          sha256: sha256(join(dir, 'p.jsonl')),
        },
        tools: null,
        weights: null,
      },
    })
    const html = readOut(out, 'report.html')
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain('m.jsonl')
  })

  test('generation failures, missing predictions and truncation fail their samples, by kind', async () => {
    const dir = tempDir()
    const ids = ['ok', 'error', 'flag', 'null', 'absent', 'cut', 'cut-not']
    writeJsonl(
      join(dir, 'm.jsonl'),
      ids.map((id) => ({ id, expected: weather('Paris') })),
    )
    writeJsonl(join(dir, 'p.jsonl'), [
      { id: 'ok', prediction_raw: rawCall('Paris'), truncated: false, generation_failure: null },
      { id: 'error', prediction_raw: rawCall('Paris'), generation_failure: 'CUDA out of memory' },
      { id: 'flag', prediction_raw: null, generation_failure: true },
      { id: 'null', prediction_raw: null },
      { id: 'absent', prompt_tokens: 5 },
      { id: 'cut', prediction_raw: rawCall('Paris'), truncated: true },
      { id: 'cut-not', prediction: null, truncated: true },
    ])
    expect((await run(dir, argv)).code).toBe(0)
    const samples = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))
    expect(samples.map((sample) => [sample.id, sample.pass, sample.failure])).toEqual([
      ['ok', true, null],
      ['error', false, 'generation_failure'],
      ['flag', false, 'generation_failure'],
      ['null', false, 'missing_prediction'],
      ['absent', false, 'missing_prediction'],
      ['cut', false, 'truncated'],
      ['cut-not', false, 'missing_prediction'],
    ])
    const metrics = JSON.parse(readOut(join(dir, 'out'), 'aggregate.json')).metrics
    expect(metrics.failures.counts).toMatchObject({
      generation_failure: 2,
      missing_prediction: 3,
      truncated: 1,
    })
    expect(metrics.summary.samples).toBe(7)
  })

  test('--allow-missing scores manifest rows without a prediction last, in manifest order', async () => {
    const dir = tempDir()
    writeJsonl(
      join(dir, 'm.jsonl'),
      ['c', 'a', 'b', 'd'].map((id) => ({ id, expected: weather('Paris') })),
    )
    writeJsonl(join(dir, 'p.jsonl'), [{ id: 'b', prediction_raw: rawCall('Paris') }])
    expect((await run(dir, [...argv, '--allow-missing'])).code).toBe(0)
    const samples = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))
    expect(samples.map((sample) => [sample.id, sample.failure])).toEqual([
      ['b', null],
      ['c', 'missing_prediction'],
      ['a', 'missing_prediction'],
      ['d', 'missing_prediction'],
    ])
    expect(JSON.parse(readOut(join(dir, 'out'), 'run.json')).allowMissing).toBe(true)
  })

  test('any shape the reader reads: an OpenAI response; --profile action-ir on Action IR text', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [
      { id: 'a', expected: weather('Paris') },
      { id: 'b', expected: { abstain: true } },
    ])
    const call = {
      id: 'c1',
      type: 'function',
      function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
    }
    const message = { role: 'assistant', content: null, tool_calls: [call] }
    writeJsonl(join(dir, 'p.jsonl'), [
      {
        id: 'a',
        prediction: {
          object: 'chat.completion',
          choices: [{ index: 0, message, finish_reason: 'tool_calls' }],
        },
      },
      { id: 'b', prediction: { role: 'assistant', content: 'You are welcome.' } },
    ])
    expect((await run(dir, argv)).code).toBe(0)
    expect(parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl')).map((sample) => sample.pass)).toEqual([
      true,
      true,
    ])
    const ir = '{"calls":[{"args":{"city":"Paris"},"tool":"get_weather"}],"decision":"CALL","mode":"SINGLE"}'
    writeJsonl(join(dir, 'p.jsonl'), [
      { id: 'a', prediction_raw: ir },
      { id: 'b', prediction_raw: '{"decision":"ABSTAIN"}' },
    ])
    expect((await run(dir, [...argv.slice(0, -1), 'ir', '--profile', 'action-ir'])).code).toBe(0)
    const aggregate = JSON.parse(readOut(join(dir, 'ir'), 'aggregate.json'))
    expect(aggregate.profile).toBe('action-ir')
    expect(aggregate.metrics.summary.passRate).toBe(1)
    expect(aggregate.metrics.decisions.accuracy).toBe(1)
  })

  test('--tools for every row, a row’s own tools instead, and a tools file hash', async () => {
    const dir = tempDir()
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }
    const casefold = { get_weather: { schema, compare: { city: { $rule: 'casefold' } }, version: '2' } }
    const exact = [{ type: 'function', function: { name: 'get_weather', parameters: schema } }]
    writeFileSync(join(dir, 't.json'), JSON.stringify(casefold))
    writeJsonl(join(dir, 'm.jsonl'), [
      { id: 'file-tools', expected: weather('Paris') },
      { id: 'own-tools', expected: weather('Paris'), tools: exact },
      { id: 'schema', expected: { name: 'get_weather' } },
    ])
    writeJsonl(join(dir, 'p.jsonl'), [
      { id: 'file-tools', prediction_raw: rawCall('PARIS') },
      { id: 'own-tools', prediction_raw: rawCall('PARIS') },
      { id: 'schema', prediction: { name: 'get_weather', arguments: { city: 5 } } },
    ])
    expect((await run(dir, [...argv, '--tools', 't.json'])).code).toBe(0)
    const samples = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))
    expect(samples.map((sample) => sample.pass)).toEqual([true, false, false])
    expect(samples[2]!.mismatches).toContainEqual(expect.objectContaining({ kind: 'schema' }))
    const aggregate = JSON.parse(readOut(join(dir, 'out'), 'aggregate.json'))
    expect(aggregate.inputs.tools).toBe(
      createHash('sha256')
        .update(readFileSync(join(dir, 't.json')))
        .digest('hex'),
    )
  })

  test('--weights: seed 000’s overall score; a category without a weight is an input error', async () => {
    const dir = tempDir()
    smallRun(dir)
    writeFileSync(join(dir, 'w.json'), JSON.stringify({ simple: 1, dialect_handling: 3, error_recovery: 0 }))
    expect((await run(dir, [...argv, '--weights', 'w.json'])).code).toBe(0)
    const aggregate = JSON.parse(readOut(join(dir, 'out'), 'aggregate.json'))
    expect(aggregate.categoryWeights).toEqual({ simple: 1, dialect_handling: 3, error_recovery: 0 })
    expect(aggregate.metrics.overall.weights).toEqual({ simple: 1, dialect_handling: 3, error_recovery: 0 })
    const other = [...argv.slice(0, -1), 'other', '--weights', 'w.json']
    writeFileSync(join(dir, 'w.json'), JSON.stringify({ simple: 1, dialect_handling: -3 }))
    const negative = await run(dir, other)
    expect(negative.code).toBe(2)
    expect(negative.stderr).toContain('w.json: dialect_handling: must be a number ≥ 0, got number')
    writeFileSync(join(dir, 'w.json'), JSON.stringify({ simple: 1 }))
    const missing = await run(dir, other)
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('w.json: no weight for category "dialect_handling"')
    expect(missing.stderr).toContain('w.json: no weight for category "error_recovery"')
    expect(entries(dir)).not.toContain('other')
  })

  test('blank lines, CRLF line ends and a byte-order mark are accepted; empty inputs give an empty run', async () => {
    const dir = tempDir()
    const row = JSON.stringify({ id: 'a', expected: weather('Paris') })
    writeFileSync(join(dir, 'm.jsonl'), `\uFEFF${row}\r\n\r\n  \n`)
    writeFileSync(join(dir, 'p.jsonl'), `${JSON.stringify({ id: 'a', prediction_raw: rawCall('Paris') })}`)
    expect((await run(dir, argv)).code).toBe(0)
    expect(parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))).toHaveLength(1)
    writeFileSync(join(dir, 'm.jsonl'), '')
    writeFileSync(join(dir, 'p.jsonl'), '\n')
    const empty = await run(dir, [...argv.slice(0, -1), 'empty'])
    expect(empty.code).toBe(0)
    expect(readOut(join(dir, 'empty'), 'samples.jsonl')).toBe('')
    const metrics = JSON.parse(readOut(join(dir, 'empty'), 'aggregate.json')).metrics
    expect(metrics.summary).toMatchObject({ samples: 0, passRate: null })
  })
})

describe('score: progress and quiet', () => {
  test('a progress bar on a terminal, cleared at the end', async () => {
    const dir = tempDir()
    smallRun(dir)
    let clock = 0
    const result = await run(dir, argv, { isTTY: true, columns: 60, now: () => (clock += 1000) })
    expect(result.code).toBe(0)
    expect(result.stderr).toMatch(/\rscoring [█░]+ +\d+% {2}\d+ rows/)
    expect(result.stderr.endsWith('\r\u001b[K')).toBe(true)
  })

  test('no bar when stderr is not a terminal; --quiet also drops the summary', async () => {
    const dir = tempDir()
    smallRun(dir)
    expect((await run(dir, argv)).stderr).toBe('')
    const quiet = await run(dir, [...argv.slice(0, -1), 'q', '--quiet'], { isTTY: true })
    expect(quiet).toEqual({ code: 0, stdout: '', stderr: '' })
  })
})
