import { describe, expect, test } from 'vitest'
import { createSample } from '../../src/score/create-sample.js'
import { score } from '../../src/score/score.js'
import { call } from './helpers.js'

describe('createSample: optional keys', () => {
  const scored = score(call('f'), [call('f')])
  test.each<[string, Parameters<typeof createSample>[0], string[]]>([
    ['no metadata, category or read failure', { id: '1', score: scored }, []],
    ['metadata', { id: '1', score: scored, metadata: { mutationKind: 'rename' } }, ['metadata']],
    ['a category', { id: '1', score: scored, category: 'simple' }, ['category']],
    ['a read failure', { id: '1', score: score(call('f'), '{"name":') }, ['readFailure']],
  ])('%s', (_title, input, present) => {
    const sample = createSample(input)
    const optional = ['metadata', 'category', 'readFailure'].filter((key) => Object.hasOwn(sample, key))
    expect(optional).toEqual(present)
  })
})
