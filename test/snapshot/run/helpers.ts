import fc from 'fast-check'
import type { JsonValue } from '../../../src/json/types.js'
import type { RunSnapshotOptions } from '../../../src/matchers/matcher-options.js'
import { type CapturedRun, captureRun } from '../../../src/snapshot/run/capture-run.js'

/** One call of a test run: its result (`undefined`: never answered, last step only) and whether it failed. */
export interface TestCall {
  name: string
  arguments: Record<string, JsonValue>
  result?: JsonValue | undefined
  error?: boolean
}

/** A run as a test writes it, whatever the wire format. */
export interface TestRun {
  steps: TestCall[][]
  answer?: string
}

/** The run as OpenAI chat messages (no error flag: a failed call reads as `ok`). */
export function openAiRun(run: TestRun): object[] {
  let id = 0
  const messages: object[] = [{ role: 'user', content: 'Please help.' }]
  for (const step of run.steps) {
    const ids = step.map(() => `call_${++id}`)
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: step.map((call, index) => ({
        id: ids[index],
        type: 'function',
        function: { name: call.name, arguments: JSON.stringify(call.arguments) },
      })),
    })
    step.forEach((call, index) => {
      if (call.result !== undefined)
        messages.push({ role: 'tool', tool_call_id: ids[index], content: JSON.stringify(call.result) })
    })
  }
  if (run.answer !== undefined) messages.push({ role: 'assistant', content: run.answer })
  return messages
}

/** The run as Anthropic messages (`tool_use` blocks, `tool_result` blocks with `is_error`). */
export function anthropicRun(run: TestRun): object[] {
  let id = 0
  const messages: object[] = [{ role: 'user', content: 'Please help.' }]
  for (const step of run.steps) {
    const ids = step.map(() => `toolu_${++id}`)
    messages.push({
      role: 'assistant',
      content: [
        { type: 'text', text: 'Let me check.' },
        ...step.map((call, index) => ({
          type: 'tool_use',
          id: ids[index],
          name: call.name,
          input: call.arguments,
        })),
      ],
    })
    const results = step.flatMap((call, index) =>
      call.result === undefined
        ? []
        : [
            {
              type: 'tool_result',
              tool_use_id: ids[index],
              content: JSON.stringify(call.result),
              ...(call.error === true ? { is_error: true } : {}),
            },
          ],
    )
    if (results.length > 0) messages.push({ role: 'user', content: results })
  }
  if (run.answer !== undefined)
    messages.push({ role: 'assistant', content: [{ type: 'text', text: run.answer }] })
  return messages
}

/** Captures a run, failing the test when it cannot be read. */
export function captured(received: unknown, options?: RunSnapshotOptions): CapturedRun {
  const capture = captureRun(received, options)
  if (!capture.ok) throw new Error(`could not read: ${JSON.stringify(capture.failure)}`)
  return capture
}

/** The support agent's run: look the order up, confirm, refund the id the lookup returned, answer. */
export const support: TestRun = {
  steps: [
    [
      {
        name: 'get_order',
        arguments: { order_id: 'A-77' },
        result: { order: { id: 'A-77', total: 42.5, items: [{ sku: 'mug', qty: 1 }] } },
      },
    ],
    [{ name: 'confirm', arguments: { message: 'Refund 42.50 EUR?' }, result: { confirmed: true } }],
    [{ name: 'refund', arguments: { order_id: 'A-77', amount: 42.5 }, result: { refund_id: 'R-1' } }],
  ],
  answer: 'Refunded 42.50 EUR.',
}

const key = fc.constantFrom('id', 'q', 'city', 'n', 'note', 'items')
const leaf = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -99, max: 99 }),
  fc.boolean(),
  fc.constant(null),
)
const value: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
})).value
const name = fc.constantFrom('get_order', 'search', 'refund', 'notify')
const call = (answered: boolean, errors: boolean): fc.Arbitrary<TestCall> =>
  fc.record({
    name,
    arguments: fc.dictionary(key, value, { maxKeys: 3 }),
    result: answered ? value : fc.option(value, { nil: undefined }),
    error: errors ? fc.boolean() : fc.constant(false),
  })

/**
 * Runs of up to four steps of one to three calls, with or without an answer; only a last step without an answer
 * may hold calls never answered (a run goes on only once its calls are answered). `errors`: calls may fail.
 */
export function runs(errors = true): fc.Arbitrary<TestRun> {
  return fc
    .tuple(
      fc.array(fc.array(call(true, errors), { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
      fc.array(call(false, errors), { minLength: 1, maxLength: 3 }),
      fc.option(
        fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== ''),
        {
          nil: undefined,
        },
      ),
    )
    .map(([answered, last, answer]) => {
      if (answer !== undefined) {
        const done = last.map((item) => (item.result === undefined ? { ...item, result: 'ok' } : item))
        return { steps: [...answered, done], answer }
      }
      return { steps: [...answered, last] }
    })
}
