// The call-level axes (score-calls.ts), through `score`: what earns credit and what loses it.
import { describe, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { type AxisRow, actionIr, call, expectAxis } from './helpers.js'

const a = call('a', { x: 1 })
const b = call('b', { y: 2 })

describe('functionSelection', () => {
  test.each<AxisRow>([
    { title: 'the right name', expected: a, received: [a], value: 1 },
    { title: 'another name', expected: a, received: [call('z', { x: 1 })], value: 0 },
    {
      title: 'names are case-sensitive',
      expected: call('search_flights'),
      received: [call('SearchFlights')],
      value: 0,
    },
    {
      title: '"*" accepts any name',
      expected: call('*', { x: 1 }),
      received: [call('z', { x: 1 })],
      value: 1,
    },
    { title: 'the right name with wrong arguments', expected: a, received: [call('a', { x: 2 })], value: 1 },
    { title: 'one of two calls missing', expected: { calls: [a, b] }, received: [a], value: 0.5 },
    { title: 'an extra call adds a slot', expected: a, received: [a, b], value: 0.5 },
    {
      title: 'an allowed extra call adds none',
      expected: a,
      received: [a, b],
      options: { extraCalls: 'allow' },
      value: 1,
    },
    {
      title: 'serial calls out of order: only the pair in order counts',
      expected: { calls: [a, b] },
      received: [b, a],
      value: 0.5,
    },
    {
      title: 'parallel calls in any order',
      expected: { calls: [a, b], order: 'parallel' },
      received: [b, a],
      value: 1,
    },
    { title: 'unreadable input', expected: a, received: '{"name": "a", "arguments": {', value: 0 },
    { title: 'no call made', expected: a, received: 'Sorry, I cannot do that.', value: 0 },
    {
      title: 'an abstain item has no function to select',
      expected: { abstain: true },
      received: [a],
      value: null,
    },
    {
      title: 'a clarify item has none',
      expected: { clarify: ['date'] },
      received: actionIr.clarify(['date']),
      value: null,
    },
  ])('$title', (row) => expectAxis(row, 'functionSelection'))
})

describe('argumentAccuracy (default: 1 per argument without a mismatch)', () => {
  const two = call('f', { city: 'Paris', days: 3 })
  test.each<AxisRow>([
    { title: 'every argument right', expected: two, received: [two], value: 1 },
    {
      title: 'one of two wrong',
      expected: two,
      received: [call('f', { city: 'Rome', days: 3 })],
      value: 0.5,
    },
    { title: 'one of two missing', expected: two, received: [call('f', { days: 3 })], value: 0.5 },
    {
      title: 'a case difference is wrong under a plain value',
      expected: two,
      received: [call('f', { city: 'paris', days: 3 })],
      value: 0.5,
    },
    {
      title: 'a case difference is right under casefold',
      expected: call('f', { city: field.casefold('Paris'), days: 3 }),
      received: [call('f', { city: 'paris', days: 3 })],
      value: 1,
    },
    { title: '"3" is not 3', expected: two, received: [call('f', { city: 'Paris', days: '3' })], value: 0.5 },
    {
      title: 'a forbidden extra argument adds a slot',
      expected: two,
      received: [call('f', { city: 'Paris', days: 3, note: 'x' })],
      value: 2 / 3,
    },
    {
      title: 'an allowed extra argument adds none',
      expected: two,
      received: [call('f', { city: 'Paris', days: 3, note: 'x' })],
      options: { extraArguments: 'allow' },
      value: 1,
    },
    { title: 'no arguments expected, none received', expected: call('f'), received: [call('f')], value: 1 },
    {
      title: 'no arguments expected, one received',
      expected: call('f'),
      received: [call('f', { x: 1 })],
      value: 0,
    },
    {
      title: 'unchecked arguments are not scored',
      expected: { name: 'f' },
      received: [call('f', { x: 1 })],
      value: null,
    },
    {
      title: 'a rule in place of the arguments, accepted',
      expected: { name: 'f', arguments: field.subset({ city: 'Paris' }) },
      received: [call('f', { city: 'Paris', days: 9 })],
      value: 1,
    },
    {
      title: 'a rule in place of the arguments, refused',
      expected: { name: 'f', arguments: field.subset({ city: 'Paris' }) },
      received: [call('f', { city: 'Rome', days: 9 })],
      value: 0,
    },
    {
      title: 'arguments of a wrong name still earn credit (seed 000)',
      expected: two,
      received: [call('g', { city: 'Paris', days: 3 })],
      value: 1,
    },
    { title: 'a missing call earns 0', expected: { calls: [two, two] }, received: [two], value: 0.5 },
    { title: 'an extra call adds a slot', expected: two, received: [two, two], value: 0.5 },
    { title: 'unreadable input', expected: two, received: '[{"name": "f", "arguments": NaN}]', value: 0 },
    { title: 'an abstain item has no arguments', expected: { abstain: true }, received: 'no', value: null },
  ])('$title', (row) => expectAxis(row, 'argumentAccuracy'))
})

describe('arabicPreservation', () => {
  const riyadh = call('weather', { city: 'الرياض', unit: 'C' })
  test.each<AxisRow>([
    { title: 'returned in Arabic', expected: riyadh, received: [riyadh], value: 1 },
    {
      title: 'transliterated',
      expected: riyadh,
      received: [call('weather', { city: 'Riyadh', unit: 'C' })],
      value: 0,
    },
    {
      title: 'partial Arabic passes',
      expected: riyadh,
      received: [call('weather', { city: 'الرياض 2025', unit: 'C' })],
      value: 1,
    },
    {
      title: 'a different Arabic word keeps the script',
      expected: riyadh,
      received: [call('weather', { city: 'جدة', unit: 'C' })],
      value: 1,
    },
    { title: 'missing', expected: riyadh, received: [call('weather', { unit: 'C' })], value: 0 },
    {
      title: 'one of two Arabic arguments transliterated',
      expected: call('fly', { from: 'الرياض', to: 'جدة' }),
      received: [call('fly', { from: 'الرياض', to: 'Jeddah' })],
      value: 0.5,
    },
    {
      title: 'only calls with Arabic arguments count',
      expected: { calls: [riyadh, call('log', { level: 'info' })] },
      received: [riyadh, call('log', { level: 'info' })],
      value: 1,
    },
    {
      title: 'a missing call scores 0',
      expected: { calls: [riyadh, riyadh] },
      received: [riyadh],
      value: 0.5,
    },
    {
      title: 'an extra call adds a slot',
      expected: riyadh,
      received: [riyadh, call('delete', {})],
      value: 0.5,
    },
    {
      title: 'no Arabic expected: does not apply',
      expected: call('weather', { city: 'Riyadh' }),
      received: [call('weather', { city: 'الرياض' })],
      value: null,
    },
    { title: 'unreadable input', expected: riyadh, received: '{"name":', value: 0 },
  ])('$title', (row) => expectAxis(row, 'arabicPreservation'))
})
