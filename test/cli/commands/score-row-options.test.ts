import { describe, expect, test } from 'vitest'
import { ScoreRowOptions } from '../../../src/cli/commands/score-row-options.js'
import { defineTools } from '../../../src/compile/define-tools.js'

const tools = (name: string) => defineTools({ [name]: { schema: { type: 'object', properties: {} } } })

describe('ScoreRowOptions', () => {
  test('one frozen object while consecutive rows share category and tools, a new one when either changes', () => {
    const [a, b] = [tools('a'), tools('b')]
    const options = new ScoreRowOptions('bfcl')
    const first = options.get('simple', a)
    expect(first).toEqual({ profile: 'bfcl', category: 'simple', tools: a })
    expect(Object.isFrozen(first)).toBe(true)
    expect(options.get('simple', a)).toBe(first)
    const other = options.get('simple', b)
    expect(other).toEqual({ profile: 'bfcl', category: 'simple', tools: b })
    expect(options.get('multiple', b)).toEqual({ profile: 'bfcl', category: 'multiple', tools: b })
    expect(options.get('simple', a)).not.toBe(first)
  })

  test('absent category or tools are absent keys', () => {
    const options = new ScoreRowOptions('default')
    const bare = options.get(undefined, undefined)
    expect(bare).toEqual({ profile: 'default' })
    expect(Object.keys(bare)).toEqual(['profile'])
    expect(options.get(undefined, undefined)).toBe(bare)
    expect(Object.keys(options.get('x', undefined))).toEqual(['profile', 'category'])
  })
})
