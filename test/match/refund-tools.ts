import { defineTools } from '../../src/compile/define-tools.js'

/** One tool, `refund({ order_id: string, amount: number })`, no other argument: what the match tests validate against. */
export const refundTools = defineTools({
  refund: {
    schema: {
      type: 'object',
      properties: { order_id: { type: 'string' }, amount: { type: 'number' } },
      required: ['order_id', 'amount'],
      additionalProperties: false,
    },
  },
})
