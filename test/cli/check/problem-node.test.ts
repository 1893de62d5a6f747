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

describe('problemNodes in a run expectation', () => {
  const runCall = {
    name: { $rule: 'pattern', value: '(' },
    arguments: { a: 1 },
    result: { b: { $rule: 'x' } },
  }
  const run = { steps: [runCall, { calls: [runCall], order: 'x' }], never: [runCall], answer: { $rule: 'y' } }
  test.each<[string, unknown, (string | number)[], [string, (string | number)[]][]]>([
    ['a key of the run', run, ['order'], [['run', []]]],
    ['a step that is one call', run, ['steps', 0, 'times'], [['runCall', ['steps', 0]]]],
    ['a step with calls', run, ['steps', 1, 'order'], [['step', ['steps', 1]]]],
    ['a call of a step', run, ['steps', 1, 'calls', 0, 'id'], [['runCall', ['steps', 1, 'calls', 0]]]],
    ['a never call', run, ['never', 0, 'status'], [['runCall', ['never', 0]]]],
    ['a name rule', run, ['never', 0, 'name', 'value'], [['rule', ['never', 0, 'name']]]],
    [
      'a plain name is the call',
      { calls: [{ name: '' }] },
      ['calls', 0, 'name'],
      [['runCall', ['calls', 0]]],
    ],
    ['an argument', run, ['steps', 0, 'arguments', 'a'], [['field', ['steps', 0, 'arguments', 'a']]]],
    [
      'a rule in a result',
      run,
      ['steps', 0, 'result', 'b', '$rule'],
      [['rule', ['steps', 0, 'result', 'b']]],
    ],
    ['the answer', run, ['answer', '$rule'], [['rule', ['answer']]]],
    ['an item that is not there', run, ['never', 4, 'name'], [['run', []]]],
    ['a list that is not one', { calls: 3 }, ['calls', 0], [['run', []]]],
    ['a key that is not a list', run, ['maxCalls'], [['run', []]]],
    ['a step item that is not an object', { steps: [5] }, ['steps', 0], [['step', ['steps', 0]]]],
    ['not an object', 5, [], [['run', []]]],
  ])('%s', (_, root, errorPath, expected) => {
    expect(problemNodes(root, errorPath, 'run').map((node) => [node.kind, node.path])).toEqual(expected)
  })
})
