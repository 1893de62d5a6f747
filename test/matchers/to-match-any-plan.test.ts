import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { openAi } from './helpers.js'

const getOrder = { name: 'get_order', arguments: { order_id: 'o-1' } }
const refund = (amount: number) => ({ name: 'refund', arguments: { order_id: 'o-1', amount } })
const plans = [[getOrder, refund(20)], refund(20)] as const

describe('.toMatchAnyPlan', () => {
  test.each([
    ['the first plan', openAi(getOrder, refund(20))],
    ['the second plan', openAi(refund(20))],
  ])('passes on %s', (_, received) => {
    expect(received).toMatchAnyPlan(plans)
  })

  test('fails and shows the closest plan', () => {
    expect(() => expect(openAi(getOrder, refund(25))).toMatchAnyPlan(plans)).toThrow(
      /closest is plan #1 of 2/,
    )
  })

  test('a plan may be a turn expectation such as abstain', () => {
    expect(openAi()).toMatchAnyPlan([{ abstain: true }, refund(20)])
  })
})

describe('.not.toMatchAnyPlan', () => {
  test('passes when no plan matches', () => {
    expect(openAi(refund(25))).not.toMatchAnyPlan(plans)
  })

  test('fails naming the plan that matched', () => {
    expect(() => expect(openAi(refund(20))).not.toMatchAnyPlan(plans)).toThrow(/plan #2 matched/)
  })
})
