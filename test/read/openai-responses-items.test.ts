import { describe, expect, test } from 'vitest'
import { edited, fixture, mutated, plain, readFailure, readOk } from './helpers.js'

const BUILT_INS = 'openai-responses/client-built-ins.json'
const SERVER = 'openai-responses/server-tools.json'

describe('Responses: calls the client must run are calls', () => {
  test('client built-ins, named by the item type without _call, their payload as arguments', () => {
    const turn = readOk(fixture(BUILT_INS))
    expect(turn.format).toBe('openai-responses')
    expect(plain(turn.calls)).toEqual([
      {
        name: 'local_shell',
        arguments: {
          command: ['ls', '-la'],
          env: {},
          timeout_ms: null,
          type: 'exec',
          user: null,
          working_directory: '/srv/app',
        },
        id: 'call_ls_01',
      },
      {
        name: 'shell',
        arguments: { commands: ['git status'], max_output_length: 4096, timeout_ms: 10000 },
        id: 'call_sh_01',
      },
      {
        name: 'apply_patch',
        arguments: { diff: '@@\n-old\n+new\n', path: 'README.md', type: 'update_file' },
        id: 'call_ap_01',
      },
      { name: 'computer', arguments: { button: 'left', type: 'click', x: 120, y: 48 }, id: 'call_cu_01' },
      { name: 'tool_search', arguments: { goal: 'find a tool that books meeting rooms' }, id: 'call_ts_01' },
    ])
  })

  test('a custom tool call: its own name, free text as { input }', () => {
    expect(plain(readOk(fixture('openai-responses/custom-tool-call.json')).calls)).toEqual([
      {
        name: 'run_sql',
        arguments: { input: "SELECT id, total FROM orders WHERE status = 'open'" },
        id: 'call_sql_01',
      },
    ])
  })

  test('an MCP approval request is a call awaiting approval, with its server label', () => {
    const [call] = readOk(fixture('openai-responses/mcp-approval-request.json')).calls
    expect(plain([call!])).toEqual([
      {
        name: 'refund_invoice',
        arguments: { amount: 25, invoice_id: 'in_1042' },
        id: 'mcpr_68d0b1c2d3e4f5a7',
        serverLabel: 'billing',
        status: 'approval_requested',
      },
    ])
  })

  test('a built-in without its payload fails where the payload should be', () => {
    const broken = mutated(BUILT_INS, ['output', 2], { id: 'sh_1', type: 'shell_call', call_id: 'c' })
    expect(readFailure(broken)).toMatchObject({ kind: 'schema_invalid', path: ['output', 2, 'action'] })
  })
})

describe('Responses: tools OpenAI runs follow serverTools', () => {
  test("'ignore' (the default): the client had nothing to run", () => {
    expect(readOk(fixture(SERVER)).calls).toEqual([])
    expect(readOk(edited(fixture(SERVER), ['output', 0, 'execution'], 'server')).calls).toEqual([])
  })

  test("'include': named as OpenAI names the tool, marked server; an MCP call keeps its own name", () => {
    expect(plain(readOk(fixture(SERVER), { serverTools: 'include' }).calls)).toEqual([
      {
        name: 'web_search',
        arguments: { query: 'weather in Lisbon today', type: 'search' },
        id: 'ws_68e0c1d2e3f4a5b6',
        server: true,
      },
      {
        name: 'file_search',
        arguments: { queries: ['refund policy'] },
        id: 'fs_68e0c1d2e3f4a5b7',
        server: true,
      },
      {
        name: 'code_interpreter',
        arguments: { code: 'print(2 + 2)', container_id: 'cntr_68e0c1d2' },
        id: 'ci_68e0c1d2e3f4a5b8',
        server: true,
      },
      {
        name: 'ask_question',
        arguments: {
          question: 'What transports exist?',
          repoName: 'modelcontextprotocol/modelcontextprotocol',
        },
        id: 'mcp_68e0c1d2e3f4a5b9',
        serverLabel: 'deepwiki',
        server: true,
      },
      { name: 'image_generation', arguments: {}, id: 'ig_68e0c1d2e3f4a5c0', server: true },
    ])
  })

  test('a server-side tool search is a server tool; a client-side one a call', () => {
    const search = { type: 'tool_search_call', id: 'ts', arguments: { goal: 'g' } }
    expect(readOk({ output: [{ ...search, execution: 'server' }] }).calls).toEqual([])
    expect(
      readOk({ output: [{ ...search, execution: 'server' }] }, { serverTools: 'include' }).calls,
    ).toHaveLength(1)
    expect(readOk({ output: [{ ...search, execution: 'client' }] }).calls).toHaveLength(1)
  })
})

describe('Responses: an incomplete response', () => {
  test('cut by max_output_tokens is truncated, carrying the calls that arrived', () => {
    const failure = readFailure(fixture('openai-responses/incomplete-max-output-tokens.json'))
    expect(failure).toMatchObject({
      kind: 'truncated',
      format: 'openai-responses',
      path: ['incomplete_details', 'reason'],
      token: 'max_output_tokens',
      detail: 'the token limit',
    })
    expect(plain(failure.calls ?? [])).toEqual([
      { name: 'get_weather', arguments: { city: 'Lisbon' }, id: 'call_weather_01' },
    ])
  })

  test.each([
    [{ reason: 'content_filter' }, 'filtered'],
    [null, 'incomplete'],
  ])('incomplete_details %j is %s', (details, kind) => {
    const response = mutated(
      'openai-responses/incomplete-max-output-tokens.json',
      ['incomplete_details'],
      details,
    )
    expect(readFailure(response)).toMatchObject({ kind })
  })
})

describe('Responses: items in detail', () => {
  test('a *_output item is a tool result, not a call', () => {
    const output = [{ type: 'function_call_output', call_id: 'c1', output: '{"ok":true}' }]
    expect(readOk({ output }).calls).toEqual([])
  })

  test('a client tool search without arguments searches with {}', () => {
    const output = [{ type: 'tool_search_call', id: 'ts', execution: 'client' }]
    expect(plain(readOk({ output }).calls)).toEqual([{ name: 'tool_search', arguments: {}, id: 'ts' }])
  })

  test('a server tool search under include is marked server', () => {
    const output = [{ type: 'tool_search_call', id: 'ts', execution: 'server', arguments: '{"goal":"g"}' }]
    expect(plain(readOk({ output }, { serverTools: 'include' }).calls)).toEqual([
      { name: 'tool_search', arguments: { goal: 'g' }, id: 'ts', server: true },
    ])
  })

  test('tool search arguments that are neither object nor JSON string fail naming both', () => {
    const output = [{ type: 'tool_search_call', id: 'ts', execution: 'client', arguments: 5 }]
    expect(readFailure({ output })).toStrictEqual({
      kind: 'schema_invalid',
      format: 'openai-responses',
      path: ['output', 0, 'arguments'],
      expected: ['object', 'JSON string'],
      detail: 'number',
    })
  })

  test("a built-in's payload must be an object, not a JSON string", () => {
    const output = [{ type: 'shell_call', call_id: 'c', action: '{"commands":["ls"]}' }]
    expect(readFailure({ output })).toStrictEqual({
      kind: 'schema_invalid',
      format: 'openai-responses',
      path: ['output', 0, 'action'],
      expected: ['object'],
      detail: 'string',
    })
  })

  test.each([
    ['a server_label that is no string is left out', 7],
    ['an absent server_label is left out', undefined],
  ])('%s', (_, label) => {
    const item = { type: 'mcp_approval_request', id: 'r1', name: 'f', arguments: '{}', server_label: label }
    const [call] = readOk({ output: [item] }).calls
    expect({ ...call }).toStrictEqual({
      name: 'f',
      arguments: call!.arguments,
      id: 'r1',
      status: 'approval_requested',
    })
  })
})
