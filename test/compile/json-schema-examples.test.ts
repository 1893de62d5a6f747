// Every expectation the examples hold validates against the published JSON Schema: the expectation files, the
// expectations inside the example manifests, and every stored snapshot (inline ones in the test sources, and any
// .snap file), so the schema an editor loads never underlines what the library accepts.
import { readdirSync, readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, test } from 'vitest'
import { expectationJsonSchema } from '../../src/compile/json-schema.js'

const examples = new URL('../../examples/', import.meta.url)
const ajv = new Ajv2020({ allErrors: true, strict: false })
const valid = ajv.compile(expectationJsonSchema())
const read = (path: string) => readFileSync(new URL(path, examples), 'utf8')
const files = readdirSync(examples, { recursive: true, encoding: 'utf8' }).filter(
  (path) => !path.includes('node_modules'),
)

/** The text of a template literal as the program sees it (the snapshot matchers read this). */
const templateValue = (raw: string) => raw.replace(/\\([\\`$])/g, '$1')

const expectations: Array<[string, unknown]> = [
  ...files
    .filter((path) => path.startsWith('expectations/') && path.endsWith('.json'))
    .flatMap((path): Array<[string, unknown]> => {
      const data: unknown = JSON.parse(read(path))
      return Array.isArray(data)
        ? data.map((item: { case: string; expect: unknown }) => [`${path}: ${item.case}`, item.expect])
        : [[path, data]]
    }),
  ...files
    .filter((path) => /(^|\/)manifest\.json$/.test(path))
    .flatMap((path) =>
      (JSON.parse(read(path)) as Array<{ id: string; expected: unknown }>).map((row): [string, unknown] => [
        `${path}: ${row.id}`,
        row.expected,
      ]),
    ),
]

const snapshots: Array<[string, unknown]> = [
  ...files
    .filter((path) => path.endsWith('.test.ts'))
    .flatMap((path) =>
      [...read(path).matchAll(/toMatch(?:ToolCall|Run)InlineSnapshot\(\s*`([^`]*)`/g)].map(
        (found, index): [string, unknown] => [
          `${path} inline ${index + 1}`,
          JSON.parse(templateValue(found[1]!)),
        ],
      ),
    ),
  ...files
    .filter((path) => path.endsWith('.snap'))
    .flatMap((path) =>
      [...read(path).matchAll(/^exports\[`([^`]*)`\] = `([^`]*)`;$/gm)].map((found): [string, unknown] => [
        `${path}: ${found[1]}`,
        JSON.parse(templateValue(found[2]!)),
      ]),
    ),
]

describe('the examples validate against expectation.schema.json', () => {
  test('there are expectation files, manifest rows and snapshots to check', () => {
    expect(expectations.length).toBeGreaterThan(5)
    expect(snapshots.length).toBeGreaterThanOrEqual(3)
  })

  test.each([...expectations, ...snapshots])('%s', (_, expectation) => {
    expect(valid(expectation), ajv.errorsText(valid.errors)).toBe(true)
  })

  test('an expectation file names the schema for editors', () => {
    expect(JSON.parse(read('expectations/refund-order-77.json')).$schema).toBe(
      '../../dist/expectation.schema.json',
    )
  })
})
