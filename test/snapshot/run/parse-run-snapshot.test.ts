import { describe, expect, test } from 'vitest'
import { parseRunSnapshot } from '../../../src/snapshot/run/parse-run-snapshot.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

function usageError(text: string): MatcherUsageError {
  try {
    parseRunSnapshot(text, 'snapshot `refund 1`')
  } catch (error) {
    if (error instanceof MatcherUsageError) return error
    throw error
  }
  throw new Error('parseRunSnapshot accepted the text')
}

describe('parseRunSnapshot', () => {
  test('reads a run expectation with rules, surrounding white space ignored', () => {
    const text = `
      {
        "steps": [
          {"name": "get_order", "result": {"$rule": "shape", "value": {"id": "string"}}, "status": "ok"},
          {"name": "refund", "arguments": {"id": {"$rule": "fromResult", "call": "get_order", "path": "id"}}}
        ],
        "answer": {"$rule": "pattern", "value": "^Refunded"}
      }
    `
    expect(parseRunSnapshot(text)).toMatchObject({ steps: [{ name: 'get_order' }, { name: 'refund' }] })
  })

  test.each([
    ['{"steps": [],}', /snapshot `refund 1` is not JSON \(unexpected "}" at 1:14\)/],
    ['{"steps": [], "steps": []}', /snapshot `refund 1` is not JSON \(duplicate key "steps" at 1:15\)/],
    ['[{"name": "a"}]', /snapshot `refund 1` must hold a JSON object \(a run expectation\)$/],
    ['{"stpes": []}', /snapshot `refund 1`: unknown key "stpes" \(did you mean "steps"\?\) at stpes/],
    ['{}', /snapshot `refund 1`: a run expectation needs steps, calls, never, maxCalls, maxSteps or answer/],
    [
      '{"steps": [{"name": "a", "status": "fine"}]}',
      /status must be 'ok', 'error', 'denied' or 'approval_requested' at steps\[0\]\.status$/,
    ],
    ['{"calls": [{"name": "a"}], "order": "strict"}', /unknown order "strict": use one of .* at order$/],
    [
      '{"steps": [{"name": "a", "result": {"$rule": "shape", "value": "text"}}]}',
      /unknown type "text" in a shape .* at steps\[0\]\.result\.value$/,
    ],
  ])('a malformed snapshot %s is a usage error naming the snapshot', (text, message) => {
    expect(usageError(text).message).toMatch(/^Matcher error: /)
    expect(usageError(text).message).toMatch(message)
  })

  test('an unknown rule lists only the rules JSON can hold', () => {
    const error = usageError('{"answer": {"$rule": "satisfy"}}')
    expect(error.message).toMatch(/unknown rule "satisfy" \(known in JSON: .*shape/)
    expect(error.message).not.toContain('satisfies')
    expect(error.path).toEqual(['answer', '$rule'])
  })
})
