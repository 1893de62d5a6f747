// The streaming pass: the manifest is read only as far as the predictions need it, and its rows are read again by
// offset when the predictions come in another order. Whichever way each row was found, the run directory holds the
// bytes of each row scored on its own, and the problems are listed as if the manifest had been read whole first.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ScoreRowOptions } from '../../../src/cli/commands/score-row-options.js'
import { scoreSample } from '../../../src/cli/commands/score-sample.js'
import { checkManifestRow } from '../../../src/cli/input/manifest-row.js'
import { checkPredictionRow } from '../../../src/cli/input/prediction-row.js'
import { ToolsCache } from '../../../src/cli/input/tools-cache.js'
import type { JsonObject } from '../../../src/json/types.js'
import { rawCall, run, tempDir, weather, writeJsonl } from '../helpers.js'
import { mixedRows, shuffled } from '../mixed-rows.js'

type Row = Record<string, unknown>

/** A tool set per variant: runs of rows share one, as a generated manifest's rows do. */
const toolsVariant = (variant: number) => ({
  get_weather: {
    description: `variant ${variant}`,
    schema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer', default: variant } },
      required: ['city'],
    },
  },
})

function rows() {
  const { manifest, predictions } = mixedRows(90, 23)
  manifest.forEach((row, index) => {
    if (index % 5 !== 4) row.tools = toolsVariant(Math.floor(index / 10) % 3)
  })
  return { manifest, predictions }
}

const fail = () => {
  throw new Error('a test row is invalid')
}

/**
 * samples.jsonl as each row scored on its own (parsed anew, fresh caches, no row kept or read back): the prediction
 * rows in their order, then the manifest rows without one (`--allow-missing`), in manifest order.
 */
function reference(manifest: readonly Row[], predictions: readonly Row[], profile: string): string {
  const copy = (row: unknown) => JSON.parse(JSON.stringify(row)) as JsonObject
  const sample = (row: Row, prediction: Row | undefined) => {
    const context = {
      profile,
      tools: undefined,
      cache: new ToolsCache(),
      options: new ScoreRowOptions(profile),
    }
    const checked = prediction === undefined ? undefined : checkPredictionRow(copy(prediction), fail)!
    return `${JSON.stringify(scoreSample(checkManifestRow(copy(row), fail)!, checked, context))}\n`
  }
  const byId = new Map(manifest.map((row) => [row.id, row]))
  const predicted = new Set(predictions.map((prediction) => prediction.id))
  return [
    ...predictions.map((prediction) => sample(byId.get(prediction.id)!, prediction)),
    ...manifest.filter((row) => !predicted.has(row.id)).map((row) => sample(row, undefined)),
  ].join('')
}

async function score(dir: string, name: string, manifest: readonly Row[], predictions: readonly Row[]) {
  writeJsonl(join(dir, `${name}.m.jsonl`), manifest)
  writeJsonl(join(dir, `${name}.p.jsonl`), predictions)
  const argv = ['score', '--manifest', `${name}.m.jsonl`, '--predictions', `${name}.p.jsonl`, '--out', name]
  const result = await run(dir, [...argv, '--profile', 'arabic', '--allow-missing'])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  return (file: string) => readFileSync(join(dir, name, file), 'utf8')
}

describe('score: the streaming pass', () => {
  test('samples.jsonl is each row scored on its own, however the manifest rows were found', async () => {
    const dir = tempDir()
    const { manifest, predictions } = rows()
    const inOrder = await score(dir, 'in-order', manifest, predictions)
    expect(inOrder('samples.jsonl')).toBe(reference(manifest, predictions, 'arabic'))
    // The first prediction's row is the manifest's last: every row is read again by offset.
    const reversed = await score(dir, 'reversed', [...manifest].reverse(), predictions)
    const mixed = shuffled(predictions, 5).filter((_, index) => index % 9 !== 0)
    const some = await score(dir, 'shuffled', manifest, mixed)
    expect(some('samples.jsonl')).toBe(reference(manifest, mixed, 'arabic'))
    // Only the manifest file differs between the first two runs: its hash is all that may change.
    const hashOf = (read: typeof inOrder) => JSON.parse(read('run.json')).files.manifest.sha256 as string
    const sameManifest = (text: string) => text.replaceAll(hashOf(reversed), hashOf(inOrder))
    for (const file of ['samples.jsonl', 'aggregate.json', 'run.json', 'report.html'])
      expect(sameManifest(reversed(file).replaceAll('reversed.m.jsonl', 'in-order.m.jsonl'))).toBe(
        inOrder(file).replaceAll('in-order.p.jsonl', 'reversed.p.jsonl'),
      )
  })

  test('the manifest’s problems are listed first, though found after the predictions’', async () => {
    const dir = tempDir()
    const ids = ['a', 'b', 'c']
    const badTools = { tools: { bad: { schema: { type: 'nonsense' } } } }
    writeJsonl(join(dir, 'm.jsonl'), [
      ...ids.map((id) => ({ id, expected: weather('Paris') })),
      { id: 'd', expected: weather('Paris'), ...badTools },
    ])
    writeJsonl(join(dir, 'p.jsonl'), [
      { id: 'a', prediction_raw: rawCall('Paris'), note: 1 },
      ...['b', 'c', 'd'].map((id) => ({ id, prediction_raw: rawCall('Paris') })),
    ])
    const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']
    expect(await run(dir, argv)).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'expect-tool-calls score: 2 problems in the input; nothing was written.',
        'm.jsonl:4: tools.bad.schema.type: invalid tools: the arguments schema must describe an object (type "object")',
        'p.jsonl:1: unknown field "note"',
        '',
      ].join('\n'),
    })
  })

  test('past the cap, the manifest’s problems still come first', async () => {
    const dir = tempDir()
    const ids = Array.from({ length: 60 }, (_, index) => `r${index}`)
    writeJsonl(join(dir, 'm.jsonl'), [
      ...ids.map((id) => ({ id, expected: weather('Paris') })),
      { id: 'late', expected: weather('Paris'), metadata: [] },
    ])
    writeJsonl(join(dir, 'p.jsonl'), [
      ...ids.map((id) => ({ id, prediction_raw: rawCall('Paris'), note: 1 })),
      { id: 'late', prediction_raw: rawCall('Paris') },
    ])
    const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']
    const lines = (await run(dir, argv)).stderr.split('\n')
    expect(lines[0]).toBe('expect-tool-calls score: 61 problems in the input; nothing was written.')
    expect(lines[1]).toBe('m.jsonl:61: metadata: must be an object, got array')
    expect(lines.slice(2, 51)).toEqual(
      ids.slice(0, 49).map((_, index) => `p.jsonl:${index + 1}: unknown field "note"`),
    )
    expect(lines.slice(51)).toEqual(['… and 11 more (61 in all)', ''])
  })

  test('a manifest problem found after rows were scored adds no problem of theirs', async () => {
    const dir = tempDir()
    const ids = ['a', 'b', 'c']
    writeJsonl(join(dir, 'm.jsonl'), [
      ...ids.map((id) => ({ id, expected: weather('Paris'), category: 'simple' })),
      { id: 'd', expected: weather('Paris'), category: 7 },
    ])
    writeJsonl(
      join(dir, 'p.jsonl'),
      ['a', 'b', 'c', 'd'].map((id) => ({ id, prediction_raw: rawCall('Paris') })),
    )
    writeJsonl(join(dir, 'w.json'), [{}])
    const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']
    expect((await run(dir, [...argv, '--weights', 'w.json'])).stderr).toBe(
      [
        'expect-tool-calls score: 1 problem in the input; nothing was written.',
        'm.jsonl:4: category: must be a string, got number',
        '',
      ].join('\n'),
    )
  })
})
