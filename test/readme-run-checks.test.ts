// The README's claims and loops samples: every message line it shows under an example's code is one that example
// pins, so the README cannot drift from what the matchers print.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** The `// …` lines of the first ts block after the README's link to an example. */
function shownLines(example: string): string[] {
  const link = readme.indexOf(`(${example})`)
  expect(link, `the README links ${example}`).toBeGreaterThan(-1)
  const block = /```ts\n([\s\S]*?)\n```/.exec(readme.slice(link))
  expect(block, `a code block follows the link to ${example}`).not.toBeNull()
  return block![1]!
    .split('\n')
    .filter((line) => line.startsWith('// '))
    .map((line) => line.slice(3))
}

/** The example's source with a template literal's escaped backslashes read as the text they stand for. */
function pinned(example: string): string {
  return readFileSync(new URL(`../${example}`, import.meta.url), 'utf8').replaceAll('\\\\', '\\')
}

describe('README: claims and loops samples', () => {
  test.each(['examples/claims.test.ts', 'examples/loops.test.ts'])(
    'each message shown is one %s pins',
    (example) => {
      const lines = shownLines(example)
      expect(lines.length).toBeGreaterThan(0)
      const source = pinned(example)
      for (const line of lines) expect(source, line).toContain(line)
    },
  )
})

describe('README: the CLI trials sample', () => {
  test('every line is one test/cli/commands/score-trials.test.ts pins', () => {
    const block = /<!-- cli-trials-sample[^>]*-->\n```\n([\s\S]*?)\n```/.exec(readme)
    expect(block, 'the README has the CLI trials sample').not.toBeNull()
    const source = readFileSync(new URL('cli/commands/score-trials.test.ts', import.meta.url), 'utf8')
    const lines = block![1]!.split('\n')
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) expect(source, line).toContain(`'${line}'`)
  })
})
