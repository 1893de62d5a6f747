import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
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

  test.each([
    ['a message without phase', said('done')],
    ['a final answer', said('done', 'final_answer')],
  ])('%s after a call whose output never came: the call is unanswered', (_, message) => {
    expect(outline([user('u'), call(1), message, user('more')])).toEqual({
      failure: 'unanswered_call',
      token: 'f1',
    })
  })

  test('a call after a final answer, with nothing answering between, is another response', () => {
    expect(outline([user('u'), said('done', 'final_answer'), call(1), output(1)])).toEqual({
      steps: [['f1']],
      answer: 'done',
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
