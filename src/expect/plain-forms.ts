/**
 * The commonest turn-expectation forms read without zod: `{ name, arguments? }` and `{ calls: [...], order? }` with
 * nothing unusual about them. Each answers what its zod schema (`callSchema`, `callsSchema`) would parse, or
 * `undefined` for anything else, which zod then validates (and explains when it is malformed). A test suite that
 * writes plain expectations never loads zod, and a batch compiles each one faster.
 */
import { isPlainObjectOf } from '../plain-object.js'
import { TURN_ORDERS } from './schema.js'

type TurnOrder = (typeof TURN_ORDERS)[number]

/** One of the orders `{ calls, order }` accepts. */
const isOrder = (value: unknown): value is TurnOrder => (TURN_ORDERS as readonly unknown[]).includes(value)

/** `{ name, arguments? }`: a non-empty name and an object (or a rule) for arguments; parsed as `callSchema` would. */
export function plainCallForm(value: unknown): { name: string; arguments?: object } | undefined {
  if (!isPlainObjectOf(value, ['name', 'arguments'])) return undefined
  const { name } = value
  const args = value.arguments
  if (typeof name !== 'string' || name === '') return undefined
  if (args === undefined) return Object.hasOwn(value, 'arguments') ? undefined : { name }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return undefined
  return { name, arguments: args }
}

/** `{ calls: [...], order? }` with a known order; parsed as `callsSchema` would (the calls are checked one by one). */
export function plainCallsForm(value: unknown): { calls: unknown[]; order?: TurnOrder } | undefined {
  if (!isPlainObjectOf(value, ['calls', 'order'])) return undefined
  const { calls, order } = value
  if (!Array.isArray(calls)) return undefined
  // A copy, as zod's: a hole reads as `undefined` (a malformed call), not as no call.
  if (order === undefined) return Object.hasOwn(value, 'order') ? undefined : { calls: Array.from(calls) }
  return isOrder(order) ? { calls: Array.from(calls), order } : undefined
}
