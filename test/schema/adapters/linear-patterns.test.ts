import { describe, expect, test } from 'vitest'
import { defineTools } from '../../../src/compile/define-tools.js'
import { match } from '../../../src/match/match.js'
import { toolSchemaFromJsonSchema } from '../../../src/schema/adapters/tool-schema-from-json-schema.js'
import { cpuTime } from '../../support/cpu-time.js'
import { randomLetters } from '../../support/random-letters.js'
import { args, usageError } from './helpers.js'

const schema = (pattern: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { id: { type: 'string', pattern }, ...extra },
})

/** The issue: `^(a|aa)+$` against 60 `a`s and `!` ran for 137 s, deaf to SIGINT. */
const HOSTILE = `${'a'.repeat(60)}!`

describe('pattern keywords of JSON Schemas run on the linear-time matcher', () => {
  test.each([
    ['a pattern', schema('^(a|aa)+$'), { id: HOSTILE }],
    [
      'a pattern nested in an array',
      {
        type: 'object',
        properties: { ids: { type: 'array', items: { type: 'string', pattern: '(a+)+$' } } },
      },
      { ids: ['ok', HOSTILE] },
    ],
    [
      'a pattern in an anyOf',
      {
        type: 'object',
        properties: { id: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^(a|aa)+$' }] } },
      },
      { id: HOSTILE },
    ],
    [
      'a pattern under a $ref',
      {
        type: 'object',
        properties: { id: { $ref: '#/$defs/id' } },
        $defs: { id: { type: 'string', pattern: '^(a|aa)+$' } },
      },
      { id: HOSTILE },
    ],
    [
      'a patternProperties key',
      { type: 'object', patternProperties: { '^(a|aa)+$': { type: 'number' } } },
      { [HOSTILE]: 'x' },
    ],
  ])('%s: a catastrophic input fails at once', (_, jsonSchema, value) => {
    const tool = toolSchemaFromJsonSchema(jsonSchema, [])
    const { value: issues, ms } = cpuTime(() => tool.validate(args(value)))
    expect(ms).toBeLessThan(5_000)
    if (!('patternProperties' in jsonSchema)) expect(issues.length).toBeGreaterThan(0)
  })

  test('a value the pattern matches passes, one it does not fails, as with RegExp', () => {
    const tool = toolSchemaFromJsonSchema(schema('^o-\\d+$'), [])
    expect(tool.validate(args({ id: 'o-12' }))).toEqual([])
    expect(tool.validate(args({ id: 'o-1x' }))).not.toEqual([])
  })

  test('a value the matcher cannot decide within its work bound does not fit: never a silent pass', () => {
    const text = randomLetters(200_000, 3)
    const tool = toolSchemaFromJsonSchema(schema('[ab]*a[ab]{2000}c'), [])
    const { value: issues, ms } = cpuTime(() => tool.validate(args({ id: text })))
    expect(issues).toMatchObject([{ path: ['id'] }])
    expect(ms).toBeLessThan(60_000)
    expect(tool.validate(args({ id: `a${'b'.repeat(2_000)}c` }))).toEqual([])
  })

  test('through match with tools: a verdict, not a hang', () => {
    const tools = defineTools({ lookup: { schema: schema('^(a|aa)+$') } })
    const { value: verdict, ms } = cpuTime(() =>
      match({ name: 'lookup', arguments: { id: HOSTILE } }, { name: 'lookup' }, { tools }),
    )
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches[0]).toMatchObject({ kind: 'schema' })
    expect(ms).toBeLessThan(5_000)
  })

  test.each([
    ['a lookahead', schema('^(?=.*\\d)\\w+$'), ['properties', 'id', 'pattern']],
    [
      'a backreference in patternProperties',
      { type: 'object', patternProperties: { '(a)\\1': {} } },
      ['patternProperties', '(a)\\1'],
    ],
  ])('a pattern only backtracking can run is a usage error naming its path: %s', (_, jsonSchema, path) => {
    const error = usageError(() => toolSchemaFromJsonSchema(jsonSchema, []), path)
    expect(error.problem).toMatch(/^unsupported regular expression/)
  })

  test.each([
    ['a nested counted repeat', schema('^(?:[a-z]{1,100}){1,100}$'), ['properties', 'id', 'pattern']],
    [
      'a long alternation in patternProperties',
      {
        type: 'object',
        patternProperties: { [Array.from({ length: 2_000 }, (_, i) => `k${i}`).join('|')]: {} },
      },
      ['patternProperties', Array.from({ length: 2_000 }, (_, i) => `k${i}`).join('|')],
    ],
  ])(
    'a pattern too large to run in linear time is a usage error naming its path: %s',
    (_, jsonSchema, path) => {
      const error = usageError(() => toolSchemaFromJsonSchema(jsonSchema, []), path)
      expect(error.problem).toMatch(
        /^unsupported regular expression ".*": it is too large: .* steps, over the limit of 5,000$/,
      )
    },
  )
})
