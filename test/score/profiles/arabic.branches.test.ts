import { describe, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import { type AxisRow, call, expectAxis } from '../helpers.js'

const arabic = { profile: 'arabic' } as const

describe('arabic argumentAccuracy: arguments checked as a whole (a rule in place of the object)', () => {
  const expected = { name: 'book', arguments: field.subset({ name: 'أحمد' }) }
  test.each<AxisRow>([
    {
      title: 'matched: 1',
      expected,
      received: [call('book', { name: 'أحمد', seat: 3 })],
      value: 1,
      options: arabic,
    },
    {
      title: 'not matched: 0',
      expected,
      received: [call('book', { name: 'احمد' })],
      value: 0,
      options: arabic,
    },
    { title: 'no call: 0', expected, received: [], value: 0, options: arabic },
  ])('$title', (row) => expectAxis(row, 'argumentAccuracy'))
})
