// Compile-only type tests (checked by `tsc` in `npm test`): typed tool handles accept the schema's argument names
// and types, accept rules in place of any value, and reject unknown arguments and wrong types.
import { z } from 'zod'
import { defineTools, field } from '../../src/index.js'

const tools = defineTools({
  refund: {
    schema: z.object({
      order_id: z.string(),
      amount: z.number(),
      unit: z.enum(['EUR', 'USD']).default('EUR'),
      items: z.array(z.object({ sku: z.string(), qty: z.number() })).optional(),
    }),
    compare: { unit: field.enum({ aliases: { euro: 'EUR' } }) },
  },
  get_order: { schema: { type: 'object', properties: { order_id: { type: 'string' } } } },
})

tools.refund.call({ order_id: 'o-1', amount: 20 })
tools.refund.call({ order_id: 'o-1', amount: field.number(20, { tolerance: 0.01 }), unit: 'USD' })
tools.refund.call({ order_id: field.casefold('O-1'), items: [{ sku: 'A', qty: 1 }] })
tools.refund.call({ items: field.unordered([{ sku: 'A', qty: 1 }]) })
tools.refund.call()
tools.get_order.call({ order_id: 'o-1', anything: true })

// @ts-expect-error an unknown argument
tools.refund.call({ order_id: 'o-1', amout: 20 })
// @ts-expect-error a wrong type
tools.refund.call({ order_id: 'o-1', amount: '20' })
// @ts-expect-error a value outside the enum
tools.refund.call({ unit: 'GBP' })
// @ts-expect-error a nested wrong type
tools.refund.call({ items: [{ sku: 1 }] })
// @ts-expect-error an unknown tool
tools.refnd.call({})
// @ts-expect-error a compare rule is value-less
defineTools({ refund: { schema: z.object({}), compare: { unit: field.enum('EUR') } } })

// JSON Schema written `as const` is typed too.
const fromJson = defineTools({
  notify: {
    schema: {
      type: 'object',
      properties: { channel: { type: 'string', enum: ['email', 'sms'] }, urgent: { type: 'boolean' } },
      required: ['channel'],
      additionalProperties: false,
    } as const,
  },
})
fromJson.notify.call({ channel: 'sms', urgent: field.present() })
// @ts-expect-error a value outside the JSON Schema enum
fromJson.notify.call({ channel: 'fax' })
// @ts-expect-error a wrong type for a JSON Schema property
fromJson.notify.call({ urgent: 'yes' })
// @ts-expect-error an undeclared argument when additionalProperties is false
fromJson.notify.call({ channel: 'sms', colour: 'red' })
