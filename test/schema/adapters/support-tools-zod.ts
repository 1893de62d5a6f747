import { z } from 'zod'

/** The support-agent tool set in zod (the fixtures under `test/fixtures/tools/` hold it in every other source). */
export const supportToolsZod = {
  get_order: z.strictObject({ order_id: z.string().describe('The order id, e.g. o-1.') }),
  refund: z.strictObject({
    order_id: z.string(),
    amount: z.number().describe('Amount to refund.'),
    unit: z.enum(['EUR', 'USD']).default('EUR'),
  }),
  notify: z.strictObject({
    channel: z.enum(['email', 'sms']),
    message: z.string(),
    urgent: z.boolean().optional(),
  }),
  replace_items: z.strictObject({
    order_id: z.string(),
    items: z.array(z.object({ sku: z.string(), quantity: z.int() })),
    address: z.object({ city: z.string(), postcode: z.string() }).optional(),
  }),
}
