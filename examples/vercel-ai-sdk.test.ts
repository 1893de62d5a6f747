// A travel agent on the Vercel AI SDK, tools search_flights(origin, destination, date, passengers) and
// book(flight_id, passengers). The user asked: "Book the cheapest morning flight from Paris to Lisbon on 14 March
// for two of us." `generateText` ran several steps; the recording is `JSON.stringify(result)`.
//
// With `steps`, the calls of every step are read in order (the top-level `toolCalls` would hold only the last
// step's). A serialised AI SDK 5 step keeps its calls as `tool-call` parts of `content`; that is read too.
import { readFileSync } from 'node:fs'
import { field } from 'expect-tool-calls'
import { expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/vercel-ai/${name}`, import.meta.url), 'utf8'))

// step 1: search_flights {origin: "CDG", destination: "LIS", date: "2026-03-14", passengers: 2} → two flights
// step 2: book {flight_id: "TP433-20260314", passengers: 2} (the cheaper one from step 1's result)
// step 3: a text answer with the booking reference
const booked = recorded('book-flight.json')

const search = {
  name: 'search_flights',
  arguments: {
    origin: field.oneOf('CDG', 'ORY'), // either Paris airport is a right answer; "BVA" is not
    destination: 'LIS',
    date: '2026-03-14',
    passengers: 2,
  },
}
// The flight id must be the one the search returned: this is how a dependency between steps shows.
const book = { name: 'book', arguments: { flight_id: 'TP433-20260314', passengers: 2 } }

test('search, then book: serial calls across steps, in this order', () => {
  expect(booked).toMatchToolCalls([search, book])
})

test('the same calls in the other order do not match', () => {
  expect(booked).not.toMatchToolCalls([book, search])
})

test('booking the dearer flight is a different call', () => {
  expect(booked).not.toMatchToolCalls([
    search,
    { ...book, arguments: { ...book.arguments, flight_id: 'AF1024-20260314' } },
  ])
})

test('an agent that books before it searches fails, with a guessed flight id', () => {
  // step 1: book {flight_id: "AF1024", passengers: 2} → error; step 2: search_flights {…}
  const guessed = recorded('book-without-search.json')
  expect(guessed).not.toMatchToolCalls([search, book])
  // It did search, eventually; `toContainToolCall` checks one call and ignores the rest.
  expect(guessed).toContainToolCall(search)
  expect(guessed).not.toContainToolCall(book)
})

test('one call alone is not the whole story: `toMatchToolCall` wants exactly one call', () => {
  expect(booked).not.toMatchToolCall(book)
  // …unless the other calls are allowed explicitly.
  expect(booked).toMatchToolCall(book, { extraCalls: 'allow' })
})
