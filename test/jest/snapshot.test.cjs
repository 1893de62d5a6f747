// The snapshot matchers under real Jest 30 (CommonJS, built package), for tool calls and for whole runs. The stored
// snapshot in __snapshots__ was edited by hand after it was first written: `city` compares case-insensitively and
// `reason` is ignored, so the received "paris" and any reason pass. Under --ci (CI=true) a missing snapshot fails, so
// this checks the stored text is read and its rules applied. (A failing snapshot cannot be asserted from inside a
// passing Jest suite: Jest counts it as failed even when the error is caught; the failure path is unit-tested in
// test/snapshot/.)
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

// A support agent's run as OpenAI chat messages: look the order up, confirm, refund. The stored run snapshot was
// edited by hand: the confirmation may be worded any way, and the refund's order id is the one get_order returned.
const supportRun = (message, orderId) => [
  { role: 'user', content: 'My mug arrived broken (order A-77).' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'call_1', type: 'function', function: { name: 'get_order', arguments: '{"order_id":"A-77"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'call_1', content: `{"order": {"id": "${orderId}", "total": 42.5}}` },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: 'call_2',
        type: 'function',
        function: { name: 'confirm', arguments: JSON.stringify({ message }) },
      },
    ],
  },
  { role: 'tool', tool_call_id: 'call_2', content: '{"confirmed": true}' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: 'call_3',
        type: 'function',
        function: { name: 'refund', arguments: JSON.stringify({ order_id: orderId, amount: 42.5 }) },
      },
    ],
  },
  { role: 'tool', tool_call_id: 'call_3', content: '{"refund_id": "R-1"}' },
  { role: 'assistant', content: 'Refunded 42.50 EUR.' },
]

test('a run snapshot with hand-written rules: results by shape, fromResult', () => {
  expect(supportRun('Shall I refund it?', 'B-12')).toMatchRunSnapshot()
})

test('an inline run snapshot, results in full', () => {
  expect(supportRun('Refund?', 'A-77').slice(0, 3)).toMatchRunInlineSnapshot(
    { results: 'full' },
    `
{
  "answer": {
    "$rule": "absent"
  },
  "steps": [
    {
      "arguments": {
        "order_id": "A-77"
      },
      "name": "get_order",
      "result": {
        "order": {
          "id": "A-77",
          "total": 42.5
        }
      },
      "status": "ok"
    }
  ]
}
`,
  )
})
