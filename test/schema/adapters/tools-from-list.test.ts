import { describe, expect, test } from 'vitest'
import { toolsFromList } from '../../../src/schema/adapters/tools-from-list.js'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'
import { args, byName, fixture, usageError } from './helpers.js'

const NAMES = ['get_order', 'refund', 'notify', 'replace_items']
const REFUND = 'Refund part or all of an order. Rückerstattung — 返金.'

describe('toolsFromList reads every provider list', () => {
  test.each([
    ['tools/openai-chat/support-tools.json', 'openai-chat'],
    ['tools/openai-chat/support-tools-strict.json', 'openai-chat'],
    ['tools/openai-responses/support-tools.json', 'openai-responses'],
    ['tools/openai-responses/support-tools-strict.json', 'openai-responses'],
    ['tools/anthropic/support-tools.json', 'anthropic'],
    ['tools/mcp/tools-list-result.json', 'mcp'],
    ['tools/gemini/support-tools.json', 'gemini'],
    ['tools/gemini/support-tools-json-schema.json', 'gemini'],
    ['tools/bfcl/support-tools.json', 'bfcl'],
  ])('%s (built-in tools skipped, descriptions kept exactly)', (path, format) => {
    const tools = toolsFromList(fixture(path), ['tools'])!
    expect(tools.map((tool) => tool.name)).toEqual(NAMES)
    expect(tools.every((tool) => tool.format === format && tool.schema.source === 'json-schema')).toBe(true)
    expect(tools[1]!.description).toBe(REFUND)
  })

  test('MCP: the result alone, and the bare array', () => {
    const response = fixture('tools/mcp/tools-list-result.json') as { result: { tools: unknown[] } }
    expect(toolsFromList(response.result, [])?.map((tool) => tool.name)).toEqual(NAMES)
    expect(toolsFromList(response.result.tools, [])?.map((tool) => tool.name)).toEqual(NAMES)
  })

  test('Gemini: the Tool object alone, and the bare declarations', () => {
    const [tool] = fixture('tools/gemini/support-tools.json') as [{ functionDeclarations: unknown[] }]
    expect(toolsFromList(tool, [])?.map((item) => item.name)).toEqual(NAMES)
    expect(toolsFromList(tool.functionDeclarations, [])?.map((item) => item.name)).toEqual(NAMES)
    expect(
      toolsFromList({ function_declarations: [{ name: 'ping' }] }, [])?.map((item) => item.name),
    ).toEqual(['ping'])
  })

  test('the Gemini conversion keeps defaults and enums for derived rules', () => {
    const refund = byName(toolsFromList(fixture('tools/gemini/support-tools.json'), [])).get('refund')!
    expect((refund.schema.jsonSchema!.properties as Record<string, unknown>).unit).toEqual({
      type: 'string',
      enum: ['EUR', 'USD'],
      description: 'Currency; defaults to EUR.',
      default: 'EUR',
    })
  })

  test('Gemini nullable allows null', () => {
    const notify = byName(toolsFromList(fixture('tools/gemini/support-tools.json'), [])).get('notify')!
    expect(notify.schema.validate(args({ channel: 'sms', message: 'hi', urgent: null }))).toEqual([])
  })

  test('names and descriptions are kept exactly, Unicode untouched', () => {
    const decomposed = 'cafe\u0301_lookup'
    const tools = toolsFromList(
      [{ name: decomposed, description: '  Ça coûte ٣ €\n', input_schema: { type: 'object' } }],
      [],
    )!
    expect(tools[0]!.name).toBe(decomposed)
    expect(tools[0]!.description).toBe('  Ça coûte ٣ €\n')
  })

  test('a tool without parameters accepts no argument', () => {
    const [chat, responses, gemini] = [
      toolsFromList([{ type: 'function', function: { name: 'ping' } }], [])!,
      toolsFromList([{ type: 'function', name: 'ping', parameters: null, strict: true }], [])!,
      toolsFromList([{ functionDeclarations: [{ name: 'ping', description: 'Ping.' }] }], [])!,
    ]
    for (const [tool] of [chat, responses, gemini]) {
      expect(tool!.schema.validate(args({}))).toEqual([])
      expect(tool!.schema.validate(args({ x: 1 }))).toEqual([
        { reason: 'undeclared', path: ['x'], received: 1 },
      ])
    }
  })

  test('non-tool entries alone make an empty list', () => {
    expect(
      toolsFromList(
        [{ type: 'web_search' }, { type: 'custom', name: 'sql', format: { type: 'grammar' } }],
        [],
      ),
    ).toEqual([])
    expect(toolsFromList([{ googleSearch: {} }, { codeExecution: {} }], [])).toEqual([])
    expect(toolsFromList([], [])).toEqual([])
  })
})

describe('OpenAI strict mode', () => {
  const ROWS: [string, string, string, SchemaIssue[]][] = [
    [
      'an optional argument sent as null',
      'notify',
      '{"channel": "sms", "message": "hi", "urgent": null}',
      [],
    ],
    [
      'an optional argument left out',
      'notify',
      '{"channel": "sms", "message": "hi"}',
      [{ reason: 'missing_required', path: ['urgent'] }],
    ],
    [
      'a wrong type names the non-null type',
      'notify',
      '{"channel": "sms", "message": "hi", "urgent": "no"}',
      [{ reason: 'wrong_type', path: ['urgent'], expectedType: 'boolean', received: 'no' }],
    ],
    [
      'a nullable enum',
      'refund',
      '{"order_id": "o", "amount": 1, "unit": "GBP"}',
      [{ reason: 'not_in_enum', path: ['unit'], allowed: ['EUR', 'USD', null], received: 'GBP' }],
    ],
    ['a nullable enum sent as null', 'refund', '{"order_id": "o", "amount": 1, "unit": null}', []],
    [
      'a nullable object sent as null',
      'replace_items',
      '{"order_id": "o", "items": [], "address": null}',
      [],
    ],
    [
      'inside a nullable object',
      'replace_items',
      '{"order_id": "o", "items": [], "address": {"city": 1, "postcode": "p", "x": 0}}',
      [
        { reason: 'wrong_type', path: ['address', 'city'], expectedType: 'string', received: 1 },
        { reason: 'undeclared', path: ['address', 'x'], received: 0 },
      ],
    ],
    [
      'true for a nested integer',
      'replace_items',
      '{"order_id": "o", "items": [{"sku": "a", "quantity": true}], "address": null}',
      [{ reason: 'wrong_type', path: ['items', 0, 'quantity'], expectedType: 'integer', received: true }],
    ],
  ]
  test.each(['openai-chat', 'openai-responses'])('%s', (source) => {
    const tools = byName(toolsFromList(fixture(`tools/${source}/support-tools-strict.json`), []))
    for (const [label, tool, json, expected] of ROWS) {
      expect([label, tools.get(tool)!.schema.validate(args(json))]).toEqual([label, expected])
    }
  })
})

describe('toolsFromList returns undefined for what is no tool list', () => {
  test.each([
    ['a string', 'tools'],
    ['null', null],
    ['a record of tools (defineTools handles it)', { refund: { schema: { type: 'object' } } }],
    ['a JSON Schema', { type: 'object', properties: {} }],
    ['an array of numbers', [1, 2]],
    ['an array of strangers', [{ id: 1 }, { id: 2 }]],
    ['an OpenAI request body', { model: 'gpt', tools: [] }],
    ['a JSON-RPC response of something else', { jsonrpc: '2.0', id: 1, result: { content: [] } }],
  ])('%s', (_, input) => {
    expect(toolsFromList(input, [])).toBeUndefined()
  })
})

describe('toolsFromList usage errors name the path', () => {
  test.each([
    [
      'a duplicate name',
      [
        { name: 'a', input_schema: { type: 'object' } },
        { name: 'a', input_schema: { type: 'object' } },
      ],
      ['tools', 1, 'name'],
    ],
    [
      'a duplicate across a Gemini Tool list',
      [{ functionDeclarations: [{ name: 'a' }] }, { functionDeclarations: [{ name: 'a' }] }],
      ['tools', 1, 'functionDeclarations', 0, 'name'],
    ],
    ['a stranger among tools', [{ name: 'a', input_schema: { type: 'object' } }, { id: 1 }], ['tools', 1]],
    [
      'an empty name',
      [{ type: 'function', function: { name: '', parameters: { type: 'object' } } }],
      ['tools', 0, 'function', 'name'],
    ],
    ['a missing name', [{ type: 'function', parameters: { type: 'object' } }], ['tools', 0, 'name']],
    [
      'a description that is not a string',
      [{ name: 'a', description: 1, inputSchema: { type: 'object' } }],
      ['tools', 0, 'description'],
    ],
    [
      'a broken schema inside',
      [{ type: 'function', function: { name: 'a', parameters: { type: 'object', required: 'x' } } }],
      ['tools', 0, 'function', 'parameters', 'required'],
    ],
    [
      'an MCP inputSchema that is not an object',
      { tools: [{ name: 'a', inputSchema: 'x' }] },
      ['tools', 'tools', 0, 'inputSchema'],
    ],
    [
      'a JSON-RPC result with a broken tool',
      { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a', inputSchema: { type: 'array' } }] } },
      ['tools', 'result', 'tools', 0, 'inputSchema', 'type'],
    ],
    [
      'Gemini parameters and parametersJsonSchema both',
      [{ name: 'a', parameters: { type: 'OBJECT' }, parametersJsonSchema: { type: 'object' } }],
      ['tools', 0],
    ],
    [
      'an unknown Gemini type',
      [
        {
          functionDeclarations: [
            { name: 'a', parameters: { type: 'OBJECT', properties: { x: { type: 'TEXT' } } } },
          ],
        },
      ],
      ['tools', 0, 'functionDeclarations', 0, 'parameters', 'properties', 'x', 'type'],
    ],
    [
      'functionDeclarations that is not a list',
      [{ functionDeclarations: {} }],
      ['tools', 0, 'functionDeclarations'],
    ],
    [
      'an unknown BFCL type',
      [{ name: 'a', parameters: { type: 'dict', properties: { x: { type: 'str' } } } }],
      ['tools', 0, 'parameters', 'properties', 'x', 'type'],
    ],
  ])('%s', (_, input, path) => {
    usageError(() => toolsFromList(input, ['tools']), path)
  })
})
