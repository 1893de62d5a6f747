// The documents the package ships are written for its users: no words about the documents the library was built
// from (their seed numbers), the tracker it was built with, or the repository's layout as a place to run things.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  files: string[]
}

/** README.md (npm always ships it) and every Markdown file `files` lists. */
const SHIPPED = ['README.md', ...pkg.files.filter((file) => file.endsWith('.md'))]

/** Internal words, each with why a user cannot use it. */
const INTERNAL: [RegExp, string][] = [
  [/\bseeds? ?\d{3}\b/i, 'a source document by its seed number'],
  [/\bseed['’]s\b|\bthe seeds?\b/i, 'the source documents'],
  [/\bthe issue\b|\bissue #\d+/i, 'the tracker'],
  [/\.\.\/shared\b/, 'a folder beside the repository'],
  [/`(?:src\/cli\/)?(?:main|bin)\.ts`/, 'a source file as the way to use the CLI'],
  [/\btest\/bfcl\b/, 'a test folder as a place users run things'],
]

/** The lines of `text` that hold `pattern`, with their numbers. */
function linesWith(text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${index + 1}: ${line.trim().slice(0, 120)}`] : []))
}

describe('the shipped documents speak to users', () => {
  test('the list holds the CLI, profile and BFCL documents', () => {
    expect(SHIPPED).toEqual(
      expect.arrayContaining([
        'README.md',
        'src/cli/CLI.md',
        'src/score/PROFILES.md',
        'src/bfcl/HOW-WE-DIFFER.md',
      ]),
    )
  })

  test.each(SHIPPED.flatMap((file) => INTERNAL.map(([pattern, what]) => [file, what, pattern] as const)))(
    '%s names no %s',
    (file, _, pattern) => {
      const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
      expect(linesWith(text, pattern)).toEqual([])
    },
  )

  test.each([
    ['seed 000', 0],
    ['the seeds left room', 1],
    ['as the issue asks', 2],
    ['issue #18', 2],
    ['`../shared/datasets/bfcl/`', 3],
    ['`main.ts` is the whole CLI', 4],
    ['run `npx vitest run test/bfcl -u`', 5],
  ])('the check finds "%s"', (text, index) => {
    expect(INTERNAL[index]![0].test(text)).toBe(true)
  })
})
