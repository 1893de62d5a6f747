import { describe, expect, test } from 'vitest'
import { toolSchemaFrom } from '../../../src/schema/adapters/tool-schema-from.js'
import { toolsFromList } from '../../../src/schema/adapters/tools-from-list.js'
import type { ToolSchema } from '../../../src/schema/adapters/types.js'
import { args, byName, fixture, shapes } from './helpers.js'
import { supportToolsZod } from './support-tools-zod.js'

type Tools = Map<string, ToolSchema>

function fromList(path: string): Tools {
  return new Map(
    [...byName(toolsFromList(fixture(path), ['tools']))].map(([name, tool]) => [name, tool.schema]),
  )
}

function fromMap(map: Record<string, unknown>): Tools {
  return new Map(Object.entries(map).map(([name, schema]) => [name, toolSchemaFrom(schema, ['tools', name])]))
}

/** The same four tools, written in every source (strict-mode dialects are tested in their own files). */
const SOURCES: Record<string, () => Tools> = {
  zod: () => fromMap(supportToolsZod),
  'json-schema': () => fromMap(fixture('tools/json-schema/support-tools.json') as Record<string, unknown>),
  'openai-chat': () => fromList('tools/openai-chat/support-tools.json'),
  'openai-responses': () => fromList('tools/openai-responses/support-tools.json'),
  anthropic: () => fromList('tools/anthropic/support-tools.json'),
  mcp: () => fromList('tools/mcp/tools-list-result.json'),
  gemini: () => fromList('tools/gemini/support-tools.json'),
  'gemini-json-schema': () => fromList('tools/gemini/support-tools-json-schema.json'),
  bfcl: () => fromList('tools/bfcl/support-tools.json'),
}

type Shape = ReturnType<typeof shapes>[number]
const wrong = (path: Shape['path'], expectedType: string): Shape => ({
  reason: 'wrong_type',
  path,
  expectedType,
})
const missing = (...path: Shape['path']): Shape => ({ reason: 'missing_required', path })
const undeclared = (...path: Shape['path']): Shape => ({ reason: 'undeclared', path })
const notInEnum = (...path: Shape['path']): Shape => ({ reason: 'not_in_enum', path })

/** Gemini's OpenAPI schemas cannot forbid undeclared arguments: where the others report them, it reports nothing. */
const OPEN = { gemini: [] }

const ROWS: [string, string, string, Shape[], Record<string, Shape[]>?][] = [
  ['valid', 'get_order', '{"order_id": "o-1"}', []],
  ['valid, default left out', 'refund', '{"order_id": "o-1", "amount": 20}', []],
  ['valid, every argument', 'refund', '{"order_id": "o-1", "amount": 20.5, "unit": "USD"}', []],
  ['5.0 is the number 5', 'refund', '{"order_id": "o-1", "amount": 5.0}', []],
  ['missing required', 'refund', '{"order_id": "o-1"}', [missing('amount')]],
  ['every required missing', 'refund', '{}', [missing('amount'), missing('order_id')]],
  ['"5" for a number', 'refund', '{"order_id": "o-1", "amount": "5"}', [wrong(['amount'], 'number')]],
  ['true for a number', 'refund', '{"order_id": "o-1", "amount": true}', [wrong(['amount'], 'number')]],
  ['a number for a string', 'get_order', '{"order_id": 17}', [wrong(['order_id'], 'string')]],
  ['null for a string', 'get_order', '{"order_id": null}', [wrong(['order_id'], 'string')]],
  ['enum value outside', 'refund', '{"order_id": "o-1", "amount": 1, "unit": "GBP"}', [notInEnum('unit')]],
  ['enum value in another case', 'notify', '{"channel": "Email", "message": "hi"}', [notInEnum('channel')]],
  [
    'undeclared argument',
    'refund',
    '{"order_id": "o-1", "amount": 1, "reason": "late"}',
    [undeclared('reason')],
    OPEN,
  ],
  [
    '__proto__ argument',
    'get_order',
    '{"order_id": "o-1", "__proto__": {"x": 1}}',
    [undeclared('__proto__')],
    OPEN,
  ],
  ['valid, optional left out', 'notify', '{"channel": "sms", "message": "hi"}', []],
  [
    '"yes" for a boolean',
    'notify',
    '{"channel": "sms", "message": "hi", "urgent": "yes"}',
    [wrong(['urgent'], 'boolean')],
  ],
  [
    '1 for a boolean',
    'notify',
    '{"channel": "sms", "message": "hi", "urgent": 1}',
    [wrong(['urgent'], 'boolean')],
  ],
  ['valid nested', 'replace_items', '{"order_id": "o-1", "items": [{"sku": "a", "quantity": 2}]}', []],
  ['2.0 is an integer', 'replace_items', '{"order_id": "o-1", "items": [{"sku": "a", "quantity": 2.0}]}', []],
  ['a huge integer', 'replace_items', '{"order_id": "o-1", "items": [{"sku": "a", "quantity": 1e15}]}', []],
  [
    '5.5 for an integer',
    'replace_items',
    '{"order_id": "o", "items": [{"sku": "a", "quantity": 5.5}]}',
    [wrong(['items', 0, 'quantity'], 'integer')],
  ],
  [
    'true for an integer',
    'replace_items',
    '{"order_id": "o", "items": [{"sku": "a", "quantity": true}]}',
    [wrong(['items', 0, 'quantity'], 'integer')],
  ],
  [
    '"5" for an integer',
    'replace_items',
    '{"order_id": "o", "items": [{"sku": "a", "quantity": "5"}]}',
    [wrong(['items', 0, 'quantity'], 'integer')],
  ],
  [
    'missing in an array element',
    'replace_items',
    '{"order_id": "o", "items": [{"sku": "a", "quantity": 1}, {"quantity": 1}]}',
    [missing('items', 1, 'sku')],
  ],
  [
    'a string for an array',
    'replace_items',
    '{"order_id": "o", "items": "a,b"}',
    [wrong(['items'], 'array')],
  ],
  [
    'a string for an array element',
    'replace_items',
    '{"order_id": "o", "items": ["a"]}',
    [wrong(['items', 0], 'object')],
  ],
  [
    'a nested object',
    'replace_items',
    '{"order_id": "o", "items": [], "address": {"city": 75, "postcode": "75001"}}',
    [wrong(['address', 'city'], 'string')],
  ],
  [
    'a nested required',
    'replace_items',
    '{"order_id": "o", "items": [], "address": {"city": "Paris"}}',
    [missing('address', 'postcode')],
  ],
  [
    'a string for an object',
    'replace_items',
    '{"order_id": "o", "items": [], "address": "Paris"}',
    [wrong(['address'], 'object')],
  ],
  [
    'several at once',
    'refund',
    '{"order_id": 5, "amount": "5", "unit": "euro", "note": 1}',
    [wrong(['amount'], 'number'), undeclared('note'), wrong(['order_id'], 'string'), notInEnum('unit')],
    { gemini: [wrong(['amount'], 'number'), wrong(['order_id'], 'string'), notInEnum('unit')] },
  ],
]

describe('the same tool written in every source gives the same issues', () => {
  const tools = Object.fromEntries(Object.entries(SOURCES).map(([source, load]) => [source, load()]))

  test.each(Object.keys(SOURCES))('%s declares the four tools', (source) => {
    expect([...tools[source]!.keys()].sort()).toEqual(['get_order', 'notify', 'refund', 'replace_items'])
  })

  describe.each(Object.keys(SOURCES))('%s', (source) => {
    test.each(ROWS)('%s', (_, tool, json, expected, overrides) => {
      const schema = tools[source]!.get(tool)!
      expect(shapes(schema.validate(args(json)))).toEqual(overrides?.[source] ?? expected)
    })
  })

  test.each(Object.keys(SOURCES))('%s reports the allowed values and the received value', (source) => {
    const [issue] = tools[source]!.get('refund')!.validate(
      args('{"order_id": "o", "amount": 1, "unit": "GBP"}'),
    )
    expect(issue).toEqual({ reason: 'not_in_enum', path: ['unit'], allowed: ['EUR', 'USD'], received: 'GBP' })
  })
})
