// The stages of src/ run one way: the diagram in the README's Development section is the rule, read from there.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const SRC = fileURLToPath(new URL('../src/', import.meta.url))
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** A stage: a top-level folder of src/ (`match/`) or a top-level file (`mismatch.ts`). */
function stageOf(file: string): string {
  const [first, ...rest] = relative(SRC, file).split('/')
  return rest.length === 0 ? first! : `${first}/`
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return name.endsWith('.ts') ? [path] : []
  })
}

/** Every import of one stage from another (type imports, re-exports and `import()` included): from → to → example. */
function stageImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(SRC)) {
    for (const found of readFileSync(file, 'utf8').matchAll(
      /(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g,
    )) {
      const target = resolve(dirname(file), found[1]!).replace(/\.js$/, '.ts')
      const [from, to] = [stageOf(file), stageOf(target)]
      if (from === to) continue
      const out = edges.get(from) ?? new Map<string, string>()
      edges.set(from, out)
      if (!out.has(to)) out.set(to, `${relative(SRC, file)} imports ${found[1]}`)
    }
  }
  return edges
}

/**
 * The diagram's layers, top first: each line that starts in the first column opens a layer, an indented line that
 * names stages continues it; the words after the stages describe them.
 */
function layersOf(readme: string): string[][] {
  const block = /<!-- layers -->\n```\n([\s\S]*?)\n```\n<!-- \/layers -->/.exec(readme)
  if (block === null) throw new Error('README.md has no <!-- layers --> diagram')
  const layers: string[][] = []
  for (const line of block[1]!.split('\n')) {
    const stages = line
      .trim()
      .split(/\s+/)
      .filter((word) => /^[a-z][\w-]*(?:\/|\.ts)$/.test(word))
    if (stages.length === 0) continue
    if (/^\S/.test(line) || layers.length === 0) layers.push(stages)
    else layers.at(-1)!.push(...stages)
  }
  return layers
}

const layers = layersOf(README)
const layerOf = new Map(layers.flatMap((stages, index) => stages.map((stage) => [stage, index] as const)))
const edges = stageImports()

describe('the stages of src/ import one way, as the README draws them', () => {
  test('the diagram names every stage of src/, each once', () => {
    const stages = readdirSync(SRC)
      .filter((name) => name.endsWith('.ts') || statSync(join(SRC, name)).isDirectory())
      .map((name) => (name.endsWith('.ts') ? name : `${name}/`))
    expect(layers.flat().sort()).toEqual(stages.sort())
  })

  test('every import goes to a stage drawn above (the first line: to one of its own)', () => {
    const upward: string[] = []
    for (const [from, targets] of edges)
      for (const [to, example] of targets) {
        const [a, b] = [layerOf.get(from)!, layerOf.get(to)!]
        if (b < a || (a === 0 && b === 0)) continue
        upward.push(`${from} → ${to} (${example})`)
      }
    expect(upward).toEqual([])
  })

  test('the first line’s helpers import one another without a circle', () => {
    const visiting = new Set<string>()
    const done = new Set<string>()
    const circles: string[] = []
    const visit = (stage: string, path: string[]): void => {
      if (done.has(stage)) return
      if (visiting.has(stage)) {
        circles.push([...path, stage].join(' → '))
        return
      }
      visiting.add(stage)
      for (const to of edges.get(stage)?.keys() ?? []) if (layerOf.get(to) === 0) visit(to, [...path, stage])
      visiting.delete(stage)
      done.add(stage)
    }
    for (const stage of layers[0]!) visit(stage, [])
    expect(circles).toEqual([])
  })

  test.each([
    ['a new layer', 'a/ b.ts   words\n', [['a/', 'b.ts']]],
    ['a continued layer', 'a/\n  b.ts c/   words\nd/\n', [['a/', 'b.ts', 'c/'], ['d/']]],
    ['description lines only', 'a/  words\n              more words, field.*\n', [['a/']]],
  ])('the diagram is read line by line: %s', (_, text, expected) => {
    expect(layersOf(`<!-- layers -->\n\`\`\`\n${text.trimEnd()}\n\`\`\`\n<!-- /layers -->\n`)).toEqual(
      expected,
    )
  })
})
