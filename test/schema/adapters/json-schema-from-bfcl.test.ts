import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { jsonSchemaFromBfcl } from '../../../src/schema/adapters/json-schema-from-bfcl.js'
import { toolsFromList } from '../../../src/schema/adapters/tools-from-list.js'
import type { SchemaIssue, ToolDescription } from '../../../src/schema/adapters/types.js'
import { args, usageError } from './helpers.js'

describe('jsonSchemaFromBfcl', () => {
  test.each([
    ['string', { type: 'string', description: 'd' }, { type: 'string', description: 'd' }],
    ['integer', { type: 'integer', default: 3 }, { type: 'integer', default: 3 }],
    ['float → number', { type: 'float' }, { type: 'number' }],
    ['boolean', { type: 'boolean' }, { type: 'boolean' }],
    ['any → no constraint', { type: 'any', description: 'd' }, { description: 'd' }],
    [
      'array of floats',
      { type: 'array', items: { type: 'float' } },
      { type: 'array', items: { type: 'number' } },
    ],
    [
      'tuple → array',
      { type: 'tuple', items: { type: 'string' } },
      { type: 'array', items: { type: 'string' } },
    ],
    [
      'tuple with positions',
      { type: 'tuple', items: [{ type: 'float' }, { type: 'string' }] },
      { type: 'array', prefixItems: [{ type: 'number' }, { type: 'string' }] },
    ],
    [
      'dict → open object',
      { type: 'dict', properties: { a: { type: 'float' } }, required: ['a'] },
      { type: 'object', properties: { a: { type: 'number' } }, required: ['a'] },
    ],
    ['enum kept', { type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['a', 'b'] }],
    [
      'format, optional and bounds dropped',
      { type: 'string', format: 'date', optional: true, maximum: 3, minItems: 1 },
      { type: 'string' },
    ],
  ])('%s', (_, parameter, expected) => {
    const schema = jsonSchemaFromBfcl({ type: 'dict', properties: { p: parameter }, required: [] }, [])
    expect(schema).toEqual({
      type: 'object',
      properties: { p: expected },
      required: [],
      additionalProperties: false,
    })
  })

  test('the top level forbids undeclared parameters; a __proto__ parameter is data', () => {
    const parameters = JSON.parse(
      '{"type": "dict", "properties": {"__proto__": {"type": "float"}}, "required": ["__proto__"]}',
    )
    const [tool] = toolsFromList([{ name: 'f', description: '', parameters }], [])!
    expect(tool!.schema.validate(args('{"__proto__": "1", "x": 1}'))).toEqual([
      { reason: 'wrong_type', path: ['__proto__'], expectedType: 'number', received: '1' },
      { reason: 'undeclared', path: ['x'], received: 1 },
    ])
  })

  test.each([
    [
      'a parameter that is not an object',
      { type: 'dict', properties: { p: 'string' } },
      ['f', 'properties', 'p'],
    ],
    ['a missing type', { type: 'dict', properties: { p: {} } }, ['f', 'properties', 'p', 'type']],
    [
      'a Python type name',
      { type: 'dict', properties: { p: { type: 'list' } } },
      ['f', 'properties', 'p', 'type'],
    ],
    [
      'nested',
      { type: 'dict', properties: { p: { type: 'array', items: { type: 'double' } } } },
      ['f', 'properties', 'p', 'items', 'type'],
    ],
  ])('usage error: %s', (_, parameters, path) => {
    usageError(() => jsonSchemaFromBfcl(parameters, ['f']), path)
  })
})

/** `shared/` sits beside the repository, in a developer's workspace and in CI alike. */
const DATA = fileURLToPath(new URL('../../../../shared/datasets/bfcl/', import.meta.url))
/** The categories with answers whose function docs are small enough to convert in a unit-test budget. */
const CATEGORIES = ['simple_python', 'multiple', 'parallel', 'parallel_multiple', 'live_simple']

type Row = {
  id: string
  variant: string
  actual: Record<string, object>[] | null
  bfcl_valid: boolean
  detail: { call?: number; param?: string } | null
}

describe.skipIf(!existsSync(`${DATA}cases.jsonl`))(
  'against BFCL v4 function docs and checker verdicts',
  () => {
    const lines = (file: string) =>
      readFileSync(`${DATA}${file}`, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    const tools = new Map<string, Map<string, ToolDescription>>()
    let rows: Row[] = []

    beforeAll(() => {
      for (const category of CATEGORIES) {
        for (const line of lines(`BFCL_v4_${category}.json`)) {
          const entry = JSON.parse(line) as { id: string; function: unknown }
          tools.set(
            entry.id,
            new Map(toolsFromList(entry.function, [entry.id])!.map((tool) => [tool.name, tool])),
          )
        }
      }
      rows = lines('cases.jsonl')
        .map((line) => JSON.parse(line) as Row)
        .filter((row) => tools.has(row.id) && row.actual !== null)
    })

    /** The issues of one call of a row, or `undefined` when it names no tool of the entry. */
    const issuesOf = (row: Row, index: number) => {
      const call = row.actual![index]!
      const [name] = Object.keys(call)
      return tools.get(row.id)!.get(name!)?.schema.validate(args(call[name!]!))
    }

    /** The ids of the rows of `variant` where BFCL's named parameter has no issue that `matches`. */
    const misses = (variant: string, matches: (issue: SchemaIssue, param: string) => boolean) => {
      const selected = rows.filter((row) => row.variant === variant && row.detail?.param !== undefined)
      expect(selected.length).toBeGreaterThan(500)
      return selected
        .filter(
          (row) => !issuesOf(row, row.detail!.call ?? 0)?.some((issue) => matches(issue, row.detail!.param!)),
        )
        .map((row) => row.id)
    }

    test('an omitted required parameter is always missing_required', () => {
      expect(
        misses(
          'omit_required',
          (issue, param) => issue.reason === 'missing_required' && issue.path[0] === param,
        ),
      ).toEqual([])
    })

    test('an unexpected parameter is always undeclared', () => {
      expect(
        misses('extra_param', (issue, param) => issue.reason === 'undeclared' && issue.path[0] === param),
      ).toEqual([])
    })

    test('a numeric string always has an issue ("5" is not 5)', () => {
      expect(misses('numeric_string', (issue, param) => issue.path[0] === param)).toEqual([])
    })

    test('where BFCL accepts a call, no argument is missing or undeclared (it ignores enums, some types)', () => {
      const accepted = rows.filter((row) => row.bfcl_valid)
      expect(accepted.length).toBeGreaterThan(3000)
      const disagreements = accepted.filter((row) =>
        row.actual!.some((_, index) =>
          issuesOf(row, index)?.some(
            (issue) => issue.reason === 'missing_required' || issue.reason === 'undeclared',
          ),
        ),
      )
      expect(disagreements.map((row) => row.id)).toEqual([])
    })
  },
)
