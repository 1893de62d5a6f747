// What only the Jest setup entry does, under CommonJS: it is found through the package's `exports`, adds
// `expect.not.toolCall`, and says clearly what is wrong when Jest's global `expect` is missing.
const { join } = require('node:path')

const dist = join(__dirname, '../../dist')
const refund = { name: 'refund', arguments: { amount: 20 } }

test('resolves to the built CommonJS entry through the package exports', () => {
  expect(require.resolve('expect-tool-calls/jest')).toBe(join(dist, 'jest.cjs'))
  expect(require.resolve('expect-tool-calls')).toBe(join(dist, 'index.cjs'))
})

test('adds expect.not.toolCall', () => {
  expect([refund]).toEqual([expect.not.toolCall({ name: 'cancel_order' })])
  expect(() => expect([refund]).toEqual([expect.not.toolCall({ name: 'refund' })])).toThrow(
    /NotToolCall<refund/,
  )
})

test('fails with a clear error when there is no global expect', () => {
  const saved = globalThis.expect
  try {
    globalThis.expect = undefined
    jest.isolateModules(() => {
      saved(() => require('expect-tool-calls/jest')).toThrow(
        /setupFilesAfterEnv: \['expect-tool-calls\/jest'\]/,
      )
    })
  } finally {
    globalThis.expect = saved
  }
})
