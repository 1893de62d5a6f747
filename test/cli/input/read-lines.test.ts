import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { FileHasher } from '../../../src/cli/input/file-hasher.js'
import { type Line, readLines } from '../../../src/cli/input/read-lines.js'
import { tempDir } from '../helpers.js'

async function lines(content: string | Buffer, max?: number) {
  const path = join(tempDir(), 'f.jsonl')
  writeFileSync(path, content)
  const out: (Omit<Line, 'bytes'> & { text: string | null })[] = []
  const hasher = new FileHasher()
  for await (const line of readLines(path, hasher, max)) {
    const { bytes, ...rest } = line
    out.push({ ...rest, text: bytes === null ? null : bytes.toString('utf8') })
  }
  return { out, hash: hasher.result() }
}

describe('readLines', () => {
  test.each([
    ['', []],
    ['a', [{ number: 1, offset: 0, length: 1, end: 1, text: 'a' }]],
    [
      'ab\ncd\n',
      [
        { number: 1, offset: 0, length: 2, end: 2, text: 'ab' },
        { number: 2, offset: 3, length: 2, end: 5, text: 'cd' },
      ],
    ],
    [
      'ab\r\n\r\nc',
      [
        { number: 1, offset: 0, length: 2, end: 3, text: 'ab' },
        { number: 2, offset: 4, length: 0, end: 5, text: '' },
        { number: 3, offset: 6, length: 1, end: 7, text: 'c' },
      ],
    ],
    ['\uFEFF{}\n', [{ number: 1, offset: 3, length: 2, end: 5, text: '{}' }]],
    [
      'x\n\uFEFF{}',
      [
        { number: 1, offset: 0, length: 1, end: 1, text: 'x' },
        { number: 2, offset: 2, length: 5, end: 7, text: '\uFEFF{}' },
      ],
    ],
  ])('%j', async (content, expected) => {
    expect((await lines(content)).out).toEqual(expected)
  })

  test('offsets point at the content, across 1 MiB chunks, and the file hash sees every byte', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${i}:${'é'.repeat(i % 700)}`)
    const text = `${rows.join('\n')}\n`
    const { out, hash } = await lines(text)
    expect(out.map((line) => line.text)).toEqual(rows)
    const bytes = Buffer.from(text)
    for (const line of out)
      expect(bytes.subarray(line.offset, line.offset + line.length).toString()).toBe(line.text)
    expect(hash.bytes).toBe(bytes.length)
  })

  test('a line longer than the limit comes without bytes, and the next line is intact', async () => {
    const { out } = await lines(`${'x'.repeat(3_000_000)}\nok\n`, 1_000_000)
    expect(out).toEqual([
      { number: 1, offset: 0, length: 3_000_000, end: 3_000_000, text: null },
      { number: 2, offset: 3_000_001, length: 2, end: 3_000_003, text: 'ok' },
    ])
  })
})
