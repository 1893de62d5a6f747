import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { isAgentsItem } from '../../../src/read/run/agents-run-items.js'
import { readRun } from '../../../src/read/run/index.js'
import { openaiResponsesRun } from '../../../src/read/run/openai-responses.js'
import type { ReadOptions } from '../../../src/read/types.js'
import { fixture } from '../helpers.js'

const user = (text: string) => ({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] })
const reasoning = (n: number) => ({ type: 'reasoning', id: `rs_${n}`, summary: [] })
const call = (n: number, name = `f${n}`) => ({
  type: 'function_call',
  id: `fc_${n}`,
  call_id: `call_${n}`,
  name,
  arguments: '{}',
})
const output = (n: number) => ({ type: 'function_call_output', call_id: `call_${n}`, output: `"r${n}"` })
const said = (text: string, phase?: 'commentary' | 'final_answer') => ({
  type: 'message',
  role: 'assistant',
  ...(phase === undefined ? {} : { phase }),
  content: [{ type: 'output_text', text, annotations: [] }],
})
const search = (n: number) => ({
  type: 'web_search_call',
  id: `ws_${n}`,
  status: 'completed',
  action: { type: 'search', query: `q${n}` },
})

/** The names of each step's calls, and the answer; or the read failure's kind and token. */
function outline(items: unknown[], options?: ReadOptions) {
  const read = readRun(items, options)
  if (!read.ok) return { failure: read.failure.kind, token: read.failure.token }
  return {
    steps: read.run.steps.map((step) => step.calls.map((c) => c.name)),
    ...(read.run.answer === undefined ? {} : { answer: read.run.answer }),
  }
}

describe('Responses items: a step is one response, as the items say', () => {
  test.each([
    ['consecutive calls are one step', [user('u'), call(1), call(2), output(1), output(2)], [['f1', 'f2']]],
    [
      'a call output ends the step: outputs written after each call make two steps',
      [user('u'), call(1), output(1), call(2), output(2)],
      [['f1'], ['f2']],
    ],
    [
      'a user message ends the step',
      [user('u'), call(1), output(1), user('more'), call(2), output(2)],
      [['f1'], ['f2']],
    ],
    [
      'reasoning between calls, nothing answered between: one response',
      [user('u'), reasoning(1), call(1), reasoning(2), call(2), output(1), output(2)],
      [['f1', 'f2']],
    ],
    [
      'a commentary preamble between calls: one response',
      [
        user('u'),
        said('first', 'commentary'),
        call(1),
        said('then', 'commentary'),
        call(2),
        output(1),
        output(2),
      ],
      [['f1', 'f2']],
    ],
    [
      'reasoning before each response, results between: one step each',
      [user('u'), reasoning(1), call(1), output(1), reasoning(2), call(2), output(2)],
      [['f1'], ['f2']],
    ],
  ])('%s', (_, items, steps) => {
    expect(outline(items)).toEqual({ steps })
  })

  test('the final answer after the results is the answer, not a step', () => {
    expect(outline([user('u'), call(1), output(1), reasoning(2), said('done', 'final_answer')])).toEqual({
      steps: [['f1']],
      answer: 'done',
    })
    expect(outline([user('u'), call(1), output(1), said('done')])).toEqual({
      steps: [['f1']],
      answer: 'done',
    })
  })

  test('the answer is the texts of the last turn without calls, joined; reasoning text is no answer', () => {
    const thought = {
      type: 'reasoning',
      id: 'rs_9',
      summary: [],
      content: [{ type: 'reasoning_text', text: 'hmm' }],
    }
    expect(
      outline([user('u'), call(1), output(1), thought, said('A-77 '), said('arrives Tuesday.')]),
    ).toEqual({
      steps: [['f1']],
      answer: 'A-77 arrives Tuesday.',
    })
    expect(outline([user('u'), call(1), output(1), thought])).toEqual({ steps: [['f1']] })
  })

  test('an output naming its call without an id pairs by name; its path is the output', () => {
    const named = { type: 'function_call_output', name: 'f1', output: '{"ok":true}' }
    const bare = { ...call(1), call_id: undefined }
    const read = readRun([user('u'), bare, named])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls[0]).toMatchObject({ name: 'f1', result: { ok: true }, status: 'ok' })
    expect(
      readRun([user('u'), call(1), { type: 'function_call_output', name: 'f9', output: '1' }]),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unpaired_result', path: [2, 'output'], token: 'f9' },
    })
  })

  test.each([
    ['a message without phase', said('done')],
    ['a final answer', said('done', 'final_answer')],
    ['a preamble', said('done', 'commentary')],
  ])('%s after a call, nothing answering between: one response (its text is no answer)', (_, message) => {
    expect(outline([user('u'), call(1), message, user('more')])).toEqual({ steps: [['f1']] })
    expect(outline([user('u'), message, call(1), output(1)])).toEqual({ steps: [['f1']] })
  })

  test('a call left unanswered when the model answers again after an input item', () => {
    expect(outline([user('u'), call(1), said('done'), user('more'), call(2)])).toEqual({
      failure: 'unanswered_call',
      token: 'f1',
    })
  })

  test('hosted tool calls between reasoning items are one response; with include they are calls with no result', () => {
    const items = [user('u'), reasoning(1), search(1), reasoning(2), search(2), reasoning(3), call(3, 'save')]
    expect(outline(items)).toEqual({ steps: [['save']] })
    expect(outline(items, { serverTools: 'include' })).toEqual({
      steps: [['web_search', 'web_search', 'save']],
    })
    const then = [...items, output(3), said('saved', 'final_answer')]
    expect(outline(then, { serverTools: 'include' })).toEqual({
      steps: [['web_search', 'web_search', 'save']],
      answer: 'saved',
    })
  })

  test('a recorded list: hosted search, preamble and two parallel calls in one response', () => {
    const read = readRun(fixture('runs/openai-responses/hosted-tools-parallel-calls.json'))
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps.map((step) => step.calls.map((c) => c.arguments))).toEqual([
      [{ order_id: 'A-77' }, { order_id: 'B-12' }],
    ])
  })
})

/** One model response's output items: calls with distinct ids, reasoning and text, in any order. */
const oneOutput = fc
  .array(fc.constantFrom('call', 'reasoning', 'message', 'commentary', 'final', 'search'), {
    minLength: 1,
    maxLength: 8,
  })
  .map((kinds) =>
    kinds.map((kind, n) => {
      if (kind === 'call') return call(n)
      if (kind === 'reasoning') return reasoning(n)
      if (kind === 'search') return search(n)
      return said(
        `t${n}`,
        kind === 'commentary' ? 'commentary' : kind === 'final' ? 'final_answer' : undefined,
      )
    }),
  )

/** The outline without the answer: the steps' call names, or the failure. */
function stepsOf(items: unknown[]) {
  const { answer: _, ...rest } = outline(items) as { answer?: string }
  return rest
}

const namesOf = (items: readonly object[]) =>
  items.flatMap((item) =>
    (item as { type: string }).type === 'function_call' ? [(item as { name: string }).name] : [],
  )

describe('the items of one response are one turn, for readRun and readCalls alike (the reverted attempt read two)', () => {
  test('regression: a Responses output `[function_call, message]`, bare or in its response, is one turn', () => {
    const output = [
      {
        type: 'function_call',
        id: 'fc_0',
        call_id: 'call_0',
        name: 'A',
        arguments: '{}',
        status: 'completed',
      },
      {
        type: 'message',
        id: 'msg_1',
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text: '', annotations: [] }],
      },
    ]
    expect(outline(output)).toEqual({ steps: [['A']] })
    const response = { id: 'resp_1', object: 'response', status: 'completed', output }
    for (const received of [output, response]) {
      const read = readCalls(received)
      expect(read.ok ? read.turn.calls.map((c) => c.name) : read.failure).toEqual(['A'])
    }
  })

  test('property: any one output reads as at most one step holding all its calls, in order', () => {
    fc.assert(
      fc.property(oneOutput, fc.boolean(), (items, asked) => {
        const received = asked ? [user('u'), ...items] : items
        const names = namesOf(items)
        expect(stepsOf(received)).toEqual({ steps: names.length === 0 ? [] : [names] })
        const read = readCalls(received)
        expect(read.ok ? read.turn.calls.map((c) => c.name) : read.failure).toEqual(names)
      }),
    )
  })

  test('property: outputs answered in turn are one step each; a response left unanswered fails at the next', () => {
    fc.assert(
      fc.property(fc.array(oneOutput, { minLength: 1, maxLength: 4 }), fc.nat(), (outputs, cut) => {
        // Ids unique across the run: each output's items renumbered after the ones before.
        let next = 0
        const renumbered = outputs.map((items) =>
          items.map((item) => {
            const n = next++
            const kind = (item as { type: string }).type
            return kind === 'function_call' ? call(n) : kind === 'reasoning' ? reasoning(n) : item
          }),
        )
        const answered = (items: readonly object[]) =>
          namesOf(items).map((name) => output(Number(name.slice(1))))
        const skip = cut % renumbered.length
        const received = renumbered.flatMap((items, index) => [
          user(`u${index}`),
          ...items,
          ...(index === skip ? [] : answered(items)),
        ])
        const steps = renumbered.map(namesOf).filter((names) => names.length > 0)
        const left = namesOf(renumbered[skip]!)
        const later = renumbered.slice(skip + 1).some((items) => items.length > 0)
        const expected = left.length > 0 && later ? { failure: 'unanswered_call', token: left[0] } : { steps }
        expect(stepsOf(received)).toEqual(expected)
        const read = readCalls(received)
        expect(
          read.ok
            ? read.turn.calls.map((c) => c.name)
            : { failure: read.failure.kind, token: read.failure.token },
        ).toEqual('failure' in expected ? expected : steps.flat())
      }),
    )
  })
})

/** An Agents SDK run item wrapping `raw` (`rawItem` in TypeScript, `raw_item` in Python). */
const runItem = (type: string, raw: unknown, key: 'rawItem' | 'raw_item' = 'rawItem') => ({
  type,
  [key]: raw,
})
const agentsCall = (n: number, name = `f${n}`) => ({
  type: 'function_call',
  id: `fc_${n}`,
  callId: `call_${n}`,
  name,
  arguments: `{"n":${n}}`,
})
const agentsOutput = (n: number, output: unknown = `"r${n}"`) => ({
  type: 'function_call_result',
  callId: `call_${n}`,
  output,
})

/** Each step's calls as `name:id:status`, and the answer; or the failure's kind. */
function detail(items: unknown[]) {
  const read = readRun(items)
  if (!read.ok) return { failure: read.failure.kind, path: read.failure.path }
  return {
    format: read.run.format,
    steps: read.run.steps.map((step) => step.calls.map((c) => `${c.name}:${c.id}:${c.status}`)),
    ...(read.run.answer === undefined ? {} : { answer: read.run.answer }),
  }
}

describe('OpenAI Agents SDK run items', () => {
  test('Python run items (raw_item, call_id) read as TypeScript ones (rawItem, callId)', () => {
    const python = [
      runItem('tool_call_item', { ...call(1), call_id: 'call_1' }, 'raw_item'),
      runItem('tool_call_output_item', output(1), 'raw_item'),
      runItem('message_output_item', said('done'), 'raw_item'),
    ]
    expect(detail(python)).toEqual({ format: 'openai-agents', steps: [['f1:call_1:ok']], answer: 'done' })
  })

  test('a run item whose raw item is not an object is read as the item itself (and refused)', () => {
    expect(detail([runItem('tool_call_item', 'fc_1')])).toMatchObject({ failure: 'unknown_shape' })
  })

  test('a protocol item with a stray rawItem is not unwrapped', () => {
    const stray = { ...agentsCall(1), rawItem: agentsCall(2) }
    expect(detail([stray, agentsOutput(1)])).toEqual({ format: 'openai-agents', steps: [['f1:call_1:ok']] })
  })

  test('results pair by callId: two calls of one name answered in reverse order', () => {
    const items = [
      runItem('tool_call_item', agentsCall(1, 'get')),
      runItem('tool_call_item', agentsCall(2, 'get')),
      runItem('tool_call_output_item', agentsOutput(2, '{"which":2}')),
      runItem('tool_call_output_item', agentsOutput(1, '{"which":1}')),
    ]
    const read = readRun(items)
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls.map((c) => [c.id, c.result])).toEqual([
      ['call_1', { which: 1 }],
      ['call_2', { which: 2 }],
    ])
  })

  test('call_id wins over callId when an item has both; the item id is never the call id', () => {
    const both = { ...agentsCall(1), call_id: 'call_x' }
    expect(detail([both, { type: 'function_call_output', call_id: 'call_x', output: '1' }])).toEqual({
      format: 'openai-agents',
      steps: [['f1:call_x:ok']],
    })
    expect(detail([agentsCall(1), agentsOutput(1)])).toEqual({
      format: 'openai-agents',
      steps: [['f1:call_1:ok']],
    })
  })

  test('a hosted tool item carrying a callId is no call (server tools are ignored by default)', () => {
    const hosted = { type: 'web_search_call', id: 'ws_1', callId: 'call_9', status: 'completed' }
    expect(detail([hosted, said('found it')])).toEqual({
      format: 'openai-agents',
      steps: [],
      answer: 'found it',
    })
  })

  test.each([
    [
      'an approval of a call already read marks that call, not another',
      [
        runItem('tool_call_item', agentsCall(1)),
        runItem('tool_call_item', agentsCall(2)),
        runItem('tool_approval_item', agentsCall(2)),
      ],
      [['f1:call_1:undefined', 'f2:call_2:approval_requested']],
    ],
    [
      'an approval of a call not read before adds it, awaiting approval',
      [runItem('tool_call_item', agentsCall(1)), runItem('tool_approval_item', agentsCall(2))],
      [['f1:call_1:undefined', 'f2:call_2:approval_requested']],
    ],
  ])('%s', (_, items, steps) => {
    const read = readRun([...items, agentsOutput(1)])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(
      read.run.steps.map((step) =>
        step.calls.map((c) => `${c.name}:${c.id}:${c.status === 'ok' ? undefined : c.status}`),
      ),
    ).toEqual(steps)
  })

  test('an Agents output given as an object that is not text stands as a list of one block', () => {
    const image = { type: 'image', image: 'data:image/png;base64,AAAA' }
    const read = readRun([agentsCall(1), agentsOutput(1, image)])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls[0]!.result).toEqual([image])
    const text = readRun([agentsCall(1), agentsOutput(1, { type: 'text', text: '{"a":1}' })])
    if (!text.ok) expect.fail(JSON.stringify(text.failure))
    expect(text.run.steps[0]!.calls[0]!.result).toEqual({ a: 1 })
  })
})

describe('Responses items: messages', () => {
  test('an assistant message without a type (an easy input message) is the model speaking', () => {
    expect(outline([user('u'), call(1), output(1), { role: 'assistant', content: 'done' }])).toEqual({
      steps: [['f1']],
      answer: 'done',
    })
  })

  test('a run that is only an answer has no step and that answer', () => {
    expect(outline([user('u'), said('hello')])).toEqual({ steps: [], answer: 'hello' })
    expect(outline([said('hello')])).toEqual({ steps: [], answer: 'hello' })
  })

  test('reasoning is never the answer, whatever its content is typed', () => {
    const thought = {
      type: 'reasoning',
      id: 'rs_1',
      summary: [],
      content: [{ type: 'output_text', text: 'hmm' }],
    }
    expect(outline([user('u'), call(1), output(1), thought])).toEqual({ steps: [['f1']] })
    expect(outline([user('u'), call(1), output(1), thought, said('yes')])).toEqual({
      steps: [['f1']],
      answer: 'yes',
    })
  })
})

describe('the Responses conversation reader: which items it accepts and marks', () => {
  test.each<[string, unknown, boolean, boolean]>([
    ['a function call', call(1), true, true],
    ['a call output', output(1), true, true],
    ['a run item', runItem('tool_call_item', call(1)), true, true],
    ['a run item wrapping an unknown item', runItem('tool_call_item', { type: 'mystery' }), false, true],
    ['a typed user message', user('u'), true, false],
    ['an untyped assistant message with text', { role: 'assistant', content: 'hi' }, true, false],
    ['a message without content', { type: 'message', role: 'user' }, false, false],
    ['a message with an object content', { type: 'message', role: 'user', content: {} }, false, false],
    ['a message of an unknown role', { type: 'message', role: 'robot', content: 'x' }, false, false],
    ['a message without a role', { type: 'message', content: 'x' }, false, false],
    ['an item of an unknown type', { type: 'mystery', role: 'user', content: 'x' }, false, false],
    ['an item with a non-string type', { type: 7, role: 'user', content: 'x' }, false, false],
  ])('%s: accepted %s, marked %s', (_, item, accepted, marked) => {
    expect(openaiResponsesRun.accepts(item as object, [])).toBe(accepted)
    expect(openaiResponsesRun.marks(item as object, [])).toBe(marked)
  })

  test.each<[string, unknown, boolean]>([
    ['a run item', runItem('tool_call_item', call(1)), true],
    ['a function_call_result', agentsOutput(1), true],
    ['a protocol item with callId', agentsCall(1), true],
    ['a Responses call', call(1), false],
    ['a Responses output', output(1), false],
    ['a message', said('x'), false],
  ])('isAgentsItem: %s → %s', (_, item, agents) => {
    expect(isAgentsItem(item as object, [])).toBe(agents)
  })
})

describe('Responses items: edges a reader could get wrong', () => {
  test('a call output is an input, whatever role it claims', () => {
    const claimed = { ...output(1), role: 'assistant' }
    expect(outline([user('u'), call(1), claimed, said('done')])).toEqual({ steps: [['f1']], answer: 'done' })
  })

  test('approvals of calls without any id never mark another call', () => {
    const bare = (name: string) => ({ type: 'function_call', name, arguments: '{}' })
    const marked = readRun([runItem('tool_approval_item', bare('b'))])
    if (!marked.ok) expect.fail(JSON.stringify(marked.failure))
    expect(marked.run.steps[0]!.calls.map((c) => [c.name, c.status])).toEqual([['b', 'approval_requested']])
    const two = readRun([
      runItem('tool_call_item', bare('a')),
      runItem('tool_approval_item', bare('b')),
      { type: 'function_call_output', name: 'a', output: '1' },
    ])
    if (!two.ok) expect.fail(JSON.stringify(two.failure))
    expect(two.run.steps[0]!.calls.map((c) => [c.name, c.status])).toEqual([
      ['a', 'ok'],
      ['b', 'approval_requested'],
    ])
  })

  test('a message without text in a turn adds nothing to the answer', () => {
    const empty = { type: 'message', role: 'assistant', content: [{ type: 'refusal', refusal: 'no' }] }
    expect(outline([user('u'), empty, said('done')])).toEqual({ steps: [], answer: 'done' })
  })

  test('an Agents output of an untyped JSON block stands as that block, not as its value', () => {
    const read = readRun([agentsCall(1), agentsOutput(1, { json: { a: 1 } })])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls[0]!.result).toEqual([{ json: { a: 1 } }])
  })

  test('a function_call_result is an Agents SDK item even with a call_id', () => {
    expect(isAgentsItem({ type: 'function_call_result', call_id: 'c' }, [])).toBe(true)
  })
})

describe('Responses items: a client tool’s output answers its call', () => {
  const FILE = 'runs/openai-responses/client-tool-outputs.json'
  test('each built-in output pairs by call_id (a local shell output by its id), with its output as the result', () => {
    const read = readRun(fixture(FILE))
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    const results = read.run.steps.flatMap((step) => step.calls.map((one) => [one.name, one.result]))
    expect(results).toEqual([
      ['get_order', { order: { id: 'A-77', note: 'recieve at door', status: 'delivered' } }],
      ['apply_patch', 'Updated orders/A-77.md'],
      ['shell', [{ outcome: { exit_code: 0, type: 'exit' }, stderr: '', stdout: '12 passing\n' }]],
      ['local_shell', ' README.md | 2 +-\n 1 file changed'],
      ['computer', [{ image_url: 'data:image/png;base64,iVBORw0KGgo=', type: 'computer_screenshot' }]],
      ['write_note', 'saved'],
    ])
  })

  test.each([
    ['custom_tool_call_output', { type: 'custom_tool_call', call_id: 'c1', name: 'note', input: 'x' }],
    ['computer_call_output', { type: 'computer_call', call_id: 'c1', action: { type: 'screenshot' } }],
    ['shell_call_output', { type: 'shell_call', call_id: 'c1', action: { commands: ['ls'] } }],
    [
      'apply_patch_call_output',
      { type: 'apply_patch_call', call_id: 'c1', operation: { type: 'delete_file', path: 'a' } },
    ],
  ])('a %s answering another call id is a result with no call', (type, made) => {
    expect(outline([made, { type, call_id: 'c2', output: 'x' }])).toEqual({
      failure: 'unpaired_result',
      token: 'c2',
    })
  })

  test('an apply_patch output marked failed is an error', () => {
    const made = { type: 'apply_patch_call', call_id: 'c1', operation: { type: 'delete_file', path: 'a' } }
    const read = readRun([
      made,
      { type: 'apply_patch_call_output', call_id: 'c1', status: 'failed', output: 'no such file' },
    ])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls[0]).toMatchObject({ status: 'error', result: 'no such file' })
  })

  test('a client tool left without its output fails when the model goes on', () => {
    const made = { type: 'shell_call', call_id: 'c1', action: { commands: ['ls'] } }
    expect(outline([made, user('next'), said('done')])).toEqual({
      failure: 'unanswered_call',
      token: 'shell',
    })
  })
})

describe('Responses items: MCP approvals', () => {
  const request = {
    type: 'mcp_approval_request',
    id: 'mcpr_1',
    server_label: 'billing',
    name: 'refund_invoice',
    arguments: '{"invoice_id":"in_1"}',
  }
  const response = (approve: boolean) => ({
    type: 'mcp_approval_response',
    approval_request_id: 'mcpr_1',
    approve,
  })
  const ran = {
    type: 'mcp_call',
    id: 'mcp_1',
    approval_request_id: 'mcpr_1',
    server_label: 'billing',
    name: 'refund_invoice',
    arguments: '{"invoice_id":"in_1"}',
    output: '{"refund_id":"re_1"}',
    error: null,
  }
  const statuses = (items: unknown[], options?: ReadOptions) => {
    const read = readRun(items, options)
    if (!read.ok) return read.failure.kind
    return read.run.steps.map((step) =>
      step.calls.map((one) => `${one.name}:${one.status}:${JSON.stringify(one.result)}`),
    )
  }

  test('approve: false is that call denied', () => {
    expect(statuses([user('u'), request, response(false), said('Not approved.')])).toEqual([
      ['refund_invoice:denied:undefined'],
    ])
    expect(readCalls([user('u'), request, response(false)])).toMatchObject({
      ok: true,
      turn: { calls: [{ name: 'refund_invoice', status: 'denied' }] },
    })
  })

  test.each<[string, ReadOptions | undefined]>([
    ['ignore', undefined],
    ['include', { serverTools: 'include' }],
  ])(
    'approved and then run by OpenAI, under serverTools %s: one call, the mcp_call its result',
    (_, options) => {
      expect(statuses([user('u'), request, response(true), ran, said('Done.')], options)).toEqual([
        ['refund_invoice:ok:{"refund_id":"re_1"}'],
      ])
    },
  )

  test('an approved call whose run failed is an error', () => {
    const failed = { ...ran, output: null, error: 'billing is down' }
    expect(statuses([user('u'), request, response(true), failed, said('Sorry.')])).toEqual([
      ['refund_invoice:error:"billing is down"'],
    ])
  })

  test('approve: true alone leaves the call awaiting its run; a refusal of no request is a result with no call', () => {
    expect(statuses([user('u'), request, response(true)])).toEqual([
      ['refund_invoice:approval_requested:undefined'],
    ])
    expect(outline([user('u'), response(false)])).toEqual({ failure: 'unpaired_result', token: 'mcpr_1' })
  })

  test('an mcp_call of a request not in the list is a server call (ignored by default)', () => {
    expect(outline([user('u'), ran, said('Done.')])).toEqual({ steps: [], answer: 'Done.' })
    expect(outline([user('u'), ran, said('Done.')], { serverTools: 'include' })).toEqual({
      steps: [['refund_invoice']],
      answer: 'Done.',
    })
  })
})

describe('a Responses response read as a run', () => {
  const SERVER = 'openai-responses/server-tools.json'
  test('a response whose only calls OpenAI ran keeps its text as the answer, whatever serverTools says', () => {
    const ignored = readRun(fixture(SERVER))
    expect(ignored).toEqual({
      ok: true,
      run: { steps: [], format: 'openai-responses', answer: 'It is 21°C in Lisbon.' },
    })
    const included = readRun(fixture(SERVER), { serverTools: 'include' })
    if (!included.ok) expect.fail(JSON.stringify(included.failure))
    expect(included.run.answer).toBe('It is 21°C in Lisbon.')
    expect(included.run.steps[0]!.calls.every((one) => one.server === true)).toBe(true)
  })

  test('a response that calls a client tool has no answer; its calls are one step', () => {
    const read = readRun(fixture('openai-responses/response-function-call.json'))
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.answer).toBeUndefined()
    expect(read.run.steps.map((step) => step.calls.map((one) => one.name))).toEqual([['get_current_weather']])
  })

  test.each([
    ['failed', 'model_error'],
    ['cancelled', 'model_error'],
    ['queued', 'incomplete'],
    ['in_progress', 'incomplete'],
    ['incomplete', 'incomplete'],
  ])('status %s is %s for readRun as for readCalls', (status, kind) => {
    const response = { ...(fixture(SERVER) as object), status }
    expect(readRun(response)).toMatchObject({ ok: false, failure: { kind, path: ['status'], token: status } })
    expect(readCalls(response)).toMatchObject({
      ok: false,
      failure: { kind, path: ['status'], token: status },
    })
  })

  test('a response that only refused: its refusal is the answer', () => {
    const refused = {
      object: 'response',
      status: 'completed',
      output: [
        {
          type: 'message',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'refusal', refusal: 'I cannot.' }],
        },
      ],
    }
    expect(readRun(refused)).toEqual({
      ok: true,
      run: { steps: [], format: 'openai-responses', answer: 'I cannot.' },
    })
  })
})

describe('one list of item types for a response and a conversation', () => {
  test.each<[string, object, string[], ReadOptions | undefined]>([
    [
      'a client tool search',
      { type: 'tool_search_call', id: 'ts_1', call_id: 'c1', execution: 'client', arguments: { goal: 'g' } },
      ['tool_search'],
      undefined,
    ],
    [
      'a server tool search, ignored',
      { type: 'tool_search_call', id: 'ts_1', execution: 'server', arguments: { goal: 'g' } },
      [],
      undefined,
    ],
    [
      'an Agents SDK hosted tool call (serverTools: include), by its own name',
      { type: 'hosted_tool_call', id: 'h1', name: 'web_search', status: 'completed' },
      ['web_search'],
      { serverTools: 'include' },
    ],
  ])('%s reads in a conversation as in a response', (_, item, names, options) => {
    const alone = readCalls({ object: 'response', status: 'completed', output: [item] }, options)
    if (!alone.ok) expect.fail(JSON.stringify(alone.failure))
    expect(alone.turn.calls.map((one) => one.name)).toEqual(names)
    const answered = names.length > 0 && options === undefined
    const inRun = readRun(
      [
        user('u'),
        item,
        ...(answered ? [{ type: 'function_call_output', call_id: 'c1', output: '"x"' }] : []),
      ],
      options,
    )
    if (!inRun.ok) expect.fail(JSON.stringify(inRun.failure))
    expect(inRun.run.steps.flatMap((step) => step.calls.map((one) => one.name))).toEqual(names)
  })

  test('a server tool search with its output in the same response is one turn, the output no result', () => {
    const search = {
      type: 'tool_search_call',
      id: 'ts_1',
      call_id: 'ts_c',
      execution: 'server',
      arguments: {},
    }
    const found = {
      type: 'tool_search_output',
      id: 'tso_1',
      call_id: 'ts_c',
      execution: 'server',
      tools: [],
      status: 'completed',
    }
    expect(outline([user('u'), search, found, said('Found a tool.')])).toEqual({
      steps: [],
      answer: 'Found a tool.',
    })
  })
})
