import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { openAi } from './helpers.js'

const call = (name: string) => ({ name, arguments: { order_id: 'o-1' } })

describe('.toMatchToolCalls', () => {
  test('passes when the calls come in order', () => {
    expect(openAi(call('get_order'), call('refund'))).toMatchToolCalls([call('get_order'), call('refund')])
  })

  test.each([
    ['in another order', openAi(call('refund'), call('get_order')), /not in order/],
    ['with one missing', openAi(call('get_order')), /expected call #2 was not made/],
    [
      'with one appended',
      openAi(call('get_order'), call('refund'), call('delete')),
      /unexpected call delete/,
    ],
  ])('fails %s', (_, received, message) => {
    expect(() => expect(received).toMatchToolCalls([call('get_order'), call('refund')])).toThrow(message)
  })

  test('an argument that is not an array is a usage error', () => {
    expect(() => expect(openAi()).toMatchToolCalls(call('x') as never)).toThrow(
      /^Matcher error: expected must be an array/,
    )
  })
})

describe('.not.toMatchToolCalls', () => {
  test('passes when the order differs', () => {
    expect(openAi(call('refund'), call('get_order'))).not.toMatchToolCalls([
      call('get_order'),
      call('refund'),
    ])
  })

  test('fails when they match', () => {
    expect(() => expect(openAi(call('get_order'))).not.toMatchToolCalls([call('get_order')])).toThrow(
      /matched in order/,
    )
  })
})
