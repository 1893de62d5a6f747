import { describe, expect, test } from 'vitest'
import { checkedSchema } from '../../../../src/bfcl/checked-schema.js'
import type { BfclFunctionDoc } from '../../../../src/bfcl/types.js'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { jsonSchemaFromBfcl } from '../../../../src/schema/adapters/json-schema-from-bfcl.js'
import { type Dataset, HAS_DATASET, loadDataset, SKIPPED } from '../../../bfcl/dataset.js'
import { flipped } from '../json-schema-arbitrary.js'
import { emptyTally, expectParity, preparedSchema, type Tally } from './zod-route.js'

if (!HAS_DATASET) console.warn(SKIPPED)

type Profile = 'bfcl' | 'default'

/** Each call's arguments as the model sent them, and with its first argument of another type. */
function variants(args: JsonObject): JsonValue[] {
  const [first] = Object.keys(args)
  if (first === undefined) return [args]
  return [args, { ...args, [first]: flipped(args[first]!) }]
}

/** The distinct arguments of the calls in `cases.jsonl`, by entry and function name. */
function callsByFunction(data: Dataset): Map<string, Map<string, Map<string, JsonValue>>> {
  const byEntry = new Map<string, Map<string, Map<string, JsonValue>>>()
  for (const item of data.cases) {
    for (const call of item.actual ?? []) {
      if (typeof call !== 'object' || call === null || Array.isArray(call)) continue
      for (const [name, args] of Object.entries(call)) {
        if (typeof args !== 'object' || args === null || Array.isArray(args)) continue
        const byName = byEntry.get(item.id) ?? new Map<string, Map<string, JsonValue>>()
        byEntry.set(item.id, byName)
        const distinct = byName.get(name) ?? new Map<string, JsonValue>()
        byName.set(name, distinct)
        for (const value of variants(args as JsonObject)) distinct.set(JSON.stringify(value), value)
      }
    }
  }
  return byEntry
}

/** The function doc's schema as each profile's tools have it (`checkedSchema` with the entry's answers, or the doc). */
function schemaOf(doc: BfclFunctionDoc, id: string, data: Dataset, profile: Profile): JsonObject {
  if (profile === 'default') return jsonSchemaFromBfcl(doc.parameters, [])
  const answers = (data.answers.get(id)?.ground_truth ?? []).flatMap((call) =>
    Object.hasOwn(call, doc.name) ? [call[doc.name]!] : [],
  )
  return checkedSchema(doc, answers)
}

function parity(data: Dataset, profile: Profile): Tally {
  const bySchema = new Map<string, { schema: JsonObject; values: Map<string, JsonValue> }>()
  for (const [id, byName] of callsByFunction(data)) {
    const docs = data.questions.get(id)?.function ?? []
    for (const [name, values] of byName) {
      const doc = docs.find((candidate) => candidate.name === name)
      if (doc === undefined) continue
      const schema = schemaOf(doc, id, data, profile)
      const key = JSON.stringify(schema)
      const entry = bySchema.get(key) ?? { schema, values: new Map() }
      bySchema.set(key, entry)
      for (const [text, value] of values) entry.values.set(text, value)
    }
  }
  const tally = emptyTally()
  for (const { schema, values } of bySchema.values())
    expectParity(preparedSchema(schema), [...values.values()], tally)
  return tally
}

/**
 * The fast route against the zod route on the real thing: BFCL v4's function docs as both profiles read them, with
 * the distinct arguments of the model outputs in `cases.jsonl` (and each with its first argument of another type).
 */
describe.skipIf(!HAS_DATASET)('the fast route on BFCL v4 (needs ../shared/datasets/bfcl/)', () => {
  const data = HAS_DATASET ? loadDataset() : undefined
  test.each<Profile>(['bfcl', 'default'])('profile %s: exactly the zod route’s issues', (profile) => {
    const tally = parity(data!, profile)
    console.log(`BFCL parity (${profile}): ${JSON.stringify(tally)}`)
    expect(tally.decided).toBeGreaterThan(20_000)
    expect(tally.unsure).toBeLessThan(tally.decided / 100)
  })
})
