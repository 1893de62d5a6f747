// `expect-tool-calls check FILE…`: every problem of expectation files and manifests with file:line and path, exit 2;
// valid files exit 0. Runs `main` in memory.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { run, tempDir } from '../helpers.js'

const refund = { name: 'refund', arguments: { order_id: 'order-77', amount: { $rule: 'number', value: 20 } } }

function files(contents: Record<string, string>): string {
  const dir = tempDir()
  for (const [name, text] of Object.entries(contents)) writeFileSync(join(dir, name), text)
  return dir
}

describe('check', () => {
  test('valid files exit 0 and say so', async () => {
    const dir = files({
      'refund.json': JSON.stringify({ $schema: './expectation.schema.json', ...refund }, null, 2),
      'manifest.jsonl': `${JSON.stringify({ id: 'a', expected: refund })}\n\n${JSON.stringify({ id: 'b', expected: { abstain: true } })}\n`,
      'rows.json': JSON.stringify([{ id: 'a', expected: { calls: [refund] } }]),
    })
    const result = await run(dir, ['check', 'refund.json', 'manifest.jsonl', 'rows.json'])
    expect(result.code).toBe(EXIT.ok)
    expect(result.stdout).toBe('3 files checked: no problems\n')
  })

  test('every problem of every file, with file:line and path, exits 2', async () => {
    const wrong = {
      name: 'refund',
      arguments: {
        order_id: { $rule: 'caseFold', value: 'x' },
        amount: { $rule: 'number', value: 1, tolerance: -1 },
      },
    }
    const dir = files({
      'wrong.json': JSON.stringify(wrong, null, 2),
      'manifest.jsonl': [
        JSON.stringify({ id: 'a', expected: refund }),
        JSON.stringify({ id: 'b', expected: { plans: [] } }),
        '{"id": "c", "expected": ',
        JSON.stringify({ expected: { abstain: true } }),
        // A row with a wrong id still has its expectation checked, every problem of it.
        JSON.stringify({
          id: 5,
          expected: { name: 'f', extraArguments: 'x', arguments: { a: { $rule: 'nope' } } },
        }),
      ].join('\n'),
      'rows.json': JSON.stringify(
        [
          { id: 'a', expected: refund },
          { id: 'b', expected: { name: '' } },
        ],
        null,
        2,
      ),
    })
    const result = await run(dir, ['check', 'wrong.json', 'manifest.jsonl', 'rows.json', 'missing.json'])
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^wrong\.json:5: arguments\.order_id\.\$rule: invalid expectation: unknown rule "caseFold"/,
      ),
      'wrong.json:11: arguments.amount.tolerance: invalid expectation: number: tolerance must be ≥ 0',
      'manifest.jsonl:2: expected.plans: invalid expectation: plans needs at least one plan',
      expect.stringMatching(/^manifest\.jsonl:3: not valid JSON/),
      expect.stringMatching(/^manifest\.jsonl:4: .*id/),
      expect.stringMatching(/^manifest\.jsonl:5: id: /),
      'manifest.jsonl:5: expected.extraArguments: invalid expectation: Invalid option: expected one of "forbid"|"allow"',
      expect.stringMatching(
        /^manifest\.jsonl:5: expected\.arguments\.a\.\$rule: invalid expectation: unknown rule "nope"/,
      ),
      expect.stringMatching(
        /^rows\.json:18: \[1\]\.expected\.name: invalid expectation: name must not be empty/,
      ),
      'missing.json: cannot read the file: no such file',
      '',
    ])
  })

  test('a run expectation in a file or a manifest row: every problem, with file:line and path', async () => {
    const wrongRun = {
      $schema: './expectation.schema.json',
      steps: [{ name: 'lookup', times: -1 }],
      never: [{ name: { $rule: 'pattern', value: '(' } }],
      maxCalls: 'three',
    }
    const dir = files({
      'run.json': JSON.stringify(wrongRun, null, 2),
      'runs.jsonl': JSON.stringify({
        id: 'r',
        expected: { calls: [{ name: 'a', status: 'failed' }], order: 'strict' },
      }),
      'ok.json': JSON.stringify({ steps: [{ name: 'lookup' }], never: [{ name: 'delete_account' }] }),
    })
    const result = await run(dir, ['check', 'run.json', 'runs.jsonl', 'ok.json'])
    expect(result.code).toBe(EXIT.usage)
    // Sorted by line within a file.
    expect(result.stderr.split('\n')).toEqual([
      'run.json:6: steps[0].times: invalid expectation: times must not be negative',
      expect.stringMatching(
        /^run\.json:13: never\[0\]\.name\.value: invalid expectation: invalid regular expression/,
      ),
      'run.json:17: maxCalls: invalid expectation: Invalid input: expected number, received string',
      expect.stringMatching(/^runs\.jsonl:1: expected\.order: invalid expectation: unknown order "strict"/),
      "runs.jsonl:1: expected.calls[0].status: invalid expectation: status must be 'ok', 'error', 'denied' or 'approval_requested'",
      '',
    ])
  })

  test('no file, or a flag, is bad usage', async () => {
    const dir = tempDir()
    expect((await run(dir, ['check'])).code).toBe(EXIT.usage)
    const flagged = await run(dir, ['check', '--fix', 'a.json'])
    expect(flagged.code).toBe(EXIT.usage)
    expect(flagged.stderr).toMatch(/^expect-tool-calls check: unknown flag --fix\n/)
    expect((await run(dir, ['check', '--help'])).stdout).toMatch(/^Usage: expect-tool-calls check FILE…/)
  })
})
