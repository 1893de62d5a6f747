import { describe } from 'vitest'
import { canonicalForm, jsonParse, utf8 } from './invariants/json.js'
import { quickSlice } from './quick.js'

describe('JSON parsing, UTF-8 and canonical form', () => quickSlice([jsonParse, utf8, canonicalForm]))
