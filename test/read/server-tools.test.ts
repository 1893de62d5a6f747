import { describe, expect, test } from 'vitest'
import { edited, fixture, plain, readOk } from './helpers.js'

/** One server-run tool per provider: nothing under 'ignore' (the default), calls marked `server` under 'include'. */
describe('serverTools', () => {
  test('Anthropic server_tool_use and mcp_tool_use', () => {
    const message = fixture('anthropic/message-server-tools.json')
    expect(readOk(message).calls).toEqual([])
    expect(plain(readOk(message, { serverTools: 'include' }).calls)).toEqual([
      {
        name: 'web_search',
        arguments: { query: 'Lisbon weather today' },
        id: 'srvtoolu_01Ab2Cd3Ef4Gh5Ij6Kl7Mn8',
        server: true,
      },
      {
        name: 'echo',
        arguments: { message: 'hi' },
        id: 'mcptoolu_01Pq2Rs3Tu4Vw5Xy6Za7Bc8',
        server: true,
        serverLabel: 'echo-server',
      },
    ])
  })

  test('Gemini executableCode', () => {
    const response = fixture('gemini/response-code-execution.json')
    expect(readOk(response).calls).toEqual([])
    expect(plain(readOk(response, { serverTools: 'include' }).calls)).toEqual([
      {
        name: 'code_execution',
        arguments: { code: 'print(sum(range(1, 101)))', language: 'PYTHON' },
        server: true,
      },
    ])
  })

  test('Gemini built-in tools in tool combination: a toolCall part, named by its toolType', () => {
    const response = fixture('gemini/response-tool-combination.json')
    const weather = { name: 'getWeather', arguments: { city: 'Utqiaġvik, Alaska' }, id: 'c1r7vm05' }
    expect(plain(readOk(response).calls)).toEqual([weather])
    expect(plain(readOk(response, { serverTools: 'include' }).calls)).toEqual([
      {
        name: 'google_search',
        arguments: { queries: ['northernmost city in the United States'] },
        id: '8f3kq2lx',
        server: true,
      },
      weather,
    ])
  })

  test('Bedrock toolUse of type server_tool_use', () => {
    const response = edited(
      fixture('bedrock/converse-tool-use.json'),
      ['output', 'message', 'content', 1, 'toolUse', 'type'],
      'server_tool_use',
    )
    expect(readOk(edited(response, ['stopReason'], 'end_turn')).calls).toEqual([])
    expect(readOk(response, { serverTools: 'include' }).calls[0]).toMatchObject({
      name: 'top_song',
      server: true,
    })
  })

  test('AI SDK tool calls with providerExecuted', () => {
    const result = {
      steps: [
        {
          content: [
            {
              type: 'tool-call',
              toolCallId: 'ws_1',
              toolName: 'web_search',
              input: { query: 'q' },
              providerExecuted: true,
            },
            {
              type: 'tool-result',
              toolCallId: 'ws_1',
              toolName: 'web_search',
              output: [],
              providerExecuted: true,
            },
            { type: 'tool-call', toolCallId: 'c_1', toolName: 'weather', input: { city: 'Oslo' } },
          ],
          finishReason: 'tool-calls',
        },
      ],
    }
    expect(readOk(result).calls.map((call) => call.name)).toEqual(['weather'])
    expect(readOk(result, { serverTools: 'include' }).calls.map((call) => [call.name, call.server])).toEqual([
      ['web_search', true],
      ['weather', undefined],
    ])
  })
})
