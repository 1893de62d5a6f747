// Graded assertions for the reporter (run by reporter.config.ts, checked by check-records.mjs): three pass, two
// fail (caught, so the run passes), in two categories taken from the titles, with the global and the test's expect.
import { describe, expect, test } from 'vitest'

const call = (city: string) => ({ name: 'get_weather', arguments: { city } })

describe('weather', () => {
  test('[weather] Paris', () => {
    expect(call('Paris')).toMatchToolCall(call('Paris'))
  })

  test('[weather] Rome for Lyon', () => {
    expect(() => expect(call('Rome')).toMatchToolCall(call('Lyon'))).toThrow()
  })

  test('[weather] after a pause', async ({ expect: local }) => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    local(call('Oslo')).toMatchToolCall(call('Oslo'))
  })
})

test('[chat] no call', () => {
  expect('Nothing to look up.').toAbstain()
  expect(() => expect(call('Paris')).toAbstain()).toThrow()
})
