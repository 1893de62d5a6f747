import { describe, expect, test } from 'vitest'
import { parseSnapshot } from '../../src/snapshot/parse-snapshot.js'
import { MatcherUsageError } from '../../src/usage-error.js'

function usageError(text: string): MatcherUsageError {
  try {
    parseSnapshot(text, 'snapshot `weather 1`')
  } catch (error) {
    if (error instanceof MatcherUsageError) return error
    throw error
  }
  throw new Error('parseSnapshot accepted the text')
}

describe('parseSnapshot', () => {
  test('reads an expectation with rules, surrounding white space ignored', () => {
    const text = '\n{"name": "get_weather", "arguments": {"city": {"$rule": "casefold", "value": "Paris"}}}\n'
    expect(parseSnapshot(text)).toEqual({
      name: 'get_weather',
      arguments: { city: { $rule: 'casefold', value: 'Paris' } },
    })
  })

  test.each([
    ['{"name": "a",}', /snapshot `weather 1` is not JSON \(unexpected "}" at 1:14\)/],
    ['{"name": "a", "name": "b"}', /snapshot `weather 1` is not JSON \(duplicate key "name" at 1:15\)/],
    ['[1]', /snapshot `weather 1` must hold a JSON object/],
    ['{"colour": "red"}', /snapshot `weather 1`: an expectation must be an object with one of/],
  ])('a malformed snapshot %s is a usage error naming the snapshot', (text, message) => {
    expect(usageError(text).message).toMatch(/^Matcher error: /)
    expect(usageError(text).message).toMatch(message)
  })

  test('a pattern written with two backslashes: the error says to write four', () => {
    // What an inline snapshot's template literal hands over when the source has `^A\\d+$` (two backslashes).
    const error = usageError('{"name": "a", "arguments": {"id": {"$rule": "pattern", "value": "^A\\d+$"}}}')
    expect(error.message).toBe(
      'Matcher error: snapshot `weather 1` is not JSON (unexpected "\\\\d" at 1:68); a regular expression\'s backslash is written four times in an inline or .snap snapshot (doubled for JSON, doubled again for the template literal that holds it): the pattern \\d is written "\\\\\\\\d"',
    )
    // Other JSON errors get no such hint; four backslashes in the source (two in the text) parse.
    expect(usageError('{"name": "a",}').message).not.toContain('backslash')
    expect(
      parseSnapshot('{"name": "a", "arguments": {"id": {"$rule": "pattern", "value": "^A\\\\d+$"}}}'),
    ).toEqual({
      name: 'a',
      arguments: { id: { $rule: 'pattern', value: '^A\\d+$' } },
    })
  })

  test('a bad rule names the path inside the snapshot', () => {
    const error = usageError('{"name": "a", "arguments": {"city": {"$rule": "casefld", "value": "x"}}}')
    expect(error.path).toEqual(['arguments', 'city', '$rule'])
    expect(error.message).toMatch(
      /snapshot `weather 1`: unknown rule "casefld" .* at arguments\.city\.\$rule$/,
    )
  })

  test('a rule that cannot be stored (satisfies) is refused', () => {
    expect(() =>
      parseSnapshot('{"name": "a", "arguments": {"x": {"$rule": "satisfies", "label": "l"}}}'),
    ).toThrow(MatcherUsageError)
  })
})
