import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LineWriter } from '../../../src/cli/output/line-writer.js'
import { inTempDir, tempDir } from '../helpers.js'

function written(dir: string, lines: readonly string[]): Buffer {
  const path = join(dir, 'lines.jsonl')
  const writer = new LineWriter(path)
  for (const line of lines) writer.write(line)
  writer.close()
  return readFileSync(path)
}

const expected = (lines: readonly string[]) => Buffer.from(lines.map((line) => `${line}\n`).join(''))

describe('LineWriter', () => {
  test('writes each line and a newline, in UTF-8, whatever the lines’ sizes', () => {
    const mib = 1 << 20
    const lines = [
      '',
      'é'.repeat(mib / 3),
      'a'.repeat(mib - 1),
      '𝄞'.repeat(mib / 4),
      'x',
      '\ud800 lone',
      'b'.repeat(3 * mib),
      'end',
    ]
    expect(written(tempDir(), lines).equals(expected(lines))).toBe(true)
  })

  test('any lines come out as they went in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary' }),
            fc.nat(400_000).map((n) => 'é'.repeat(n)),
          ),
        ),
        (lines) =>
          inTempDir(async (dir) => {
            expect(written(dir, lines).equals(expected(lines))).toBe(true)
          }),
      ),
      { seed: 20261202, numRuns: 25 },
    )
  })

  test('refuses a file that exists; abandon writes nothing buffered', () => {
    const dir = tempDir()
    const path = join(dir, 'lines.jsonl')
    const writer = new LineWriter(path)
    writer.write('kept back')
    writer.abandon()
    expect(readFileSync(path, 'utf8')).toBe('')
    expect(() => new LineWriter(path)).toThrow(/EEXIST/)
  })
})
