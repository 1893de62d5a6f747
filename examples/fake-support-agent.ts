// The fake support agent of `examples/trials.test.ts`: deterministic, so that its trials (and the README's sample
// message) are the same on every machine. A real test calls the agent instead.

/** One run of the fake support agent, as OpenAI chat messages; run 3, 7, 11… refunds the wrong order. */
export function supportAgent(index: number): unknown[] {
  const refunded = index % 4 === 3 ? 'A-78' : 'A-77'
  const call = (id: string, name: string, args: object) => ({
    role: 'assistant',
    content: null,
    tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
  })
  return [
    { role: 'user', content: 'My mug from order A-77 arrived broken. Refund it please.' },
    call('call_1', 'get_order', { order_id: 'A-77' }),
    { role: 'tool', tool_call_id: 'call_1', content: '{"order":{"id":"A-77","total":18.9}}' },
    call('call_2', 'refund_order', { order_id: refunded, amount: 18.9 }),
    { role: 'tool', tool_call_id: 'call_2', content: '{"refund_id":"R-1049"}' },
    { role: 'assistant', content: `Done: order ${refunded} is refunded (R-1049).` },
  ]
}
