import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { listEntry } from '../../../src/schema/adapters/list-entry.js'

const schema = { type: 'object', properties: { a: { type: 'string' } } }
const names = (entry: unknown) => listEntry(entry, [0])?.map(({ tool }) => `${tool.format}:${tool.name}`)

describe('listEntry recognises one entry of a provider list', () => {
  test.each([
    [
      'OpenAI Chat',
      { type: 'function', function: { name: 'f', parameters: schema, strict: false } },
      ['openai-chat:f'],
    ],
    [
      'OpenAI Responses',
      { type: 'function', name: 'f', parameters: schema, strict: true },
      ['openai-responses:f'],
    ],
    ['Anthropic', { name: 'f', input_schema: schema }, ['anthropic:f']],
    ['Anthropic custom type', { type: 'custom', name: 'f', input_schema: schema }, ['anthropic:f']],
    [
      'MCP',
      {
        name: 'f',
        title: 'F',
        inputSchema: schema,
        outputSchema: schema,
        annotations: { readOnlyHint: true },
      },
      ['mcp:f'],
    ],
    [
      'a Gemini Tool',
      { functionDeclarations: [{ name: 'f', parameters: { type: 'OBJECT' } }, { name: 'g' }] },
      ['gemini:f', 'gemini:g'],
    ],
    [
      'a Gemini Tool, snake case',
      { function_declarations: [{ name: 'f', parameters_json_schema: schema }] },
      ['gemini:f'],
    ],
    [
      'a Gemini declaration',
      { name: 'f', description: 'd', parameters: { type: 'OBJECT', properties: {} } },
      ['gemini:f'],
    ],
    [
      'a Gemini declaration with JSON Schema',
      { name: 'f', parametersJsonSchema: schema, response: { type: 'STRING' } },
      ['gemini:f'],
    ],
    ['an OpenAI legacy function (read as a declaration)', { name: 'f', parameters: schema }, ['gemini:f']],
    [
      'a BFCL function doc',
      { name: 'math.f', description: 'd', parameters: { type: 'dict', properties: {}, required: [] } },
      ['bfcl:math.f'],
    ],
  ])('%s', (_, entry, expected) => {
    expect(names(entry)).toEqual(expected)
  })

  test.each([
    ['OpenAI web search', { type: 'web_search' }],
    ['OpenAI file search', { type: 'file_search', vector_store_ids: [] }],
    [
      'OpenAI freeform custom tool',
      { type: 'custom', name: 'sql', description: 'd', format: { type: 'text' } },
    ],
    ['OpenAI remote MCP', { type: 'mcp', server_label: 'x', server_url: 'https://x' }],
    ['Anthropic server tool', { type: 'web_search_20250305', name: 'web_search', max_uses: 5 }],
    ['Anthropic client tool', { type: 'bash_20250124', name: 'bash' }],
    ['Gemini Google Search', { googleSearch: {} }],
    ['Gemini code execution', { code_execution: {} }],
  ])('skips a built-in tool: %s', (_, entry) => {
    expect(names(entry)).toEqual([])
  })

  test.each([
    ['a number', 1],
    ['an array', []],
    ['a stranger', { id: 1 }],
    ['a name with unknown keys', { name: 'f', schema }],
    ['a zod schema', z.object({})],
    ['a Standard Schema', { '~standard': { validate: () => ({}) }, type: 'object' }],
  ])('knows nothing of %s', (_, entry) => {
    expect(listEntry(entry, [0])).toBeUndefined()
  })
})
