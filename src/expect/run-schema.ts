import { lazySchema, type ZodNamespace } from '../zod.js'
import { extraArgumentsSchema } from './schema.js'
import { unknownOrderMessage } from './unknown-order.js'

/** Every order name a run or step expectation accepts. */
export const RUN_ORDERS = [
  'exact',
  'unordered',
  'in-order',
  'subset',
  'superset',
  'serial',
  'parallel',
] as const

/** `order`, with a usage error that lists the valid names. */
export const runOrderSchema = lazySchema((z) =>
  z.enum(RUN_ORDERS, {
    error: (issue) => unknownOrderMessage(issue.input, RUN_ORDERS),
  }),
)

const count = lazySchema((z) => z.number().int('must be a whole number').min(0, 'must not be negative'))

/** `times: n` or `times: { min, max }` */
export const timesSchema = lazySchema((z) =>
  z.union([
    z.number().int('times must be a whole number').min(0, 'times must not be negative'),
    z
      .strictObject({ min: count().optional(), max: count().optional() })
      .refine((value) => value.min === undefined || value.max === undefined || value.min <= value.max, {
        message: 'times.min must not exceed times.max',
      }),
  ]),
)

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A run call expectation; field expectations inside are validated by their own rules. */
export const runCallSchema = lazySchema((z) =>
  z.strictObject({
    name: z.union(
      [z.string().min(1, 'name must not be empty ("*" accepts any name)'), z.custom<object>(isObject)],
      {
        error: 'name must be a string or a pattern rule',
      },
    ),
    arguments: z
      .custom<object>(isObject, { message: 'arguments must be an object of field expectations (or a rule)' })
      .optional(),
    extraArguments: extraArgumentsSchema().optional(),
    id: z.string({ error: 'id must be a string' }).optional(),
    times: timesSchema().optional(),
    result: z.unknown().optional(),
    status: z
      .enum(['ok', 'error', 'denied', 'approval_requested'], {
        error: "status must be 'ok', 'error', 'denied' or 'approval_requested'",
      })
      .optional(),
  }),
)

/** `{ calls, order? }` as one step. */
export const stepCallsSchema = lazySchema((z) =>
  z.strictObject({
    calls: z.array(z.unknown()),
    order: runOrderSchema().optional(),
  }),
)

const limit = lazySchema((z) => z.number().int('must be a whole number').min(0, 'must not be negative'))

/** A run expectation's top level; its calls and steps are validated one by one. */
export const runSchema = lazySchema((z) =>
  z
    .strictObject({
      steps: z.array(z.unknown()).optional(),
      extraSteps: z.enum(['forbid', 'allow']).optional(),
      calls: z.array(z.unknown()).optional(),
      order: runOrderSchema().optional(),
      maxCalls: limit().optional(),
      maxSteps: limit().optional(),
      never: z.array(z.unknown()).optional(),
      answer: z.unknown().optional(),
      loops: loopsSchema().optional(),
      claims: z.array(claimSchema()).optional(),
      negations: z
        .union([z.literal(false), z.custom<object>(isPatternRule)], {
          error: 'negations must be a pattern rule (field.pattern(...)) or false',
        })
        .optional(),
      acknowledgeErrors: z
        .union([z.literal(true), z.array(z.string().min(1, 'a tool name must not be empty'))], {
          error: 'acknowledgeErrors must be true or a list of tool names',
        })
        .optional(),
    })
    .refine((value) => value.order === undefined || value.calls !== undefined, {
      message: 'order needs calls',
      path: ['order'],
    }),
)

/** `{ "$rule": "fromResult", "call": …, "path": … }` */
export const fromResultSchema = lazySchema((z) =>
  z.strictObject({
    $rule: z.literal('fromResult'),
    call: z.union([
      z.string().min(1, 'call must name a tool'),
      z.strictObject({ step: limit(), call: limit().optional() }),
    ]),
    path: z.string(),
  }),
)

const isPatternRule = (value: unknown) =>
  isObject(value) && (value as { $rule?: unknown }).$rule === 'pattern'

/** `{ when, requires }`: `when` a text rule or a string, `requires` a run call expectation (validated on its own). */
export const claimSchema = lazySchema((z) =>
  z.strictObject({
    when: z.union([z.string().min(1, 'when must not be empty'), z.custom<object>(isObject)], {
      error: 'when must be a string or a text rule',
    }),
    requires: z.custom<object>(isObject, { message: 'requires must be a call expectation' }),
  }),
)

const atLeast = (z: ZodNamespace, min: number) =>
  z.number().int('must be a whole number').min(min, `must be ${min} or more`)

/** `loops: { maxIdentical?, ignoreArguments?, cycles?: { maxPeriod?, minRepeats? } | false }` */
export const loopsSchema = lazySchema((z) =>
  z.strictObject({
    maxIdentical: atLeast(z, 1).optional(),
    ignoreArguments: z.array(z.string().min(1, 'an argument name must not be empty')).optional(),
    cycles: z
      .union([
        z.literal(false),
        z.strictObject({ maxPeriod: atLeast(z, 2).optional(), minRepeats: atLeast(z, 2).optional() }),
      ])
      .optional(),
  }),
)

/** `{ "$rule": "fromCall", "call": …, "path": … }` (a tool name: its latest call's arguments) */
export const fromCallSchema = lazySchema((z) =>
  z.strictObject({
    $rule: z.literal('fromCall'),
    call: z.string().min(1, 'call must name a tool'),
    path: z.string(),
  }),
)
