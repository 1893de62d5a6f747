import { describe, expect, test } from 'vitest'
import { expectUsageError } from './helpers.js'

describe('duration: usage errors say what is wrong', () => {
  test.each(['45 minutes', 'P', 'pt45m'])('an expected %j is quoted as not a duration', (value) => {
    const error = expectUsageError({ $rule: 'duration', value }, ['value'])
    expect(error.message).toContain(`${JSON.stringify(value)} is not an ISO-8601 duration`)
  })
})
