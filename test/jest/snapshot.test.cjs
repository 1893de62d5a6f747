// The snapshot matchers under real Jest 30 (CommonJS, built package). The stored snapshot in __snapshots__ was
// edited by hand after it was first written: `city` compares case-insensitively and `reason` is ignored, so the
// received "paris" and any reason pass. Under --ci (CI=true) a missing snapshot fails, so this checks the stored
// text is read and its rules applied. (A failing snapshot cannot be asserted from inside a passing Jest suite:
// Jest counts it as failed even when the error is caught; the failure path is unit-tested in test/snapshot/.)
const anthropic = (input) => ({
  id: 'msg_01',
  type: 'message',
  role: 'assistant',
  content: [{ type: 'tool_use', id: 'toolu_01', name: 'get_weather', input }],
  stop_reason: 'tool_use',
})

test('a file snapshot with hand-written rules', () => {
  expect(anthropic({ reason: 'the user asked twice', city: 'paris' })).toMatchToolCallSnapshot()
})

test('an inline snapshot, provider-independent', () => {
  const openAi = {
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
            },
          ],
        },
      },
    ],
  }
  expect(openAi).toMatchToolCallInlineSnapshot(`
{
  "arguments": {
    "city": "Paris"
  },
  "name": "get_weather"
}
`)
})
