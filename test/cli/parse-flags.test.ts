import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { describeFlagProblem, type FlagProblem, parseFlags } from '../../src/cli/parse-flags.js'
import { parseFlagsReference } from './parse-flags-reference.js'

const spec = { out: 'string', force: 'boolean', help: 'boolean' } as const

describe('parseFlags', () => {
  test.each([
    [[], { strings: {}, booleans: {}, positionals: [] }],
    [
      ['--out', 'o', 'a', '--force', 'b'],
      { strings: { out: 'o' }, booleans: { force: true }, positionals: ['a', 'b'] },
    ],
    [['--out=--odd', '-'], { strings: { out: '--odd' }, booleans: {}, positionals: ['-'] }],
    [['-h', '--', '--force'], { strings: {}, booleans: { help: true }, positionals: ['--force'] }],
    [['--out=a=b'], { strings: { out: 'a=b' }, booleans: {}, positionals: [] }],
  ])('%j', (argv, flags) => {
    expect(parseFlags(argv, spec)).toEqual({ ok: true, flags })
  })

  test.each<[string[], FlagProblem]>([
    [['--outt', 'o'], { kind: 'unknown_flag', flag: '--outt' }],
    [['-o'], { kind: 'unknown_flag', flag: '-o' }],
    [['--__proto__'], { kind: 'unknown_flag', flag: '--__proto__' }],
    [['--out'], { kind: 'missing_value', flag: '--out' }],
    [['--out='], { kind: 'missing_value', flag: '--out' }],
    [['--out', '--force'], { kind: 'missing_value', flag: '--out' }],
    [['--force=1'], { kind: 'unexpected_value', flag: '--force' }],
    [['--force', '--force'], { kind: 'repeated_flag', flag: '--force' }],
  ])('%j is refused', (argv, problem) => {
    const parsed = parseFlags(argv, spec)
    expect(parsed).toEqual({ ok: false, problem })
    expect(describeFlagProblem(problem)).toContain(problem.flag)
  })
})

describe('parseFlags on util.parseArgs', () => {
  const words = [
    '--out',
    '--force',
    '--help',
    '-h',
    '--outt',
    '--out=',
    '--out=x',
    '--force=1',
    'x',
    '-',
    '--',
  ]
  const more = ['-o', '-abc', '--__proto__', 'a=b', '--out=--odd', '-x', '--=', '---out']
  test('gives exactly what the hand-written parser it replaced gave, on any argument list', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words, ...more), { maxLength: 6 }), (argv) => {
        expect(parseFlags(argv, spec)).toEqual(parseFlagsReference(argv, spec))
      }),
      { numRuns: 2000 },
    )
  })
})
