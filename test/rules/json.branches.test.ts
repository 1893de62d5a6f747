import { describe, test } from 'vitest'
import { expectFail } from './helpers.js'

describe('json: branches', () => {
  test('a JSON string that parses but is not canonical (escaped keys alike after NFC) fails with that kind', () => {
    // Escaped, so that normalising the received string itself leaves the two keys apart until they are parsed.
    const text = '{"\\u00e9":1,"e\\u0301":2}'
    expectFail({ $rule: 'json', value: { '\u00e9': 1 } }, text, [
      { kind: 'value', rule: 'json', reason: 'duplicate_key' },
    ])
  })
})
