import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'

const send = { name: 'send_message', arguments: { to: 'Asha', body: 'Running late' } }
const confirm = (decision: string) => ({
  decision,
  mode: 'SINGLE',
  calls: [{ tool: 'send_message', args: { body: 'Running late', to: 'Asha' } }],
})

describe('.toConfirm', () => {
  test('passes on CONFIRM with the calls', () => {
    expect(confirm('CONFIRM')).toConfirm([send])
  })

  test.each([
    [
      'CALL instead of CONFIRM',
      confirm('CALL'),
      /expected a confirmation request \(CONFIRM\), received a tool call/,
    ],
    [
      'CONFIRM with other calls',
      {
        ...confirm('CONFIRM'),
        calls: [{ tool: 'send_message', args: { to: 'Ravi', body: 'Running late' } }],
      },
      /arguments\.to: expected "Asha", received "Ravi"/,
    ],
  ])('fails on %s', (_, received, message) => {
    expect(() => expect(received).toConfirm([send])).toThrow(message)
  })
})

describe('.not.toConfirm', () => {
  test('passes on CALL', () => {
    expect(confirm('CALL')).not.toConfirm([send])
  })

  test('fails on CONFIRM with the calls', () => {
    expect(() => expect(confirm('CONFIRM')).not.toConfirm([send])).toThrow(/asked to confirm/)
  })
})
