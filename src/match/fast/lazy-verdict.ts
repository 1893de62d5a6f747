import type { Verdict } from '../verdict.js'

/** The fields of a passing verdict after `pass`, in the order the full route writes them. */
const FIELDS = ['mismatches', 'pairs', 'credit', 'extraCalls', 'closest', 'turn'] as const
/** The same for a plans expectation, whose verdict names the plan before the turn. */
const FIELDS_WITH_PLAN = ['mismatches', 'pairs', 'credit', 'extraCalls', 'closest', 'plan', 'turn'] as const

type Field = (typeof FIELDS_WITH_PLAN)[number]

/**
 * Where a lazy verdict still to be built keeps how to build it: a non-enumerable symbol key, which `Object.keys`,
 * JSON, spreading and deep equality do not see (a WeakMap would make every collection of short-lived verdicts slower).
 */
const PENDING = Symbol('pending verdict')

interface Pending {
  build: () => Verdict
  fields: readonly Field[]
}

type LazyVerdict = Verdict & { [PENDING]?: Pending | undefined }

function lazyField(field: Field): PropertyDescriptor {
  return {
    enumerable: true,
    configurable: true,
    get(this: Verdict) {
      return materialize(this)[field]
    },
    set(this: Verdict, value: unknown) {
      materialize(this)
      ;(this as unknown as Record<Field, unknown>)[field] = value
    },
  }
}

const descriptors = (fields: readonly Field[]): PropertyDescriptorMap =>
  Object.fromEntries(fields.map((field) => [field, lazyField(field)]))
const LAZY = descriptors(FIELDS)
const LAZY_WITH_PLAN = descriptors(FIELDS_WITH_PLAN)

/**
 * A passing verdict whose explanation is built on first access: `pass` is `true` at once; `mismatches`, `pairs`,
 * `credit`, `extraCalls`, `closest`, `plan` (when `withPlan`) and `turn` are own enumerable properties that, when
 * first read or written, ask `build` for the full verdict and become its plain data properties. So a passing `match`
 * costs what `decide` costs until someone looks at the pairing, and then gives exactly what the full route gives.
 */
export function lazyPassingVerdict(build: () => Verdict, withPlan: boolean): Verdict {
  const verdict = { pass: true } as LazyVerdict
  const pending: Pending = { build, fields: withPlan ? FIELDS_WITH_PLAN : FIELDS }
  Object.defineProperty(verdict, PENDING, { value: pending, configurable: true, writable: true })
  return Object.defineProperties(verdict, withPlan ? LAZY_WITH_PLAN : LAZY)
}

/** Replaces the lazy fields by the full verdict's data (in place, keeping their order); then returns the verdict. */
function materialize(verdict: LazyVerdict): Verdict {
  const pending = verdict[PENDING]
  // A getter kept from before (`Object.getOwnPropertyDescriptor`) and called again: the data is already there.
  if (pending === undefined) return verdict
  verdict[PENDING] = undefined
  const full = pending.build()
  for (const field of pending.fields)
    Object.defineProperty(verdict, field, {
      value: full[field],
      enumerable: true,
      configurable: true,
      writable: true,
    })
  return verdict
}
