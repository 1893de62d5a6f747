import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { fromBfcl, match, score } from '../../../src/index.js'

const question = {
  id: 'simple_python_0',
  question: [[{ role: 'user', content: 'Find the area of a triangle with base 10 and height 5.' }]],
  function: [
    {
      name: 'calculate_triangle_area',
      description: 'Calculate the area of a triangle given its base and height.',
      parameters: {
        type: 'dict',
        properties: {
          base: { type: 'integer', description: 'The base of the triangle.' },
          height: { type: 'integer', description: 'The height of the triangle.' },
          unit: { type: 'string', description: "The unit of measure (defaults to 'units' if not specified)" },
        },
        required: ['base', 'height'],
      },
    },
  ],
}
const answer = {
  id: 'simple_python_0',
  ground_truth: [{ calculate_triangle_area: { base: [10], height: [5], unit: ['units', ''] } }],
}

describe('score with the bfcl profile', () => {
  const { expectation, options } = fromBfcl(question as Parameters<typeof fromBfcl>[0], answer)

  test.each([
    ['the ground truth', [{ calculate_triangle_area: { base: 10, height: 5, unit: 'units' } }], true],
    [
      'BFCL string standardisation ("Units ")',
      [{ calculate_triangle_area: { base: 10, height: 5, unit: 'Units ' } }],
      true,
    ],
    ['the optional unit left out', [{ calculate_triangle_area: { base: 10, height: 5 } }], true],
    ['a wrong height', [{ calculate_triangle_area: { base: 10, height: 6 } }], false],
    ['a numeric string for an integer', [{ calculate_triangle_area: { base: '10', height: 5 } }], false],
  ])('%s', (_, received, pass) => {
    const result = score(expectation, received, { ...options, profile: 'bfcl' })
    expect(result.profile).toBe('bfcl')
    expect(result.pass).toBe(pass)
    expect(result.pass).toBe(match(received, expectation, options).pass)
    expect(result.total).toBe(pass ? 1 : 0)
  })
})

const cases = new URL('../../../../shared/datasets/bfcl/cases.jsonl', import.meta.url)
describe.skipIf(!existsSync(cases))(
  'score and match agree under bfcl on BFCL rows (needs ../shared/datasets/bfcl/)',
  () => {
    test('the first 300 rows', () => {
      const root = new URL('../../../../shared/datasets/bfcl/', import.meta.url)
      const rows = readFileSync(cases, 'utf8')
        .split('\n')
        .filter(Boolean)
        .slice(0, 300)
        .map((line) => JSON.parse(line))
      const questions = new Map<string, unknown>()
      const answers = new Map<string, unknown>()
      for (const line of readFileSync(new URL('BFCL_v4_simple_python.json', root), 'utf8')
        .split('\n')
        .filter(Boolean)) {
        const row = JSON.parse(line)
        questions.set(row.id, row)
      }
      for (const line of readFileSync(new URL('possible_answer/BFCL_v4_simple_python.json', root), 'utf8')
        .split('\n')
        .filter(Boolean)) {
        const row = JSON.parse(line)
        answers.set(row.id, row)
      }
      let checked = 0
      for (const row of rows) {
        if (!questions.has(row.id)) continue
        const { expectation, options } = fromBfcl(
          questions.get(row.id) as never,
          answers.get(row.id) as never,
        )
        const received = row.actual ?? 'I cannot answer that with a tool.'
        expect(score(expectation, received, { ...options, profile: 'bfcl' }).pass).toBe(
          match(received, expectation, options).pass,
        )
        checked++
      }
      expect(checked).toBeGreaterThan(100)
    })
  },
)
