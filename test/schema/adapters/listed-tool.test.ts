import { describe, expect, test } from 'vitest'
import { listedTool, NO_PARAMETERS, parametersSchema } from '../../../src/schema/adapters/listed-tool.js'
import { args, usageError } from './helpers.js'

const schema = () => parametersSchema(undefined, [])

describe('listedTool', () => {
  test('keeps the name and description exactly, and where the name sits', () => {
    const listed = listedTool({
      format: 'mcp',
      holder: { name: ' Ω ', description: '' },
      holderPath: ['tools', 2],
      schema,
    })
    expect(listed.tool).toMatchObject({ name: ' Ω ', description: '', format: 'mcp' })
    expect(listed.namePath).toEqual(['tools', 2, 'name'])
  })

  test('a null description is no description', () => {
    const { tool } = listedTool({
      format: 'mcp',
      holder: { name: 'a', description: null },
      holderPath: [],
      schema,
    })
    expect(Object.hasOwn(tool, 'description')).toBe(false)
  })

  test.each([
    [{ description: 'd' }, ['t', 'name']],
    [{ name: 7 }, ['t', 'name']],
    [{ name: '' }, ['t', 'name']],
    [{ name: 'a', description: ['d'] }, ['t', 'description']],
  ])('rejects %j', (holder, path) => {
    usageError(() => listedTool({ format: 'anthropic', holder, holderPath: ['t'], schema }), path)
  })
})

describe('parametersSchema', () => {
  test.each([[undefined], [null]])('%s means no parameters', (parameters) => {
    const tool = parametersSchema(parameters, [])
    expect(tool.jsonSchema).toEqual(NO_PARAMETERS)
    expect(tool.validate(args({ a: 1 }))).toEqual([{ reason: 'undeclared', path: ['a'], received: 1 }])
  })
})
