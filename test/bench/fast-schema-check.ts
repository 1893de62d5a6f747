import { checkedSchema } from '../../src/bfcl/checked-schema.js'
import type { JsonObject, JsonValue } from '../../src/json/types.js'
import { compileIssues, UNSURE } from '../../src/schema/adapters/fast/compile-issues.js'
import type { SchemaIssue } from '../../src/schema/adapters/types.js'
import { loadDataset } from '../bfcl/dataset.js'
import { canonicalArgs, preparedSchema, zodRoute } from '../schema/adapters/fast/zod-route.js'
import type { ResultsTable } from './results-table.js'
import { sink, timeRounds } from './timing.js'

/** One tool schema of BFCL v4 (as the `bfcl` profile's tools hold it), with the distinct arguments sent to it. */
interface SchemaCase {
  schema: JsonObject
  args: JsonObject[]
}

/** Each function doc's schema, with the arguments of every call the model outputs made to it (and a wrong-typed one). */
function schemaCases(): SchemaCase[] {
  const data = loadDataset()
  const bySchema = new Map<string, { schema: JsonObject; args: Map<string, JsonObject> }>()
  for (const item of data.cases) {
    const docs = data.questions.get(item.id)?.function ?? []
    const answers = data.answers.get(item.id)?.ground_truth ?? []
    for (const call of item.actual ?? []) {
      if (typeof call !== 'object' || call === null || Array.isArray(call)) continue
      for (const [name, value] of Object.entries(call)) {
        const doc = docs.find((candidate) => candidate.name === name)
        const args = canonicalArgs(value)
        if (doc === undefined || args === undefined) continue
        const given = answers.flatMap((answer) => (Object.hasOwn(answer, name) ? [answer[name]!] : []))
        const schema = checkedSchema(doc, given)
        const key = JSON.stringify(schema)
        const entry = bySchema.get(key) ?? { schema, args: new Map() }
        bySchema.set(key, entry)
        for (const variant of [args, wrongTyped(args)]) entry.args.set(JSON.stringify(variant), variant)
      }
    }
  }
  return [...bySchema.values()].map(({ schema, args }) => ({
    schema: preparedSchema(schema),
    args: [...args.values()],
  }))
}

/** `args` with its first argument replaced by a value of another JSON type. */
function wrongTyped(args: JsonObject): JsonObject {
  const [first] = Object.keys(args)
  if (first === undefined) return args
  const value: JsonValue = typeof args[first] === 'string' ? 1 : 'x'
  return { ...args, [first]: value }
}

type Check = (args: JsonObject) => SchemaIssue[]

/** The library's route: the fast check where it compiles and decides, zod (converted when first needed) elsewhere. */
function fastRoute(schema: JsonObject): Check {
  const fast = compileIssues(schema)
  let zod: Check | undefined
  return (args) => {
    const issues = fast === undefined ? UNSURE : fast(args)
    if (issues !== UNSURE) return issues
    zod ??= zodRoute(schema)
    return zod(args)
  }
}

function validateAll(cases: readonly SchemaCase[], checks: readonly Check[]): void {
  let issues = 0
  cases.forEach((item, index) => {
    for (const args of item.args) issues += checks[index]!(args).length
  })
  sink.value += issues
}

/**
 * Whether `src/schema/adapters/fast/` earns its place (issue #32): tool arguments checked against their JSON Schema
 * by the library's route (the fast check, zod where it is unsure) against the zod route alone (`z.fromJSONSchema`,
 * what the library would do without it), on BFCL v4's function docs and the arguments the models sent them. Timed
 * twice: each schema compiled and every argument object checked once (a batch's new tool sets), and the checks
 * alone with the schemas compiled (a tool set met again).
 */
export async function benchFastSchemaCheck(table: ResultsTable, rounds: number): Promise<void> {
  const cases = schemaCases()
  const units = cases.reduce((sum, item) => sum + item.args.length, 0)
  const once = await timeRounds(
    [
      {
        name: 'zod route: compile + check',
        units,
        run: () =>
          validateAll(
            cases,
            cases.map((c) => zodRoute(c.schema)),
          ),
      },
      {
        name: 'fast route: compile + check',
        units,
        run: () =>
          validateAll(
            cases,
            cases.map((c) => fastRoute(c.schema)),
          ),
      },
    ],
    rounds,
  )
  const zodChecks = cases.map((item) => zodRoute(item.schema))
  const fastChecks = cases.map((item) => fastRoute(item.schema))
  const again = await timeRounds(
    [
      { name: 'zod route: check', units, run: () => validateAll(cases, zodChecks) },
      { name: 'fast route: check', units, run: () => validateAll(cases, fastChecks) },
    ],
    rounds,
  )
  for (const [label, [zod, fast]] of [
    ['compiled and checked once', once],
    ['checked, schemas compiled', again],
  ] as const) {
    table.add({
      name: `tool arguments against their JSON Schema, ${label} (${cases.length} schemas, ${units} objects)`,
      value: fast!.usPerUnit,
      unit: 'µs/object',
      ratio: fast!.ratio,
      baseline: `the zod route alone (${zod!.usPerUnit.toFixed(1)} µs/object)`,
      target: 'below 1× (else src/schema/adapters/fast/ goes)',
      met: fast!.ratio < 1,
    })
  }
}
