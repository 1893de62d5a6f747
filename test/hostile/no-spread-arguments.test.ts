import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

const SRC = fileURLToPath(new URL('../../src', import.meta.url))

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...sourceFiles(path))
    else if (entry.name.endsWith('.ts')) out.push(path)
  }
  return out
}

/** Whether `node` names a rest parameter of a function around it: forwarding arguments already on the stack. */
function forwardsRest(node: ts.Expression): boolean {
  if (!ts.isIdentifier(node)) return false
  for (let scope: ts.Node | undefined = node.parent; scope !== undefined; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue
    const rest = scope.parameters.find((parameter) => parameter.dotDotDotToken !== undefined)
    if (rest !== undefined && ts.isIdentifier(rest.name) && rest.name.text === node.text) return true
  }
  return false
}

/**
 * Where a file passes a list as separate arguments: `f(...list)`, `new C(...list)`, `f.apply(this, list)`,
 * `Reflect.apply`/`Reflect.construct`. Each puts every element on the stack, and about 125,000 of them overflow it
 * (`RangeError`), so a received array or a mismatch list passed this way crashes whatever reads it. Forwarding a
 * function's own rest parameter (`(...rest) => f(...rest)`) puts back only what its caller put there.
 */
function spreadArguments(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push(`${relative(SRC, file)}:${line + 1}: ${node.getText(source).split('\n')[0]}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const spread = node.arguments?.filter((argument) => ts.isSpreadElement(argument)) ?? []
      if (spread.some((argument) => !forwardsRest(argument.expression))) report(node)
      const callee = node.expression
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text
        const owner = callee.expression.getText(source)
        if (name === 'apply' && owner !== 'Reflect' && node.arguments?.length === 2) report(node)
        if (owner === 'Reflect' && (name === 'apply' || name === 'construct')) report(node)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no list is spread into arguments anywhere in src/', () => {
  test.each([
    ['a.push(...b)', 1],
    ['Math.max(...c, 0)', 1],
    ['String.fromCharCode(...codes)', 1],
    ['new Set(...lists)', 1],
    ['f.apply(null, d)', 1],
    ['Reflect.apply(f, null, d)', 1],
    ['const x = [...a, ...b]; const y = { ...o }; f(a, b)', 0],
    ['const s = `body.append(...rows)`', 0],
    ['function g(a, ...rest) { return f(a, ...rest) }', 0],
    ['function g(...rest) { return (list) => f(...list) }', 1],
  ])('the scan of %j finds %i', (text, count) => {
    expect(spreadArguments(join(SRC, 'probe.ts'), text)).toHaveLength(count)
  })

  test('every file under src/', () => {
    const files = sourceFiles(SRC)
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => spreadArguments(file, readFileSync(file, 'utf8')))).toEqual([])
  })
})
