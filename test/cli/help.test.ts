// The command line's two descriptions agree: every flag a command's --help lists is in CLI.md's usage block.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { DIFF_HELP, MERGE_HELP, SCORE_HELP } from '../../src/cli/help.js'

const cliMd = readFileSync(new URL('../../src/cli/CLI.md', import.meta.url), 'utf8')
/** The first fenced block of CLI.md: the usage of every command. */
const usage = cliMd.slice(cliMd.indexOf('```\n') + 4, cliMd.indexOf('```', cliMd.indexOf('```\n') + 4))
const flagsOf = (text: string) =>
  [...new Set(text.match(/--[a-z][a-z-]+/g))].filter((flag) => flag !== '--help')

describe('CLI.md and --help', () => {
  test.each([
    ['score', SCORE_HELP],
    ['merge', MERGE_HELP],
    ['diff', DIFF_HELP],
  ])('every flag of %s --help is in CLI.md’s usage', (_, help) => {
    const flags = flagsOf(help)
    expect(flags.length).toBeGreaterThan(0)
    expect(flags.filter((flag) => !usage.includes(`${flag} `) && !usage.includes(`${flag}]`))).toEqual([])
  })

  test('--min-pass-hat-k is documented in both', () => {
    expect(SCORE_HELP).toContain('--min-pass-hat-k K:R')
    expect(usage).toContain('[--min-pass-hat-k K:R]')
    expect(cliMd).toContain('"trial"')
  })
})
