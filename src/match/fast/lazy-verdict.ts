import type { Verdict } from '../verdict.js'

/** The fields of a passing verdict after `pass`, in the order the full route writes them. */
const FIELDS = ['mismatches', 'pairs', 'credit', 'extraCalls', 'closest', 'turn'] as const
/** The same for a plans expectation, whose verdict names the plan before the turn. */
const FIELDS_WITH_PLAN = ['mismatches', 'pairs', 'credit', 'extraCalls', 'closest', 'plan', 'turn'] as const

type Field = (typeof FIELDS_WITH_PLAN)[number]

/** How each lazy verdict still to be built builds its full form. */
const builders = new WeakMap<object, { build: () => Verdict; fields: readonly Field[] }>()

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
  const verdict = { pass: true } as Verdict
  builders.set(verdict, { build, fields: withPlan ? FIELDS_WITH_PLAN : FIELDS })
  return Object.defineProperties(verdict, withPlan ? LAZY_WITH_PLAN : LAZY)
}

/** Replaces the lazy fields by the full verdict's data (in place, keeping their order); then returns the verdict. */
function materialize(verdict: Verdict): Verdict {
  const pending = builders.get(verdict)
  // A getter kept from before (`Object.getOwnPropertyDescriptor`) and called again: the data is already there.
  if (pending === undefined) return verdict
  builders.delete(verdict)
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
