/**
 * The expectation language as a JSON Schema (draft 2020-12), generated from the zod schemas that validate
 * expectations (`schema.ts` for the turn forms, each rule's `params`), so editors autocomplete `$rule` names and
 * their parameters and underline a wrong one. Written to `dist/expectation.schema.json` at build time and shipped as
 * `expect-tool-calls/expectation.schema.json`. The schema checks the shape; what only compiling can tell (a regular
 * expression that does not compile, a date that is not ISO-8601) is left to the matchers' usage errors.
 */
import { z } from 'zod'
import { RUN_CHECK_KEYS } from '../expect/run-keys.js'
import { fromResultSchema, runCallSchema, runSchema, stepCallsSchema } from '../expect/run-schema.js'
import {
  abstainSchema,
  callSchema,
  callsSchema,
  clarifySchema,
  confirmSchema,
  plansSchema,
} from '../expect/schema.js'
import { rules } from '../rules/index.js'

/** A JSON Schema document or subschema, as plain data. */
export type JsonSchema = { [key: string]: unknown }

const ref = (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` })
const FIELD = ref('field')

/** The rules a JSON file can hold (`satisfies` takes a function: TypeScript only). */
export const jsonRuleNames = Object.keys(rules).filter((name) => name !== 'satisfies')

/**
 * One zod schema as JSON Schema: `z.unknown()` (where the language nests a field expectation) becomes a reference
 * to `field`, `z.json()`'s definition becomes the shared `json`, and `replace` swaps named properties.
 */
function fromZod(schema: z.ZodType, replace: Record<string, JsonSchema> = {}): JsonSchema {
  const generated = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema
  delete generated.$schema
  delete generated.$defs
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (typeof node !== 'object' || node === null) return node
    if (Object.keys(node).length === 0) return FIELD
    const entries = Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/__schema'))
        return [key, '#/$defs/json']
      return [key, walk(value)]
    })
    return Object.fromEntries(entries)
  }
  const walked = walk(generated) as JsonSchema
  const properties = walked.properties as Record<string, JsonSchema>
  for (const [key, value] of Object.entries(replace)) properties[key] = value
  return walked
}

/** The turn forms; at the top level of a file each also allows a `"$schema"` string, for editors. */
function turnForms(topLevel: boolean): JsonSchema[] {
  const call = fromZod(callSchema(), { arguments: ref('arguments') })
  const forms = [
    call,
    fromZod(callsSchema(), { calls: { type: 'array', items: ref('call') } }),
    fromZod(plansSchema(), { plans: { type: 'array', minItems: 1, items: ref('turn') } }),
    fromZod(abstainSchema()),
    fromZod(clarifySchema()),
    fromZod(confirmSchema(), { confirm: { type: 'array', minItems: 1, items: ref('call') } }),
  ]
  return topLevel ? forms.map(withSchemaKey) : forms
}

/** Adds the top-level `"$schema"` string a file may hold to a form. */
function withSchemaKey(form: JsonSchema): JsonSchema {
  return { ...form, properties: { $schema: { type: 'string' }, ...(form.properties as JsonSchema) } }
}

/** A run expectation: steps, calls in a sequence mode, never, counts, the answer, loops, claims; it needs one of them. */
function runForm(): JsonSchema {
  const list = (item: string): JsonSchema => ({ type: 'array', items: ref(item) })
  return {
    ...fromZod(runSchema(), {
      steps: list('step'),
      calls: list('runCall'),
      never: list('runCall'),
      answer: FIELD,
      claims: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            when: { anyOf: [{ type: 'string', minLength: 1 }, FIELD] },
            requires: ref('runCall'),
          },
          required: ['when', 'requires'],
          additionalProperties: false,
        },
      },
      negations: { anyOf: [{ const: false }, ref('rule.pattern')] },
    }),
    anyOf: RUN_CHECK_KEYS.map((key) => ({ required: [key] })),
    dependentRequired: { order: ['calls'] },
  }
}

/** A field expectation whose nested fields are `self`, with `extra` forms allowed beside the rules. */
function fieldOf(self: string, extra: JsonSchema[] = []): JsonSchema {
  return {
    anyOf: [
      ...extra,
      ...jsonRuleNames.map((name) => ref(`rule.${name}`)),
      { type: ['string', 'number', 'boolean', 'null'] },
      { type: 'array', items: ref(self) },
      { type: 'object', not: { required: ['$rule'] }, additionalProperties: ref(self) },
    ],
  }
}

/** Arguments: an object of fields (`field`, or `runField` where `fromResult` may appear), or one rule. */
function argumentsOf(field: string, extra: JsonSchema[] = []): JsonSchema {
  return {
    anyOf: [
      { type: 'object', not: { required: ['$rule'] }, additionalProperties: ref(field) },
      ...extra,
      ...jsonRuleNames.map((name) => ref(`rule.${name}`)),
    ],
  }
}

/**
 * The JSON Schema of an expectation file: one turn expectation (a call alone, `calls`, `plans`, `abstain`…) or one
 * run expectation (`steps`, `calls` with a sequence mode, `never`, `maxCalls`, `answer`…).
 */
export function expectationJsonSchema(): JsonSchema {
  const ruleDefs = Object.fromEntries(
    jsonRuleNames.map((name) => [`rule.${name}`, fromZod(rules[name as keyof typeof rules].params())]),
  )
  const fromResult = ref('rule.fromResult')
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'expect-tool-calls expectation',
    description:
      'A turn expectation of expect-tool-calls: one call ({"name", "arguments"}), {"calls", "order"}, {"plans"}, ' +
      '{"abstain": true}, {"clarify"} or {"confirm"}; or a run expectation: {"steps"}, {"calls", "order"}, ' +
      '{"never"}, {"maxCalls"}, {"maxSteps"}, {"answer"}. Arguments hold plain values (exact) or rules ({"$rule": …}).',
    anyOf: [...turnForms(true), withSchemaKey(runForm())],
    $defs: {
      turn: { anyOf: turnForms(false) },
      call: turnForms(false)[0],
      arguments: argumentsOf('field'),
      field: fieldOf('field'),
      rule: { anyOf: jsonRuleNames.map((name) => ref(`rule.${name}`)) },
      run: runForm(),
      step: {
        anyOf: [
          fromZod(stepCallsSchema(), { calls: { type: 'array', items: ref('runCall') } }),
          ref('runCall'),
        ],
      },
      runCall: fromZod(runCallSchema(), {
        name: { anyOf: [{ type: 'string', minLength: 1 }, ref('rule')] },
        arguments: ref('runArguments'),
        result: FIELD,
      }),
      runArguments: argumentsOf('runField', [fromResult]),
      runField: fieldOf('runField', [fromResult]),
      'rule.fromResult': fromZod(fromResultSchema()),
      json: {
        anyOf: [
          { type: ['string', 'number', 'boolean', 'null'] },
          { type: 'array', items: ref('json') },
          { type: 'object', additionalProperties: ref('json') },
        ],
      },
      ...ruleDefs,
    },
  }
}
