/** A support-agent run as OpenAI chat messages: lookup, then refund of `refundId`, then an answer. */
export function supportRun(refundId = 'A-77', extra: object[] = []) {
  return [
    { role: 'user', content: 'My mug arrived broken (order A-77).' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_1', type: 'function', function: { name: 'get_order', arguments: '{"order_id":"A-77"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_1', content: '{"order":{"id":"A-77","total":42.5}}' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_2',
          type: 'function',
          function: { name: 'refund_order', arguments: JSON.stringify({ order_id: refundId, amount: 42.5 }) },
        },
        ...extra,
      ],
    },
    { role: 'tool', tool_call_id: 'call_2', content: '{"refund_id":"R-1"}' },
    ...extra.map((call) => ({ role: 'tool', tool_call_id: (call as { id: string }).id, content: 'done' })),
    { role: 'assistant', content: 'Refunded.' },
  ]
}
