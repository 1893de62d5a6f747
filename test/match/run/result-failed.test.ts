import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../src/json/types.js'
import { resultFailed } from '../../../src/match/run/result-failed.js'
import type { CallStatus } from '../../../src/read/types.js'

const call = (result: JsonValue | undefined, status?: CallStatus) => ({
  name: 't',
  arguments: {},
  ...(result === undefined ? {} : { result }),
  ...(status === undefined ? {} : { status }),
})

describe('resultFailed: the status error, an object saying so, a text beginning "Error"', () => {
  test.each<[string, JsonValue | undefined, CallStatus | undefined, boolean]>([
    ['status error', { refund_id: 'R-1' }, 'error', true],
    ['status error without a result', undefined, 'error', true],
    ['status ok, a plain result', { refund_id: 'R-1' }, 'ok', false],
    ['no result, no status', undefined, undefined, false],
    ['denied: not run, not failed', undefined, 'denied', false],
    ['a truthy error', { error: 'card declined' }, 'ok', true],
    ['an error object', { error: { code: 402 } }, 'ok', true],
    ['error: true', { error: true }, undefined, true],
    ['a falsy error: null', { error: null, id: 1 }, 'ok', false],
    ['a falsy error: empty text', { error: '' }, 'ok', false],
    ['a falsy error: false', { error: false }, 'ok', false],
    ['ok: false', { ok: false }, 'ok', true],
    ['ok: true', { ok: true }, 'ok', false],
    ['ok: 0 is not false', { ok: 0 }, 'ok', false],
    ['success: false', { success: false, message: 'no' }, 'ok', true],
    ['success: true', { success: true }, 'ok', false],
    ['a text beginning "Error"', 'Error: order not found', 'ok', true],
    ['a text beginning "error" in lower case', 'error: order not found', 'ok', false],
    ['a text with "Error" later', 'No Error here', 'ok', false],
    ['a text beginning with white space, then "Error"', ' Error', 'ok', false],
    ['an array', [{ error: 'x' }], 'ok', false],
    ['a number', 0, 'ok', false],
    ['null', null, 'ok', false],
  ])('%s', (_title, result, status, failed) => {
    expect(resultFailed(call(result, status))).toBe(failed)
  })
})
