import { describe, expect, test } from 'vitest'
import { checkJsonSchema } from '../../../src/schema/adapters/check-json-schema.js'
import { copyJsonObject } from '../../../src/schema/adapters/copy-json.js'
import { usageError } from './helpers.js'

const check = (schema: object) => checkJsonSchema(copyJsonObject(schema, ['s'], 'a JSON Schema'), ['s'])
const props = (properties: object) => ({ type: 'object', properties })

describe('checkJsonSchema accepts', () => {
  test.each([
    ['an empty object schema', { type: 'object' }],
    ['no type at the root', { properties: { a: { type: 'string' } } }],
    ['type lists', props({ a: { type: ['string', 'null'] } })],
    ['boolean subschemas', props({ a: true, b: false })],
    ['{"not": {}}', props({ a: { not: {} } })],
    [
      'a productive recursion',
      { $defs: { n: props({ next: { $ref: '#/$defs/n' } }) }, ...props({ n: { $ref: '#/$defs/n' } }) },
    ],
    ['a root reference under properties', props({ child: { $ref: '#' } })],
    [
      'a $ref sibling annotation',
      { $defs: { id: { type: 'string' } }, ...props({ a: { $ref: '#/$defs/id', description: 'x' } }) },
    ],
    [
      'an escaped definition name',
      { $defs: { 'a/b': { type: 'string' } }, ...props({ a: { $ref: '#/$defs/a~1b' } }) },
    ],
    ['unknown keywords', props({ a: { type: 'string', 'x-order': 1, examples: ['x'] } })],
  ])('%s', (_, schema) => {
    expect(() => check(schema)).not.toThrow()
  })
})

describe('checkJsonSchema rejects, naming the path', () => {
  test.each([
    ['a root that is not an object schema', { type: 'string' }, ['s', 'type']],
    ['a root type list', { type: ['object', 'null'] }, ['s', 'type']],
    ['an unknown type', props({ a: { type: 'str' } }), ['s', 'properties', 'a', 'type']],
    ['an empty type list', props({ a: { type: [] } }), ['s', 'properties', 'a', 'type']],
    ['a subschema that is a string', props({ a: 'string' }), ['s', 'properties', 'a']],
    ['properties that are not an object', { type: 'object', properties: [] }, ['s', 'properties']],
    ['required as a string', { type: 'object', required: 'a' }, ['s', 'required']],
    ['required with a number', { type: 'object', required: [1] }, ['s', 'required']],
    ['enum that is not a list', props({ a: { enum: 'a' } }), ['s', 'properties', 'a', 'enum']],
    [
      'an invalid pattern',
      props({ a: { type: 'string', pattern: '(' } }),
      ['s', 'properties', 'a', 'pattern'],
    ],
    [
      'an invalid patternProperties key',
      { type: 'object', patternProperties: { '[': {} } },
      ['s', 'patternProperties', '['],
    ],
    [
      'if/then/else',
      props({
        a: Object.fromEntries([
          ['if', {}],
          ['then', {}],
        ]),
      }),
      ['s', 'properties', 'a', 'if'],
    ],
    ['not with content', props({ a: { not: { type: 'string' } } }), ['s', 'properties', 'a', 'not']],
    [
      'unevaluatedProperties',
      { type: 'object', unevaluatedProperties: false },
      ['s', 'unevaluatedProperties'],
    ],
    ['dependentRequired', { type: 'object', dependentRequired: { a: ['b'] } }, ['s', 'dependentRequired']],
    ['an empty anyOf', props({ a: { anyOf: [] } }), ['s', 'properties', 'a', 'anyOf']],
    [
      'an external $ref',
      props({ a: { $ref: 'https://example.com/s.json' } }),
      ['s', 'properties', 'a', '$ref'],
    ],
    [
      'a $ref into properties',
      props({ a: { $ref: '#/properties/b' }, b: {} }),
      ['s', 'properties', 'a', '$ref'],
    ],
    ['a missing definition', props({ a: { $ref: '#/$defs/nope' } }), ['s', 'properties', 'a', '$ref']],
    [
      '$defs under draft-07',
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $defs: { a: {} },
        ...props({ a: { $ref: '#/$defs/a' } }),
      },
      ['s', 'properties', 'a', '$ref'],
    ],
    ['a $ref that is not a string', props({ a: { $ref: 1 } }), ['s', 'properties', 'a', '$ref']],
    [
      'a self reference',
      { $defs: { a: { $ref: '#/$defs/a' } }, ...props({ x: { $ref: '#/$defs/a' } }) },
      ['s', '$defs', 'a', '$ref'],
    ],
    [
      'a cycle through anyOf',
      { $defs: { a: { anyOf: [{ type: 'null' }, { $ref: '#/$defs/a' }] } }, ...props({}) },
      ['s', '$defs', 'a', 'anyOf', 1, '$ref'],
    ],
    ['the root in its own allOf', { type: 'object', allOf: [{ $ref: '#' }] }, ['s', 'allOf', 0, '$ref']],
  ])('%s', (_, schema, path) => {
    usageError(() => check(schema), path)
  })
})
