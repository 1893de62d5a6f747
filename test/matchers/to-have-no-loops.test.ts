import '../../src/vitest.js'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { matchers } from '../../src/matchers/index.js'
import { supportRun } from './run-helpers.js'

let ids = 0
/** An OpenAI chat conversation: one assistant turn per call, each answered with `result`, then an answer. */
function chat(...calls: [name: string, args: object, result?: string][]): unknown[] {
  const messages: unknown[] = [{ role: 'user', content: 'Find me a mug.' }]
  for (const [name, args, result = '{"hits":1}'] of calls) {
    const id = `call_${++ids}`
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
      { role: 'tool', tool_call_id: id, content: result },
    )
  }
  messages.push({ role: 'assistant', content: 'Here it is.' })
  return messages
}

const search = (q = 'mug'): [string, object] => ['search', { q, at: ++ids }]
const open = (): [string, object] => ['open', { id: 'p1' }]

describe('.toHaveNoLoops', () => {
  test('passes on a run without loops, and on a run without calls', () => {
    expect(supportRun()).toHaveNoLoops()
    expect(chat()).toHaveNoLoops()
    expect(chat(['search', { q: 'mug' }], ['search', { q: 'mug' }])).toHaveNoLoops()
  })

  test('fails on a call repeated with the same arguments and result, naming the steps', () => {
    const received = chat(
      ['search', { q: 'mug' }],
      open(),
      ['search', { q: 'mug' }],
      ['search', { q: 'mug' }],
    )
    const result = matchers.toHaveNoLoops.call({}, received)
    expect(result.pass).toBe(false)
    expect(stripVTControlCharacters(result.message())).toContain(
      'search({"q": "mug"}) was made 3 times with the same arguments and the same result, at steps 0, 2, 3',
    )
  })

  test('ignoreArguments: a key that changes each time does not hide the loop', () => {
    const received = chat(search(), search(), search())
    expect(received).toHaveNoLoops()
    expect(() => expect(received).toHaveNoLoops({ ignoreArguments: ['at'] })).toThrow(/was made 3 times/)
  })

  test('maxIdentical raises the limit', () => {
    const received = chat(['poll', {}], ['poll', {}], ['poll', {}])
    expect(received).toHaveNoLoops({ maxIdentical: 3 })
    expect(() => expect(received).toHaveNoLoops({ maxIdentical: 2 })).toThrow(/at most 2 allowed/)
  })

  test('fails on a cycle, shown with its tools, repeats and steps', () => {
    const received = chat(
      ['search', { q: 'mug' }],
      open(),
      ['search', { q: 'mug' }],
      open(),
      ['search', { q: 'mug' }],
      open(),
    )
    expect(() => expect(received).toHaveNoLoops()).toThrow(/cycle \[search → open\] ×3 at steps 0–5/)
    expect(() => expect(received).toHaveNoLoops({ maxIdentical: 5, cycles: { minRepeats: 4 } })).not.toThrow()
  })

  test('the policies pass through beside the loop options', () => {
    expect(() => expect(chat()).toHaveNoLoops({ maxIdentical: 2, unicode: 'nfc' })).not.toThrow()
    expect(() => expect(chat()).toHaveNoLoops({ extraCalls: 'forbid' })).toThrow(
      /extraCalls means nothing for toHaveNoLoops/,
    )
  })

  test('bad options are usage errors', () => {
    expect(() => expect(chat()).toHaveNoLoops({ maxIdentical: 0 })).toThrow(/must be 1 or more/)
    expect(() => expect(chat()).toHaveNoLoops('x' as never)).toThrow(/options must be an object/)
  })

  test('an unreadable run fails, negated or not', () => {
    expect(() => expect([{ role: 'tool', content: 'x' }]).toHaveNoLoops()).toThrow()
    expect(() => expect([{ role: 'tool', content: 'x' }]).not.toHaveNoLoops()).toThrow()
  })
})

describe('.not.toHaveNoLoops', () => {
  test('passes on a loop', () => {
    expect(chat(['poll', {}], ['poll', {}], ['poll', {}])).not.toHaveNoLoops()
  })

  test('fails on a run without loops, saying so', () => {
    expect(() => expect(supportRun()).not.toHaveNoLoops()).toThrow(/the run does not loop \(2 calls\)/)
  })
})
