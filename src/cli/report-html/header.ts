import type { FinalAggregate } from '../../score/final-types.js'
import { escapeHtml } from './escape-html.js'
import { sortedKeys } from './sorted-keys.js'

/** Where the numbers came from: the input files and their hashes, as the CLI knows them. */
export interface GeneratedFrom {
  manifest?: string
  predictions?: string
  /** File name or role → hash (`sha256:…`). */
  hashes?: Readonly<Record<string, string>>
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`

/** The page header: the title, then profile, scorer version, input files with their hashes and the date if given. */
export function renderHeader(
  title: string,
  aggregate: FinalAggregate,
  generatedFrom: GeneratedFrom | undefined,
  generatedAt: string | undefined,
): string {
  const facts = [
    `profile ${code(aggregate.profile ?? 'none')}`,
    `scorer ${code(aggregate.version ?? 'none')}`,
  ]
  if (generatedFrom?.manifest !== undefined) facts.push(`manifest ${code(generatedFrom.manifest)}`)
  if (generatedFrom?.predictions !== undefined) facts.push(`predictions ${code(generatedFrom.predictions)}`)
  const hashes = generatedFrom?.hashes ?? {}
  for (const name of sortedKeys(hashes)) facts.push(`${escapeHtml(name)} ${code(hashes[name] ?? '')}`)
  if (generatedAt !== undefined) facts.push(`generated ${escapeHtml(generatedAt)}`)
  return `<header class="top"><h1>${escapeHtml(title)}</h1><p class="meta">${facts.join(' · ')}</p></header>`
}
