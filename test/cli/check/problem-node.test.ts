import { describe, expect, test } from 'vitest'
import { problemNodes } from '../../../src/cli/check/problem-node.js'

const rule = { $rule: 'bfclString', value: { $rule: 'nope' } }
const call = {
  name: 'f',
  arguments: { a: rule, b: 1 },
  stale: { name: 'g', arguments: { c: { $rule: 'x' } } },
}

describe('problemNodes: where a usage error belongs, innermost first', () => {
  test.each<[string, unknown, (string | number)[], [string, (string | number)[]][]]>([
    ['a turn key', { calls: [call], order: 'x' }, ['order'], [['turn', []]]],
    ['a call of a list', { calls: [call] }, ['calls', 0, 'name'], [['call', ['calls', 0]]]],
    ['a call that is the turn', call, ['name'], [['call', []]]],
    [
      'a plan, then its call',
      { plans: [{ confirm: [call] }] },
      ['plans', 0, 'confirm', 0],
      [['call', ['plans', 0, 'confirm', 0]]],
    ],
    ['a list item that is not there', { calls: [] }, ['calls', 3, 'name'], [['turn', []]]],
    ['a clarify slot is the turn', { clarify: [5] }, ['clarify', 0], [['turn', []]]],
    [
      'rules on the path, innermost first',
      call,
      ['arguments', 'a', 'value', '$rule'],
      [
        ['rule', ['arguments', 'a', 'value']],
        ['rule', ['arguments', 'a']],
      ],
    ],
    [
      'the name of a rule is the rule',
      { name: 'f', arguments: { a: { $rule: { $rule: 'n' } } } },
      ['arguments', 'a', '$rule'],
      [['rule', ['arguments', 'a']]],
    ],
    ['a plain field', call, ['arguments', 'b'], [['field', ['arguments', 'b']]]],
    [
      'one stale call, read as item 0',
      call,
      ['stale', 0, 'arguments', 'c', '$rule'],
      [['rule', ['stale', 'arguments', 'c']]],
    ],
    [
      'a list of stale calls',
      { name: 'f', stale: [{ name: 'g', arguments: { c: 1 } }] },
      ['stale', 0, 'arguments', 'c'],
      [['field', ['stale', 0, 'arguments', 'c']]],
    ],
    ['not an object', 5, [], [['turn', []]]],
  ])('%s', (_, root, errorPath, expected) => {
    expect(problemNodes(root, errorPath).map((node) => [node.kind, node.path])).toEqual(expected)
  })
})
