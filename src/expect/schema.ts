import { lazySchema } from '../zod.js'
import { unknownOrderMessage } from './unknown-order.js'

// Every schema here is built, and zod loaded, the first time it is asked for (see `lazySchema`).

/** The policies an expectation may set per call. */
export const extraArgumentsSchema = lazySchema((z) => z.enum(['forbid', 'allow']))

/** A stale (pre-migration) call: a name and, optionally, arguments. */
export const staleCallSchema = lazySchema((z) =>
  z.strictObject({
    name: z.string().min(1, 'a stale call needs a non-empty name'),
    arguments: z.record(z.string(), z.unknown()).optional(),
  }),
)

/** A call expectation's JSON form (field expectations inside `arguments` are validated by their own rules). */
export const callSchema = lazySchema((z) =>
  z.strictObject({
    name: z
      .string({ error: 'name must be a string' })
      .min(1, 'name must not be empty ("*" accepts any name)'),
    arguments: z
      .custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
        message: 'arguments must be an object of field expectations (or a rule)',
      })
      .optional(),
    extraArguments: extraArgumentsSchema().optional(),
    stale: z.union([staleCallSchema(), z.array(staleCallSchema()).min(1)]).optional(),
  }),
)

/** The orders `{ calls, order }` accepts. */
export const TURN_ORDERS = ['serial', 'parallel', 'exact', 'unordered', 'in-order', 'superset'] as const
const orderSchema = lazySchema((z) =>
  z.enum(TURN_ORDERS, {
    error: (issue) =>
      issue.input === 'subset'
        ? "order 'subset' needs a run expectation (toMatchRun): a single turn cannot leave expected calls out"
        : unknownOrderMessage(issue.input, TURN_ORDERS),
  }),
)

/** `{ calls: [...], order? }` */
export const callsSchema = lazySchema((z) =>
  z.strictObject({ calls: z.array(z.unknown()), order: orderSchema().optional() }),
)
/** `{ plans: [...] }` */
export const plansSchema = lazySchema((z) =>
  z.strictObject({ plans: z.array(z.unknown()).min(1, 'plans needs at least one plan') }),
)
/** `{ abstain: true }` */
export const abstainSchema = lazySchema((z) => z.strictObject({ abstain: z.literal(true) }))
/** `{ clarify: true | [slots…] }` */
export const clarifySchema = lazySchema((z) =>
  z.strictObject({ clarify: z.union([z.literal(true), z.array(z.string())]) }),
)
/** `{ confirm: [...], order? }` */
export const confirmSchema = lazySchema((z) =>
  z.strictObject({
    confirm: z.array(z.unknown()).min(1, 'confirm needs at least one call'),
    order: orderSchema().optional(),
  }),
)

/** The key that tells each turn-expectation form apart, in the order they are recognised. */
export const turnForms = ['name', 'calls', 'plans', 'abstain', 'clarify', 'confirm'] as const
