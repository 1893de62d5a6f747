import { defineTools } from '../../../src/compile/define-tools.js'

/** Tools over the names the generated calls use: received calls are validated against them when they are given. */
export const FUZZ_TOOLS = defineTools({
  get_weather: {
    schema: {
      type: 'object',
      properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['c', 'f'], default: 'c' } },
      required: ['city'],
      additionalProperties: false,
    },
  },
  refund: {
    schema: { type: 'object', properties: { amount: { type: 'number' }, items: { type: 'array' } } },
  },
  search_docs: { schema: { type: 'object', properties: { q: { type: 'string' } } } },
  a: { schema: { type: 'object' } },
})
