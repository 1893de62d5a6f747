import { describe, expect, test } from 'vitest'
import type { ReadFailureKind } from '../../src/read/types.js'
import { callsWereRead, classifyReadFailure } from '../../src/score/failure-kind.js'

describe('classifyReadFailure (seed 001)', () => {
  test.each<[ReadFailureKind, string]>([
    ['not_json', 'parse_failure'],
    ['trailing_content', 'parse_failure'],
    ['duplicate_key', 'parse_failure'],
    ['non_finite', 'parse_failure'],
    ['number_overflow', 'parse_failure'],
    ['too_deep', 'parse_failure'],
    ['invalid_utf8', 'parse_failure'],
    ['not_an_object', 'parse_failure'],
    ['arguments_not_json', 'parse_failure'],
    ['no_call_found', 'parse_failure'],
    ['invalid_value', 'parse_failure'],
    ['cyclic', 'parse_failure'],
    ['unreadable', 'parse_failure'],
    ['schema_invalid', 'schema_invalid'],
    ['unknown_shape', 'schema_invalid'],
    ['unknown_item', 'schema_invalid'],
    ['not_model_output', 'schema_invalid'],
    ['ambiguous_choice', 'schema_invalid'],
    ['stopped_without_call', 'schema_invalid'],
    ['truncated', 'parse_failure'],
    ['filtered', 'parse_failure'],
  ])('%s is a %s', (kind, failure) => {
    expect(classifyReadFailure(kind)).toBe(failure)
  })
})

describe('callsWereRead (issue 16, item 4)', () => {
  test.each([
    [null, true],
    ['mismatch', true],
    ['missing_prediction', false],
    ['generation_failure', false],
    ['truncated', false],
    ['parse_failure', false],
    ['schema_invalid', false],
  ] as const)('%s: %s', (failure, read) => {
    expect(callsWereRead(failure)).toBe(read)
  })
})
