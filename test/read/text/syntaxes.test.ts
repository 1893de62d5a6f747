import { describe, expect, test } from 'vitest'
import { detectSyntax, syntaxNamed, TEXT_SYNTAXES } from '../../../src/read/text/syntaxes.js'
import { cpuTime } from '../../support/cpu-time.js'
import { readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const

describe('the text syntaxes', () => {
  test('every syntax option but json names one syntax, and every syntax is named by one option', () => {
    expect(TEXT_SYNTAXES.map((syntax) => syntax.syntax).sort()).toEqual(
      [
        'command-r',
        'deepseek',
        'deepseek-dsml',
        'harmony',
        'hermes',
        'llama',
        'mistral',
        'python',
        'qwen-xml',
      ].sort(),
    )
    expect(syntaxNamed('json')).toBeUndefined()
    for (const syntax of TEXT_SYNTAXES) expect(syntaxNamed(syntax.syntax)).toBe(syntax)
  })

  test.each([
    [
      'Qwen3-Coder XML inside <tool_call> is qwen-xml, not hermes',
      '<tool_call>\n<function=f>\n</function>\n</tool_call>',
      'qwen-xml',
    ],
    ['<|python_tag|> before pythonic calls is llama', '<|python_tag|>[f(a=1)]<|eom_id|>', 'llama'],
    ['plain pythonic calls are python', "[f(a='x')]", 'python'],
    ['prose is none', 'It is sunny (22 °C) in [Paris] {today}.', undefined],
  ])('%s', (_, text, syntax) => {
    expect(detectSyntax(text)?.syntax.syntax).toBe(syntax)
  })

  test('a syntax chosen with `syntax` does not hide another format: strict text in it is still no abstention', () => {
    expect(readFailure('[TOOL_CALLS]f[ARGS]{}', { syntax: 'hermes' })).toMatchObject({
      kind: 'native_syntax',
      format: 'mistral',
      detail: 'mistral',
    })
  })

  test.each([
    ['hermes', (i: number) => `<tool_call>{"name": "f${i}", "arguments": {}}</tool_call>`, ''],
    ['qwen-xml', (i: number) => `<function=f${i}>\n<parameter=a>\n1\n</parameter>\n</function>`, '\n'],
    ['mistral', (i: number) => `[TOOL_CALLS]f${i}[ARGS]{}`, ''],
    [
      'harmony',
      (i: number) => `<|start|>assistant<|channel|>commentary to=functions.f${i}<|message|>{}<|call|>`,
      '',
    ],
    ['deepseek', (i: number) => `<｜tool▁call▁begin｜>f${i}<｜tool▁sep｜>{}<｜tool▁call▁end｜>`, ''],
    [
      'deepseek-dsml',
      (i: number) =>
        `${i === 0 ? '<｜DSML｜function_calls>' : ''}<｜DSML｜invoke name="f${i}">` +
        `<｜DSML｜parameter name="a" string="false">${i}</｜DSML｜parameter></｜DSML｜invoke>` +
        `${i === 19_999 ? '</｜DSML｜function_calls>' : ''}`,
      '\n',
    ],
    ['llama', (i: number) => `{"name": "f${i}", "parameters": {}}`, '; '],
  ])('%s: 20,000 calls read in linear time', (syntax, call, separator) => {
    const text = Array.from({ length: 20_000 }, (_, i) => call(i)).join(separator)
    const { value: turn, ms } = cpuTime(() => readOk(text, { syntax: syntax as never }))
    expect(turn.calls).toHaveLength(20_000)
    expect(turn.calls[turn.calls.length - 1]?.name).toBe('f19999')
    expect(ms).toBeLessThan(5_000)
    expect(readOk(text, lenient).calls).toHaveLength(20_000)
  })
})
