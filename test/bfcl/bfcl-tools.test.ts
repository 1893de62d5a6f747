import { describe, expect, test } from 'vitest'
import { bfclTools } from '../../src/bfcl/bfcl-tools.js'
import { match } from '../../src/index.js'
import { registryOf } from '../../src/schema/registry-of.js'
import { doc } from './helpers.js'

const unit = doc('convert.unit', { unit: { type: 'string', enum: ['cm'], default: 'cm' } })
const received = (value: unknown) => ({ name: 'convert.unit', arguments: { unit: value } })
const same = (name: string) => name

describe('bfclTools', () => {
  test('bfcl: what BFCL checks (no enum); default: the doc as it is (enum enforced)', () => {
    const checked = bfclTools([{ doc: unit, answers: [] }], 'bfcl', same)
    const plain = bfclTools([{ doc: unit, answers: [] }], 'default', same)
    const anyCall = { name: 'convert.unit' }
    expect(match(received('CM'), anyCall, { tools: checked }).pass).toBe(true)
    expect(match(received('CM'), anyCall, { tools: plain }).pass).toBe(false)
    expect(match(received(5), anyCall, { tools: checked }).pass).toBe(false)
  })

  test('bfcl: no declared default fills an omitted parameter in', () => {
    const tools = bfclTools([{ doc: unit, answers: [] }], 'bfcl', same)
    const tool = registryOf(tools)!.tools.get('convert.unit')!
    expect(tool.schema.jsonSchema?.properties).toEqual({ unit: { type: 'string' } })
    expect(tool.description).toBe('convert.unit, for tests')
  })

  test('names rewritten in both profiles', () => {
    const rename = (name: string) => name.replaceAll('.', '_')
    for (const profile of ['bfcl', 'default'] as const)
      expect(Object.keys(bfclTools([{ doc: unit, answers: [] }], profile, rename))).toEqual(['convert_unit'])
  })
})
