/** The files a run writes into its output directory. */
export const OUTPUT_FILES = ['samples.jsonl', 'aggregate.json', 'run.json', 'report.html'] as const

/** One of the files a run writes. */
export type OutputFile = (typeof OUTPUT_FILES)[number]
