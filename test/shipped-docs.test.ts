// The documents the package ships are written for its users: no words about the documents the library was built
// from (their seed numbers), the tracker it was built with, or the repository's layout as a place to run or edit
// things. The README's sections for contributors (performance, development) may name the repository's files.
import { readdirSync, readFileSync } from 'node:fs'
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
  [/\b(?:DESIGN|STYLE)\.md\b/, 'a document that does not ship'],
]

/** The repository's files by path, outside the README's sections for contributors: users have the built package. */
const REPOSITORY: [RegExp, string][] = [
  [/`(?:\.\/)?(?:src|test|scripts)\/[^`]*`/, 'source, test or script path'],
  [/`(?!examples\/)[\w.-]+\/[\w./-]*\.(?:ts|mts|cts|mjs|cjs|js)`/, 'source file by its path'],
]

/** The README's sections written for the library's contributors, not its users. */
const CONTRIBUTORS = new Set(['## Performance', '## Development'])

/** A shipped document as its users read it: the README without its sections for contributors (blanked, lines kept). */
function userText(file: string): string {
  const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
  if (file !== 'README.md') return text
  let contributors = false
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('## ')) contributors = CONTRIBUTORS.has(line.trim())
      return contributors ? '' : line
    })
    .join('\n')
}

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

  test.each(SHIPPED.flatMap((file) => REPOSITORY.map(([pattern, what]) => [file, what, pattern] as const)))(
    '%s names no %s',
    (file, _, pattern) => {
      expect(linesWith(userText(file), pattern)).toEqual([])
    },
  )

  test('the README has the sections for contributors it leaves out of that check', () => {
    const headings = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('## '))
    expect(headings).toEqual(expect.arrayContaining([...CONTRIBUTORS]))
  })

  test.each([
    ['seed 000', 0],
    ['the seeds left room', 1],
    ['as the issue asks', 2],
    ['issue #18', 2],
    ['`../shared/datasets/bfcl/`', 3],
    ['`main.ts` is the whole CLI', 4],
    ['run `npx vitest run test/bfcl -u`', 5],
    ['as DESIGN.md says', 6],
  ])('the check finds "%s"', (text, index) => {
    expect(INTERNAL[index]![0].test(text)).toBe(true)
  })

  test.each([
    ['checked by `test/readme.test.ts`', 0, true],
    ['write one file in `src/score/profiles/`', 0, true],
    ['add one line to `profiles/index.ts`', 1, true],
    ['`src/cli/main.ts`', 1, true],
    ['a link to [`examples/claims.test.ts`](examples/claims.test.ts)', 1, false],
    ['your `vitest.config.ts`', 1, false],
    ['the shipped [src/cli/CLI.md](src/cli/CLI.md)', 0, false],
  ])('the path check on "%s"', (text, index, found) => {
    expect(REPOSITORY[index]![0].test(text)).toBe(found)
  })
})

/** Every source file under src/ (their doc comments ship in the package's type declarations). */
function sourceFiles(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(new URL(`${entry.name}/`, dir))
      : entry.name.endsWith('.ts')
        ? [new URL(entry.name, dir)]
        : [],
  )
}

describe('the doc comments, which ship in the type declarations, speak to users', () => {
  const files = sourceFiles(new URL('../src/', import.meta.url))

  test('there are source files to read', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  test('no source document by its seed number, no tracker issue', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bseeds? ?\d{3}\b|\bissue #?\d+\b/i.test(line)
            ? [`${file.pathname.split('/src/')[1]}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    )
    expect(found).toEqual([])
  })
})
