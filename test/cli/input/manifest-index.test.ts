import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ManifestIndex } from '../../../src/cli/input/manifest-index.js'
import { RowDigester } from '../../../src/cli/input/row-digest.js'
import { ToolsCache } from '../../../src/cli/input/tools-cache.js'
import { tempDir, weather, writeJsonl } from '../helpers.js'

const row = (id: string) => ({ id, expected: weather(id) })

function manifest(rows: readonly unknown[]) {
  const path = join(tempDir(), 'm.jsonl')
  writeJsonl(path, rows)
  return { path, index: new ManifestIndex(path, 'm.jsonl', new ToolsCache()) }
}

describe('ManifestIndex', () => {
  test('reads only as far as an id needs; an id not in the file reads it all', async () => {
    const { index } = manifest(['r0', 'r1', 'r2', 'r3'].map(row))
    expect(index.lines).toEqual([])
    expect(await index.find('r1')).toBe(1)
    expect(index.lines).toEqual([1, 2])
    expect(await index.find('r0')).toBe(0)
    expect(index.lines).toEqual([1, 2])
    expect(await index.find('zz')).toBeUndefined()
    expect(index.lines).toEqual([1, 2, 3, 4])
    await index.close()
  })

  test('the row read last is served as read; any other is read again from the file', async () => {
    const { path, index } = manifest(['r0', 'r1', 'r2'].map(row))
    expect(await index.find('r2')).toBe(2)
    await index.finish()
    writeFileSync(path, '')
    expect(index.read(2)).toEqual({ id: 'r2', expected: weather('r2') })
    expect(() => index.read(0)).toThrow('m.jsonl:1 changed while it was being scored')
    await index.close()
  })

  test('rows read again, in order or not, are the rows as checked', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      ...row(`r${i}`),
      category: `c${i % 7}`,
      metadata: { n: i, text: 'x'.repeat(i * 7) },
    }))
    const { index } = manifest(rows)
    await index.finish()
    const order = [...rows.keys(), ...[...rows.keys()].reverse(), 5, 250, 6, 7, 8]
    for (const at of order) expect(index.read(at)).toEqual(rows[at])
    await index.close()
  })

  test('finish hashes the whole file and digests every row, checked or not', async () => {
    const lines = [JSON.stringify(row('a')), '{bad', '', JSON.stringify(row('a')), JSON.stringify(row('b'))]
    const { path, index } = manifest(lines)
    expect(await index.find('a')).toBe(0)
    await index.finish()
    const digester = new RowDigester()
    for (const line of lines) if (line !== '') digester.add(Buffer.from(line))
    expect(index.digest).toEqual(digester.digest())
    const bytes = readFileSync(path)
    expect(index.file).toEqual({
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
  })

  test('its own violations, in file order: rows, repeated ids, tools', async () => {
    const badTools = { ...row('t'), tools: { bad: { schema: { type: 'nonsense' } } } }
    const { index } = manifest([row('a'), '[1]', row('a'), badTools, { id: 'n' }, row('b')])
    expect(await index.find('b')).toBe(3)
    expect(index.violations.listed.map((violation) => [violation.line, violation.problem.kind])).toEqual([
      [2, 'not_an_object'],
      [3, 'duplicate_id'],
      [4, 'invalid_tools'],
      [5, 'missing_field'],
    ])
    expect(index.valid).toEqual([true, false, false, true])
    await index.close()
  })

  test('closes without reading, or part way through', async () => {
    await manifest([row('a')]).index.close()
    const { index } = manifest(Array.from({ length: 50_000 }, (_, i) => row(`r${i}`)))
    expect(await index.find('r3')).toBe(3)
    await index.close()
    expect(await index.find('r40000')).toBeUndefined()
  })
})
