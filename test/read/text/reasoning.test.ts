import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { REASONING_TAGS, setReasoningAside } from '../../../src/read/text/reasoning.js'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const
const strict = undefined

describe('reasoning is set aside, positions kept', () => {
  test.each([
    ['a leading block', '<think>\nx {"name": "f"}\n</think>\n\nanswer', '\n\n', '\n\nanswer'],
    ['white space before it', '  \n<think>x</think>answer', '  \n', 'answer'],
    ['two leading blocks', '<think>a</think>\n<think>b</think>answer', '\n', 'answer'],
    ['an empty block (Qwen3 without thinking)', '<think>\n\n</think>\n\nanswer', '\n\n', '\n\nanswer'],
    [
      'a closing tag on its own line, no opening (R1, QwQ)',
      'x {"name": "f"}\n</think>\n\nanswer',
      '\n',
      '\n\nanswer',
    ],
    ['Magistral', '[THINK]x[/THINK]answer', '', 'answer'],
  ])('%s', (_, text, keptInside, tail) => {
    const answer = setReasoningAside(text)
    expect(answer).toHaveLength(text.length)
    expect(answer.endsWith(tail)).toBe(true)
    expect(answer.slice(0, answer.length - tail.length).replace(/ /g, '')).toBe(keptInside.replace(/ /g, ''))
  })

  test.each([
    ['a tag in the middle of the answer', 'Sure. <think>x</think> done'],
    [
      'a closing tag inside a line (it may be a value)',
      '{"name": "note", "arguments": {"text": "a</think>b"}}',
    ],
    ['a closing tag after an opening that does not lead', 'Hi <think>\nx\n</think>\n'],
    ['no tag', 'plain answer'],
  ])('%s is text of the answer', (_, text) => {
    expect(setReasoningAside(text)).toBe(text)
  })

  test('a block opened and never closed is truncated, at the opening, strict or lenient', () => {
    const text = '  <think>\nI will call f'
    for (const options of [strict, lenient, { syntax: 'hermes' } as const]) {
      expect(readFailure(text, options)).toMatchObject({
        kind: 'truncated',
        format: 'text',
        position: { offset: 2, line: 1, column: 3 },
        calls: [],
      })
    }
  })
})

describe('what a careful person reads', () => {
  test.each([
    [
      'Qwen3: a call inside the thinking is no call; the call after it is',
      'hermes/qwen3-think-call-in-thought.txt',
      [{ name: 'cancel_order', arguments: { order_id: '4411', refund: true } }],
    ],
    [
      'DeepSeek R1: the template opens the thinking, the call follows </think>',
      'deepseek/r1-thinking-then-call.txt',
      [{ name: 'get_weather', arguments: { location: 'Tokyo' } }],
    ],
    [
      'DeepSeek V3.2: a stray invoke inside the thinking is no call',
      'deepseek-dsml/v32-thinking-then-call.txt',
      [{ name: 'search', arguments: { query: 'Hangzhou population 2024' } }],
    ],
    [
      'Magistral: [TOOL_CALLS] inside [THINK] is no call',
      'mistral/magistral-think-then-call.txt',
      [{ name: 'search_flights', arguments: { from: 'CDG', to: 'FCO', date: '2025-06-02' } }],
    ],
    [
      'QwQ: a call object only inside the thinking, then prose: an abstention',
      'text/qwq-thinking-then-answer.txt',
      [],
    ],
  ])('%s (lenient)', (_, file, calls) => {
    expect(plain(readOk(fixtureText(file), lenient).calls)).toEqual(calls)
  })

  test('strict: the answer after the thinking is read strictly — markers name their format, prose abstains', () => {
    expect(readFailure(fixtureText('hermes/qwen3-think-call-in-thought.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'hermes',
      position: { line: 10 },
    })
    expect(readOk(fixtureText('text/qwq-thinking-then-answer.txt')).calls).toEqual([])
    // One JSON call after the thinking is the whole answer: strict reads it.
    expect(
      plain(readOk('<think>\nlet me call f\n</think>\n{"name": "f", "arguments": {"a": 1}}').calls),
    ).toEqual([{ name: 'f', arguments: { a: 1 } }])
    // A JSON fragment inside the thinking no longer makes strict prose a broken call.
    expect(readOk('<think>{"name": </think>It is 391.').calls).toEqual([])
  })

  test('an unclosed thinking is no abstention: every matcher reads a failure (the text was cut off)', () => {
    expect(readFailure(fixtureText('hermes/qwen3-think-cut-off.txt'), lenient)).toMatchObject({
      kind: 'truncated',
      detail: "the end of the text inside the model's reasoning (no </think>)",
    })
  })

  test('a failure in the answer keeps its position in the whole text', () => {
    expect(
      readFailure(
        '<think>\nok\n</think>\n<tool_call>{"name": "f", "arguments": {"a": }}</tool_call>',
        lenient,
      ),
    ).toMatchObject({ kind: 'not_json', format: 'hermes', position: { line: 4 } })
  })
})

describe('property: a call written inside the reasoning is never read', () => {
  const name = fc.stringMatching(/^[a-z][a-z_]{0,10}$/)
  const writers: ((n: string) => string)[] = [
    (n) => `<tool_call>{"name": "${n}", "arguments": {}}</tool_call>`,
    (n) => `{"name": "${n}", "arguments": {"x": 1}}`,
    (n) => `[TOOL_CALLS]${n}[ARGS]{}`,
    (n) => `<function=${n}>\n<parameter=a>\n1\n</parameter>\n</function>`,
    (n) => `<｜tool▁call▁begin｜>${n}<｜tool▁sep｜>{}<｜tool▁call▁end｜>`,
    (n) => `<｜DSML｜function_calls><｜DSML｜invoke name="${n}"></｜DSML｜invoke></｜DSML｜function_calls>`,
  ]
  test('whatever the syntax and tags, only the answer’s call is read', () => {
    fc.assert(
      fc.property(
        name,
        fc.nat(writers.length - 1),
        fc.constantFrom(...REASONING_TAGS),
        fc.boolean(),
        (inside, writer, tags, orphan) => {
          const thought = `I might write ${writers[writer]!(inside)} here.\n`
          const head =
            orphan && tags.open === '<think>'
              ? `${thought}${tags.close}`
              : `${tags.open}${thought}${tags.close}`
          const answer = '\n\n<tool_call>{"name": "answer_call", "arguments": {}}</tool_call>'
          expect(readOk(head + answer, lenient).calls.map((call) => call.name)).toEqual(['answer_call'])
          expect(readOk(`${head}\nNo call needed.`, lenient).calls).toEqual([])
          expect(readOk(`${head}\nNo call needed.`).calls).toEqual([])
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('which reasoning is set aside, exactly', () => {
  test.each([
    [
      'an empty block, then a second block',
      '<think></think><think>b</think>answer',
      `${' '.repeat(31)}answer`,
    ],
    [
      'a <think> block, then a [THINK] block (only the first kind leads)',
      '<think>a</think>[THINK]b[/THINK]answer',
      `${' '.repeat(16)}[THINK]b[/THINK]answer`,
    ],
    [
      'a leading block, then a closing tag on its own line (text of the answer)',
      '<think>a</think>\nb\n</think>\nanswer',
      `${' '.repeat(16)}\nb\n</think>\nanswer`,
    ],
    ['a closing tag after white space on its own line', 'x\n  </think>\nanswer', ' \n          \nanswer'],
    ['a closing tag followed by white space on its line', 'x\n</think>  \nanswer', ' \n          \nanswer'],
    ['a closing tag ending the text', 'x\n</think>', ' \n        '],
  ])('%s', (_, text, answer) => {
    expect(setReasoningAside(text)).toBe(answer)
  })

  test.each([
    ['a closing tag after text on its line', 'x </think>\nanswer'],
    ['a closing tag followed by text on its line', 'x\n</think> answer'],
    ['a closing tag followed by one character, no line break', 'x\n</think>!'],
    ['a one-character answer', '7'],
  ])('%s is text of the answer', (_, text) => {
    expect(setReasoningAside(text)).toBe(text)
  })
})
