import { spawnSync } from 'node:child_process'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { foldCase } from '../../src/rules/fold-case.js'

const hex = (text: string) => [...text].map((char) => char.codePointAt(0)!.toString(16)).join(' ')

describe('foldCase', () => {
  test.each<[string, string, string]>([
    ['ASCII', 'Hello, World 42', 'hello, world 42'],
    ['sharp s', 'ß', 'ss'],
    ['capital sharp S', 'ẞ', 'ss'],
    ['a ligature', 'ﬁ', 'fi'],
    ['final sigma', 'ς', 'σ'],
    ['final sigma at the end of a word in upper case', 'ΟΔΟΣ', 'οδοσ'],
    ['dotted capital I', 'İ', 'i\u0307'],
    ['dotless i stays', 'ı', 'ı'],
    ['capital I', 'I', 'i'],
    ['Cherokee small letter to its capital', '\uab70', '\u13a0'],
    ['Cherokee small letter yi to its capital', '\u13f8', '\u13f0'],
    ['Cherokee capital stays', '\u13a0', '\u13a0'],
    ['Greek iota with dialytika and tonos, decomposed', 'ΐ', '\u03b9\u0308\u0301'],
    ['ypogegrammeni', 'ᾳ', 'αι'],
    ['long s', 'ſ', 's'],
    ['Kelvin sign', '\u212a', 'k'],
    ['exceptions between text', 'AıBẞCꭰD', 'aıbssc\u13a0d'],
    ['an astral letter (Deseret)', '\u{10400}', '\u{10428}'],
    ['an empty string', '', ''],
  ])('%s', (_, text, folded) => {
    expect(hex(foldCase(text))).toBe(hex(folded))
  })

  test('idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(foldCase(foldCase(text))).toBe(foldCase(text))
      }),
      { seed: 35, numRuns: 500 },
    )
  })
})

/**
 * Python's `str.casefold()` is Unicode full case folding (CaseFolding.txt, C and F), from Python's own Unicode data:
 * an independent derivation. It prints, for every code point it knows as assigned, the folding where it is not
 * the code point itself, and folds the strings given.
 */
const PYTHON = `
import json, sys, unicodedata
strings = json.load(sys.stdin)
assigned, folds = [], {}
for code in range(0x110000):
    if 0xD800 <= code <= 0xDFFF or unicodedata.category(chr(code)) == 'Cn':
        continue
    assigned.append(code)
    folded = chr(code).casefold()
    if folded != chr(code):
        folds[code] = folded
json.dump({'version': unicodedata.unidata_version, 'assigned': assigned, 'folds': folds,
           'strings': [text.casefold() for text in strings]}, sys.stdout)
`

interface PythonFolds {
  version: string
  assigned: number[]
  folds: Record<string, string>
  strings: string[]
}

function pythonFolds(strings: readonly string[]): PythonFolds | undefined {
  const run = spawnSync('python3', ['-c', PYTHON], {
    input: JSON.stringify(strings),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error !== undefined || run.status !== 0) return undefined
  return JSON.parse(run.stdout) as PythonFolds
}

// Strings with every kind of letter the exceptions and the final sigma touch, next to ordinary ones.
const strings = fc.sample(
  fc.string({
    unit: fc.oneof(
      fc.constantFrom('Σ', 'σ', 'ς', 'ı', 'İ', 'ẞ', 'ß', 'ꭰ', 'Ꭰ', 'ᏸ', ' ', 'a', 'Z', '\u0301', 'ﬁ', 'ᾳ'),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    ),
    maxLength: 12,
  }),
  { seed: 35, numRuns: 3000 },
)
// Lone surrogates are not text Python can receive.
const wellFormed = strings.filter((text) => !/\p{Cs}/u.test(text))
const python = pythonFolds(wellFormed)

describe.skipIf(python === undefined)('foldCase agrees with Python 3 str.casefold()', () => {
  test('on every code point Python knows as assigned', () => {
    const { assigned, folds, version } = python!
    const differ = assigned
      .filter((code) => {
        const char = String.fromCodePoint(code)
        return foldCase(char) !== (folds[code] ?? char)
      })
      .map((code) => code.toString(16))
    expect(differ, `Unicode ${version}`).toEqual([])
    expect(assigned.length).toBeGreaterThan(100_000)
  })

  // Only text of letters Python's Unicode version has: a letter added since (U+A7DC in Unicode 16) folds in Node.
  test('on strings mixing the exceptions, the final sigma and any BMP character', () => {
    const known = new Set(python!.assigned)
    const compared = wellFormed.filter((text) => [...text].every((char) => known.has(char.codePointAt(0)!)))
    const differ = compared.filter((text) => foldCase(text) !== python!.strings[wellFormed.indexOf(text)])
    expect(differ.map(hex)).toEqual([])
    expect(compared.length).toBeGreaterThan(1000)
  })
})

test.runIf(python === undefined)('foldCase against Python: skipped, python3 is not on this machine', () => {
  expect(python).toBeUndefined()
})
