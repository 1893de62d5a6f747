import { describe, expect, test } from 'vitest'
import { score } from '../../../src/score/score.js'

describe('action-ir: received bytes that are not Action IR', () => {
  test.each([
    ['an object', '{"name":"a","arguments":{}}', 'schema_invalid'],
    ['an array', '[{"name":"a","arguments":{}}]', 'not_an_object'],
  ])('the text of %s, as UTF-8 bytes, fails as it would as text', (_, text, kind) => {
    const fromBytes = score({ name: 'a' }, Buffer.from(text), { profile: 'action-ir' })
    const fromText = score({ name: 'a' }, text, { profile: 'action-ir' })
    expect(fromBytes.verdict.failure).toMatchObject({ kind })
    expect(fromBytes.verdict.failure).toEqual(fromText.verdict.failure)
  })
})
