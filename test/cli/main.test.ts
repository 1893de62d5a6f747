// The command line's surface: help for each command, usage errors, exit codes.
import { describe, expect, test } from 'vitest'
import { EXIT } from '../../src/cli/exit-codes.js'
import { DIFF_HELP, MAIN_HELP, MERGE_HELP, SCORE_HELP } from '../../src/cli/help.js'
import { run, tempDir } from './helpers.js'

describe('main', () => {
  test.each([
    [['--help'], MAIN_HELP],
    [['-h'], MAIN_HELP],
    [['help'], MAIN_HELP],
    [['score', '--help'], SCORE_HELP],
    [['score', '--manifest', 'x', '-h'], SCORE_HELP],
    [['merge', '--help'], MERGE_HELP],
    [['diff', '--help'], DIFF_HELP],
  ])('%j prints its help and exits 0', async (argv, help) => {
    expect(await run(tempDir(), argv)).toEqual({ code: 0, stdout: help, stderr: '' })
  })

  test('no command: the help on stderr, exit 2', async () => {
    expect(await run(tempDir(), [])).toEqual({ code: 2, stdout: '', stderr: MAIN_HELP })
  })

  const pointer = (command: string) => `Run \`expect-tool-calls ${command} --help\` for usage.\n`
  test.each([
    [['scroe'], 'expect-tool-calls: unknown command scroe\nRun `expect-tool-calls --help` for usage.\n'],
    [['score', '--manifset', 'm'], `expect-tool-calls score: unknown flag --manifset\n${pointer('score')}`],
    [['score', '-m', 'm'], `expect-tool-calls score: unknown flag -m\n${pointer('score')}`],
    [['score', '--force=yes'], `expect-tool-calls score: --force takes no value\n${pointer('score')}`],
    [['score', '--out'], `expect-tool-calls score: --out needs a value\n${pointer('score')}`],
    [['score', '--out', '--force'], `expect-tool-calls score: --out needs a value\n${pointer('score')}`],
    [
      ['score', '--out', 'a', '--out', 'b'],
      `expect-tool-calls score: --out is given more than once\n${pointer('score')}`,
    ],
    [['score', 'extra'], `expect-tool-calls score: unexpected argument extra\n${pointer('score')}`],
    [
      ['score', '--out', 'o'],
      `expect-tool-calls score: missing --manifest, --predictions\n${pointer('score')}`,
    ],
    [
      ['score', '--manifest', 'm', '--predictions', 'p', '--out', 'o', '--profile', 'fancy'],
      `expect-tool-calls score: unknown profile fancy (use default, arabic, action-ir, bfcl)\n${pointer('score')}`,
    ],
    [
      ['merge', 'a', '--out', 'o', '--json'],
      `expect-tool-calls merge: unknown flag --json\n${pointer('merge')}`,
    ],
    [['diff', 'a', 'b', '--out', 'o'], `expect-tool-calls diff: unknown flag --out\n${pointer('diff')}`],
    [
      ['diff', 'a', 'b', 'c'],
      `expect-tool-calls diff: give two run directories: OLD NEW\n${pointer('diff')}`,
    ],
  ])('%j is a usage error (exit 2)', async (argv, stderr) => {
    const dir = tempDir()
    expect(await run(dir, argv)).toEqual({ code: 2, stdout: '', stderr })
  })

  test('the documented exit codes', () => {
    expect(EXIT).toEqual({ ok: 0, failed: 1, usage: 2, exists: 3, gate: 4, interrupted: 130 })
    for (const code of Object.values(EXIT)) expect(MAIN_HELP).toMatch(new RegExp(`^ {2}${code} `, 'm'))
  })

  test('--flag=value and -- are understood', async () => {
    const dir = tempDir()
    const result = await run(dir, [
      'score',
      '--manifest=m.jsonl',
      '--predictions=p.jsonl',
      '--out=o',
      '--',
      'x',
    ])
    expect(result.stderr).toContain('unexpected argument x')
  })
})
