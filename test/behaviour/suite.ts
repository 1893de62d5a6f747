/**
 * The behavioural suite every runner face must pass: the same tests run under Vitest (on the source) and under Jest
 * 30 (on the built package, CommonJS and ES modules). It receives the runner's `describe`, `test` and `expect`, so
 * it imports nothing at run time: the types below are erased before any runner loads this file.
 */
import type { RunExpectation } from '../../src/expect/run-types.js'
import type { CallExpectation, FieldExpectation } from '../../src/expect/types.js'
import type { defineTools as DefineTools, field as Field } from '../../src/index.js'
import type { MatchOptions } from '../../src/match/options.js'
import type { ToolCallMatchers } from '../../src/matchers/types.js'

/** An error class, for `toThrow(ErrorClass)`. */
type ErrorClass = abstract new (...args: never[]) => Error

/** The assertions the suite uses, besides the tool-call matchers. */
interface SuiteAssertion extends ToolCallMatchers<unknown> {
  toBe(expected: unknown): unknown
  toEqual(expected: unknown): unknown
  toMatch(expected: RegExp): unknown
  toThrow(expected?: string | RegExp | ErrorClass): unknown
  toHaveBeenCalledWith(...expected: unknown[]): unknown
}

/** The runner's `expect`, as far as the suite needs it. */
interface SuiteExpect {
  (actual: unknown): SuiteAssertion & { not: SuiteAssertion }
  toolCall(expected: CallExpectation, options?: MatchOptions): unknown
  toolRun(expected: RunExpectation, options?: MatchOptions): unknown
  arrayContaining(sample: readonly unknown[]): unknown
}

/** What a runner hands the suite. */
export interface BehaviourKit {
  describe(name: string, body: () => void): void
  test(name: string, body: () => void): void
  expect: SuiteExpect
  /** A fresh mock function (`vi.fn()`, `jest.fn()`). */
  mock(): (...args: unknown[]) => unknown
  /** The rule builders of the package under test. */
  field: typeof Field
  /** The tool declarations of the package under test. */
  defineTools: typeof DefineTools
  /** The usage error class of the package under test: the one the setup entry's matchers throw. */
  MatcherUsageError: ErrorClass
  /**
   * What the reader sees of a thrown assertion error: the message, plus the diff when the runner prints one itself
   * (Vitest does, from the error's `actual` and `expected`; Jest prints the message alone).
   */
  shown(error: unknown): string
}

const ESCAPE = String.fromCharCode(27)
const COLOURS = new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g')

/** Runs an assertion that must fail, and returns what the reader sees of it, colours stripped. */
function failure(kit: BehaviourKit, run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return kit.shown(error).replace(COLOURS, '')
  }
  throw new Error('the assertion passed, but it was expected to fail')
}

/** How many diffs a message prints. */
function diffCount(message: string): number {
  return message.split('- Expected').length - 1
}

/** An OpenAI Chat Completions response making these calls. */
function openAi(...calls: { name: string; arguments: Record<string, unknown> }[]) {
  const toolCalls = calls.map((call, index) => ({
    id: `call_${index}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }))
  return {
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: { role: 'assistant', content: null, tool_calls: toolCalls },
      },
    ],
  }
}

const refundCall = { name: 'refund', arguments: { order_id: 'order-77', amount: 20, unit: 'usd' } }
const refund = openAi(refundCall)
const anthropicWeather = {
  type: 'message',
  role: 'assistant',
  stop_reason: 'tool_use',
  content: [
    { type: 'text', text: 'Let me check.' },
    { type: 'tool_use', id: 'toolu_01', name: 'get_weather', input: { city: 'Paris' } },
  ],
}
const mapThenEvent = openAi(
  { name: 'show_map', arguments: { query: 'Cubbon Park' } },
  { name: 'create_event', arguments: { title: 'Walk' } },
)
const map = { name: 'show_map', arguments: { query: 'Cubbon Park' } }
const event = { name: 'create_event', arguments: { title: 'Walk' } }
const duplicateKey = '{"name": "search", "arguments": {"query": "a", "query": "b"}}'
const clarify = { decision: 'CLARIFY', missing: ['datetime'] }
const confirm = {
  decision: 'CONFIRM',
  mode: 'SINGLE',
  calls: [{ tool: 'send_message', args: { body: 'Running late', to: 'Asha' } }],
}

/** Registers the suite with the runner in `kit`. */
export function behaviourSuite(kit: BehaviourKit): void {
  const { describe, test, expect, field } = kit
  const euros = field.enum('EUR', { aliases: { euro: 'EUR', usd: 'USD' } })
  const tools = kit.defineTools({
    refund: {
      schema: {
        type: 'object',
        properties: { order_id: { type: 'string' }, amount: { type: 'number' }, unit: { type: 'string' } },
        required: ['order_id', 'amount'],
        additionalProperties: false,
      },
    },
  })
  const refundOf = (unit: FieldExpectation): CallExpectation => ({
    name: 'refund',
    arguments: { order_id: 'order-77', amount: field.number(20, { tolerance: 0.01 }), unit },
  })

  describe('.toMatchToolCall', () => {
    test('passes on the one matching call, in any shape the core reads', () => {
      expect(refund).toMatchToolCall(refundOf('usd'))
      expect(anthropicWeather).toMatchToolCall({
        name: 'get_weather',
        arguments: { city: field.casefold('paris') },
      })
      expect('{"name": "get_weather", "arguments": {"city": "Paris"}}').toMatchToolCall({
        name: 'get_weather',
      })
    })

    test('fails naming the first differing path in words', () => {
      const message = failure(kit, () => expect(refund).toMatchToolCall(refundOf(euros)))
      expect(message).toMatch(/toMatchToolCall/)
      expect(message).toMatch(/arguments\.unit: expected "EUR" \(enum, aliases: [^)]*\), received "usd"/)
    })

    test('shows exactly one diff (in the message under Jest, printed by Vitest itself)', () => {
      const message = failure(kit, () => expect(refund).toMatchToolCall(refundOf('EUR')))
      expect(diffCount(message)).toBe(1)
      expect(message).toMatch(/-\s+"unit": "EUR"\n\+\s+"unit": "usd"/)
    })

    test('fails on an extra call unless extraCalls is allow', () => {
      expect(() => expect(mapThenEvent).toMatchToolCall(map)).toThrow(/unexpected call create_event/)
      expect(mapThenEvent).toMatchToolCall(map, { extraCalls: 'allow' })
    })

    test('says when the answer matches the stale (pre-migration) call', () => {
      const received = openAi({ name: 'get_weather', arguments: { city: 'Paris' } })
      const expected = {
        name: 'get_weather',
        arguments: { location: 'Paris' },
        stale: { name: 'get_weather', arguments: { city: 'Paris' } },
      }
      const message = failure(kit, () => expect(received).toMatchToolCall(expected))
      expect(message).toMatch(/matches the stale \(pre-migration\) call get_weather/)
    })

    test('fails on unreadable output with the read failure in words', () => {
      const message = failure(kit, () => expect(duplicateKey).toMatchToolCall({ name: 'search' }))
      expect(message).toMatch(/duplicate key "query" at 1:48/)
    })
  })

  describe('.not.toMatchToolCall', () => {
    test('passes when the call differs', () => {
      expect(refund).not.toMatchToolCall(refundOf('EUR'))
      expect(refund).not.toMatchToolCall({ name: 'cancel_order' })
    })

    test('fails in one line saying what matched, without a diff', () => {
      const message = failure(kit, () => expect(refund).not.toMatchToolCall({ name: 'refund' }))
      expect(message).toMatch(/\.not\.toMatchToolCall/)
      expect(message).toMatch(/Expected no match, but the call matched: refund\(/)
      expect(diffCount(message)).toBe(0)
    })
  })

  describe('.toMatchToolCalls', () => {
    test('passes when the calls match in order', () => {
      expect(mapThenEvent).toMatchToolCalls([map, event])
    })

    test('fails on a swap, saying the order differs', () => {
      const message = failure(kit, () => expect(mapThenEvent).toMatchToolCalls([event, map]))
      expect(message).toMatch(
        /not in order: expected create_event → show_map, received show_map → create_event/,
      )
    })
  })

  describe('.not.toMatchToolCalls', () => {
    test('passes on another order', () => {
      expect(mapThenEvent).not.toMatchToolCalls([event, map])
    })

    test('fails saying the calls matched', () => {
      const message = failure(kit, () => expect(mapThenEvent).not.toMatchToolCalls([map, event]))
      expect(message).toMatch(/Expected no match, but the calls matched/)
    })
  })

  describe('.toMatchParallelCalls', () => {
    test('passes in any order', () => {
      expect(mapThenEvent).toMatchParallelCalls([event, map])
    })

    test('fails with the first differing path and the pairing', () => {
      const changed = { name: 'create_event', arguments: { title: 'Run' } }
      const message = failure(kit, () => expect(mapThenEvent).toMatchParallelCalls([changed, map]))
      expect(message).toMatch(/calls\[1\]\.arguments\.title: expected "Run", received "Walk"/)
      expect(message).toMatch(/Pairing \(expected → received\):/)
    })
  })

  describe('.not.toMatchParallelCalls', () => {
    test('passes when a call is missing', () => {
      expect(mapThenEvent).not.toMatchParallelCalls([map])
    })

    test('fails saying the calls matched', () => {
      const message = failure(kit, () => expect(mapThenEvent).not.toMatchParallelCalls([event, map]))
      expect(message).toMatch(/Expected no match, but the calls matched: /)
    })
  })

  describe('.toMatchAnyPlan', () => {
    test('passes when one plan matches', () => {
      expect(mapThenEvent).toMatchAnyPlan([[event], [map, event]])
    })

    test('fails showing the closest plan', () => {
      const run = { name: 'create_event', arguments: { title: 'Run' } }
      const message = failure(kit, () =>
        expect(mapThenEvent).toMatchAnyPlan([[{ name: 'send_message' }], [map, run]]),
      )
      expect(message).toMatch(/No plan matched; the closest is plan #2 of 2/)
      expect(message).toMatch(/calls\[1\]\.arguments\.title: expected "Run", received "Walk"/)
    })
  })

  describe('.not.toMatchAnyPlan', () => {
    test('passes when no plan matches', () => {
      expect(mapThenEvent).not.toMatchAnyPlan([[event], [event, map]])
    })

    test('fails naming the plan that matched', () => {
      const message = failure(kit, () => expect(mapThenEvent).not.toMatchAnyPlan([[event], [map, event]]))
      expect(message).toMatch(/Expected no match, but plan #2 matched/)
    })
  })

  describe('.toMatchTurn', () => {
    test('passes on a turn expectation in its JSON form', () => {
      expect(mapThenEvent).toMatchTurn({ calls: [event, map], order: 'parallel' })
      expect('No tool needed.').toMatchTurn({ abstain: true })
    })

    test('fails naming the first difference', () => {
      const message = failure(kit, () => expect(refund).toMatchTurn({ abstain: true }))
      expect(message).toMatch(/expected no tool call \(abstain\), received a tool call/)
    })
  })

  describe('.not.toMatchTurn', () => {
    test('passes when the turn differs', () => {
      expect(mapThenEvent).not.toMatchTurn({ calls: [event, map], order: 'serial' })
    })

    test('fails saying the turn matched', () => {
      const message = failure(kit, () => expect(refund).not.toMatchTurn({ name: 'refund' }))
      expect(message).toMatch(/Expected no match, but the turn matched: refund\(/)
    })
  })

  describe('.toContainToolCall', () => {
    test('passes when one of the calls matches', () => {
      expect(mapThenEvent).toContainToolCall(event)
    })

    test('fails naming the first differing path (equally close calls: the first in canonical order)', () => {
      const message = failure(kit, () => expect(mapThenEvent).toContainToolCall({ name: 'send_message' }))
      // Neither call is closer; ties go to the canonical order (by name), never to arrival order.
      expect(message).toMatch(/calls\[1\]\.name: expected tool "send_message", received "create_event"/)
    })
  })

  describe('.not.toContainToolCall', () => {
    test('passes when no call matches', () => {
      expect(mapThenEvent).not.toContainToolCall({ name: 'send_message' })
    })

    test('fails naming the call that matched', () => {
      const message = failure(kit, () => expect(mapThenEvent).not.toContainToolCall(event))
      expect(message).toMatch(/Expected no match, but calls\[1\] matched: create_event\(/)
    })

    test('fails on a value that cannot be read, with the read failure as its message (issue 21 §6)', () => {
      const deleteAccount = { name: 'delete_account' }
      const malformed = failure(kit, () => expect(duplicateKey).not.toContainToolCall(deleteAccount))
      expect(malformed).toMatch(/could not read the tool calls: duplicate key "query" at 1:48/)
      const unknown = failure(kit, () => expect({ reply: 'done' }).not.toContainToolCall(deleteAccount))
      expect(unknown).toMatch(/could not read the tool calls: not a tool-call shape/)
      const user = failure(kit, () =>
        expect({ role: 'user', content: 'delete my account' }).not.toContainToolCall(deleteAccount),
      )
      expect(user).toMatch(/could not read the tool calls: this is a user's message, not the model's turn/)
    })
  })

  describe('.toAbstain', () => {
    test('passes on text only', () => {
      expect('I cannot refund that order.').toAbstain()
      expect({ decision: 'ABSTAIN' }).toAbstain()
    })

    test('fails on a call', () => {
      const message = failure(kit, () => expect(refund).toAbstain())
      expect(message).toMatch(/expected no tool call \(abstain\), received a tool call/)
    })

    test('fails on a malformed call, which is not an abstention, with the position and a caret', () => {
      const message = failure(kit, () => expect(duplicateKey).toAbstain())
      expect(message).toMatch(/could not read the tool calls: duplicate key "query" at 1:48/)
      expect(message).toMatch(/\n\s+\^/)
    })
  })

  describe('.not.toAbstain', () => {
    test('passes on a call', () => {
      expect(refund).not.toAbstain()
    })

    test('fails saying no call was made', () => {
      const message = failure(kit, () => expect('No tool needed.').not.toAbstain())
      expect(message).toMatch(/Expected no match, but the response made no tool call/)
    })

    test('passes on a malformed call, which is not an abstention', () => {
      expect(duplicateKey).not.toAbstain()
    })

    test('fails, like .toAbstain, on what cannot be read and is no broken call', () => {
      for (const received of [{ reply: 'done' }, { role: 'user', content: 'hello' }]) {
        expect(failure(kit, () => expect(received).not.toAbstain())).toMatch(/could not read the tool calls/)
        expect(failure(kit, () => expect(received).toAbstain())).toMatch(/could not read the tool calls/)
      }
    })
  })

  describe('.toClarify', () => {
    test('passes on a CLARIFY decision, with or without the missing slots', () => {
      expect(clarify).toClarify()
      expect(clarify).toClarify(['datetime'])
    })

    test('fails when other slots are missing', () => {
      const message = failure(kit, () => expect(clarify).toClarify(['title']))
      expect(message).toMatch(/missing: expected \["title"\], received \["datetime"\]/)
    })
  })

  describe('.not.toClarify', () => {
    test('passes on a call', () => {
      expect(confirm).not.toClarify()
    })

    test('fails saying the response asked to clarify', () => {
      const message = failure(kit, () => expect(clarify).not.toClarify())
      expect(message).toMatch(/Expected no match, but the response asked to clarify/)
    })
  })

  describe('.toConfirm', () => {
    test('passes on a CONFIRM decision with these calls', () => {
      expect(confirm).toConfirm([{ name: 'send_message', arguments: { body: 'Running late', to: 'Asha' } }])
    })

    test('fails naming the first differing path', () => {
      const message = failure(kit, () =>
        expect(confirm).toConfirm([{ name: 'send_message', arguments: { to: 'Ravi' } }]),
      )
      expect(message).toMatch(/calls\[0\]\.arguments\.to: expected "Ravi", received "Asha"/)
    })
  })

  describe('.not.toConfirm', () => {
    test('passes on another call', () => {
      expect(confirm).not.toConfirm([{ name: 'delete_message' }])
    })

    test('fails saying what the response asked to confirm', () => {
      const message = failure(kit, () => expect(confirm).not.toConfirm([{ name: 'send_message' }]))
      expect(message).toMatch(/Expected no match, but the response asked to confirm: send_message\(/)
    })
  })

  describe('.toBeValidToolCall', () => {
    test('passes on one call that fits its declared schema', () => {
      expect(refund).toBeValidToolCall(tools)
    })

    test('fails naming the argument that does not fit', () => {
      const received = openAi({
        name: 'refund',
        arguments: { order_id: 'order-77', amount: '20', unit: 'usd' },
      })
      const message = failure(kit, () => expect(received).toBeValidToolCall(tools))
      expect(message).toMatch(/arguments\.amount: the refund schema wants a number, received a string "20"/)
    })
  })

  describe('.not.toBeValidToolCall', () => {
    test('passes on a call to an undeclared tool', () => {
      expect(mapThenEvent).not.toBeValidToolCall(tools)
    })

    test('fails saying the call is valid', () => {
      const message = failure(kit, () => expect(refund).not.toBeValidToolCall(tools))
      expect(message).toMatch(/Expected no match, but the call is valid: refund\(/)
    })
  })

  describe('.toHaveValidToolCalls', () => {
    test('passes when every call fits its declared schema', () => {
      expect(openAi(refundCall, refundCall)).toHaveValidToolCalls(tools)
    })

    test('fails naming an undeclared tool', () => {
      const message = failure(kit, () => expect(mapThenEvent).toHaveValidToolCalls(tools))
      expect(message).toMatch(/"show_map" is not a declared tool \(declared: refund\)/)
    })
  })

  describe('.not.toHaveValidToolCalls', () => {
    test('passes when a call does not fit', () => {
      expect(mapThenEvent).not.toHaveValidToolCalls(tools)
    })

    test('fails when every call fits', () => {
      const message = failure(kit, () => expect(refund).not.toHaveValidToolCalls(tools))
      expect(message).toMatch(/Expected no match/)
    })
  })

  describe('expect.toolCall', () => {
    test('matches inside toEqual, and prints readably when it does not', () => {
      expect({ id: 'turn-1', response: refund }).toEqual({
        id: 'turn-1',
        response: expect.toolCall({ name: 'refund' }),
      })
      const message = failure(kit, () =>
        expect({ response: refund }).toEqual({ response: expect.toolCall(map) }),
      )
      expect(message).toMatch(/ToolCall<show_map\(/)
    })

    test('matches inside toHaveBeenCalledWith', () => {
      const send = kit.mock()
      send('user-1', anthropicWeather)
      expect(send).toHaveBeenCalledWith(
        'user-1',
        expect.toolCall({ name: 'get_weather', arguments: { city: 'Paris' } }),
      )
      const message = failure(kit, () =>
        expect(send).toHaveBeenCalledWith('user-1', expect.toolCall({ name: 'refund' })),
      )
      expect(message).toMatch(/ToolCall<refund\(/)
    })

    test('matches inside arrayContaining', () => {
      const turns = ['Hello!', refund, anthropicWeather]
      expect(turns).toEqual(expect.arrayContaining([expect.toolCall({ name: 'get_weather' })]))
      const message = failure(kit, () =>
        expect(turns).toEqual(expect.arrayContaining([expect.toolCall(map)])),
      )
      expect(message).toMatch(/ToolCall<show_map\(/)
    })

    test('takes the options', () => {
      expect([mapThenEvent]).toEqual([expect.toolCall(map, { extraCalls: 'allow' })])
      expect([mapThenEvent]).not.toEqual([expect.toolCall(map)])
    })

    test('throws the read failure on a value it cannot read, so no negation passes on it', () => {
      const garbage = '{"name": "refund", "arguments": {'
      const spy = kit.mock()
      spy(garbage)
      const negations = [
        () => expect(garbage).not.toEqual(expect.toolCall({ name: 'refund' })),
        () => expect({ response: garbage }).not.toEqual({ response: expect.toolCall({ name: 'refund' }) }),
        () => expect(spy).not.toHaveBeenCalledWith(expect.toolCall({ name: 'refund' })),
        () =>
          expect({ messages: { hello: 'world' } }).not.toEqual({ messages: expect.toolRun({ maxCalls: 0 }) }),
      ]
      for (const negation of negations)
        expect(negation).toThrow(/cannot judge the received value, negated or not: could not read the/)
    })
  })

  describe('whole runs', () => {
    const run = [
      { role: 'user', content: 'Refund order-77' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'get_order', arguments: '{"q":"77"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{"order":{"id":"order-77"}}' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c2', type: 'function', function: { name: 'refund', arguments: '{"order_id":"order-78"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c2', content: 'ok' },
      { role: 'assistant', content: 'Done.' },
    ]
    const usesLookup = {
      calls: [
        { name: 'get_order' },
        { name: 'refund', arguments: { order_id: field.fromResult('get_order', 'order.id') } },
      ],
    }

    test('the run matchers are registered and read a conversation', () => {
      expect(run).toHaveCalledTool('refund', 1)
      expect(run).not.toHaveCalledTool('delete_account')
      expect(run).toCallInOrder(['get_order', 'refund'])
      expect(run).toHaveToolCallCount(2)
      expect(run).toContainToolCall({ name: 'refund', arguments: { order_id: 'order-78' } })
      expect({ messages: run }).toEqual({ messages: expect.toolRun({ never: [{ name: 'delete_account' }] }) })
    })

    test('a failure names the step, the call and the result it should have used', () => {
      const message = failure(kit, () => expect(run).toMatchRun(usesLookup))
      expect(message).toMatch(
        /steps\[1\]\.calls\[0\]\.arguments\.order_id: expected the value of get_order's result at order\.id \("order-77"\), received "order-78"/,
      )
      expect(run).not.toMatchRun(usesLookup)
    })
  })

  describe('a malformed expectation', () => {
    const malformed = () => ({ name: 'refund', arguments: { amount: field.number(20, { tolerance: -1 }) } })

    test('throws a usage error naming the path, not a failed assertion', () => {
      expect(() => expect(refund).toMatchToolCall(malformed())).toThrow(
        /^Matcher error: .* at arguments\.amount/,
      )
      expect(() => expect(refund).toMatchToolCall(malformed())).toThrow(kit.MatcherUsageError)
    })

    test('throws under .not as well', () => {
      expect(() => expect(refund).not.toMatchToolCall(malformed())).toThrow(
        /Matcher error: .* at arguments\.amount/,
      )
    })

    test('throws when expect.toolCall is built', () => {
      expect(() => expect.toolCall(malformed())).toThrow(/Matcher error: .* at arguments\.amount/)
    })

    test('throws on a matcher argument of the wrong kind', () => {
      const notAnArray = { name: 'refund' } as unknown as CallExpectation[]
      expect(() => expect(refund).toMatchToolCalls(notAnArray)).toThrow(
        /Matcher error: expected must be an array/,
      )
    })
  })
}
