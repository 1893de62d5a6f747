import type { Rule, RuleName } from '../expect/types.js'
import { absent } from './absent.js'
import { arabic } from './arabic.js'
import { bfclString } from './bfcl-string.js'
import { casefold } from './casefold.js'
import { commaList } from './comma-list.js'
import { date } from './date.js'
import { duration } from './duration.js'
import { enumRule } from './enum.js'
import { exact } from './exact.js'
import { ignore } from './ignore.js'
import { instant } from './instant.js'
import { json } from './json.js'
import { mentionsRule } from './mentions.js'
import { number } from './number.js'
import { oneOf } from './one-of.js'
import { optional } from './optional.js'
import { pattern } from './pattern.js'
import { present } from './present.js'
import { satisfies } from './satisfies.js'
import { shape } from './shape.js'
import { subset } from './subset.js'
import { trimmed } from './trimmed.js'
import type { RuleDefinition } from './types.js'
import { unordered } from './unordered.js'
import { withDefault } from './with-default.js'

/** Every rule by its `$rule` name: the single registry the compiler looks rules up in. */
export const rules: { readonly [Name in RuleName]: RuleDefinition<Extract<Rule, { $rule: Name }>> } = {
  exact,
  casefold,
  trimmed,
  number,
  oneOf,
  enum: enumRule,
  unordered,
  commaList,
  duration,
  instant,
  date,
  arabic,
  bfclString,
  pattern,
  mentions: mentionsRule,
  json,
  subset,
  ignore,
  present,
  absent,
  optional,
  withDefault,
  shape,
  satisfies,
}
