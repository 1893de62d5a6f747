/** `expect-tool-calls --help`. */
export const MAIN_HELP = `Usage: expect-tool-calls <command> [flags]

Commands:
  score   score predictions against a manifest of expectations, or BFCL results against BFCL data
  merge   combine the run directories of shards into one
  diff    compare two runs: per axis, category and tool, and the samples whose pass flipped
  check   validate expectation files and manifests: every problem with file:line and path

Run \`expect-tool-calls <command> --help\` for a command's flags.

Exit codes:
  0    done (whatever share of the samples failed, unless a gate was asked for)
  1    failed while running (I/O error or a bug); nothing was written
  2    bad usage or bad input (each problem listed with file:line); nothing was written
  3    the output directory exists (pass --force to replace a previous run)
  4    a CI gate of score failed (--min-pass-rate, --min-score, --min-pass-hat-k, --baseline); the run is
       written
  130  interrupted; nothing was written
`

/** `expect-tool-calls score --help`. */
export const SCORE_HELP = `Usage: expect-tool-calls score --manifest M.jsonl --predictions P.jsonl --out DIR [flags]
       expect-tool-calls score --bfcl DIR --predictions P [--out OUT] [flags]

Scores every prediction against its manifest row (joined by id) and writes DIR/samples.jsonl,
DIR/aggregate.json, DIR/run.json and DIR/report.html. The predictions are streamed: memory stays flat
whatever their size.

Manifest rows:     {"id", "expected", "category"?, "metadata"?, "tools"?}  (other fields are ignored)
  expected   an expectation in the JSON expectation language: a turn's (a call, {"calls": [...]},
             {"abstain": true}…) or a whole run's ({"steps": [...]}, {"calls": [...], "order": "in-order"},
             "never", "answer"…)
  tools      this row's tools: a provider tool list or {"name": {"schema": <JSON Schema>}}; replaces --tools
Prediction rows:   {"id", "prediction_raw" | "prediction", "truncated"?, "generation_failure"?,
                    "prompt_tokens"?, "generated_tokens"?, "trial"?}  (any other field is an error)
  prediction_raw   the model's text;  prediction   any shape the reader reads (an SDK response, calls, or a
                   whole run: a conversation, an SDK result with steps)
  trial            repeated trials: which trial of the id the row is (a whole number ≥ 0). Give it on every
                   row or on none; an id then has one row per trial, and the run gets a trials section
                   (pass^k and pass@k, the pass rate with its Wilson interval, the flaky items; see CLI.md)

Every id (every id and trial, with "trial") must be unique on each side, every manifest id needs a prediction,
and every prediction id must be in the manifest. All violations are listed with file:line, and then nothing is
written.

BFCL mode (--bfcl): DIR is a BFCL data folder (BFCL_v4_<category>.json questions, possible_answer/ answers;
BFCL_v3_ names too). P is a BFCL result file, or a folder of them (every *.json / *.jsonl, in sorted order):
rows {"id", "result", …} (other fields BFCL writes are ignored). "result" is decoded calls
[{"func": {"param": value}}], a function-calling model's [{"func": "<arguments as JSON>"}], or text: Python
calls [f(a=1), g(b='x')], JSON, or prose (no call). Each entry is built with fromBfcl and scored by the engine.
Prints per-category accuracy and BFCL's summary groups (see CLI.md); with --out, writes the run like --manifest.
A category is run when a prediction names one of its entries; then each of its entries needs a prediction.
Categories without predictions are "not run"; other categories' files (multi_turn…) are ignored.

Flags:
  --manifest FILE      the expectations (JSONL)
  --bfcl DIR           a BFCL data folder instead of a manifest
  --predictions FILE   the model outputs (JSONL); with --bfcl, a result file or a folder of them
  --out DIR            the run directory to create (written whole at the end, or not at all); optional with --bfcl
  --profile NAME       default | arabic | action-ir | bfcl (default: default); with --bfcl: bfcl | default
                       (default: bfcl)
  --tools FILE         tools for every row (JSON): a provider tool list or {"name": {"schema": …}}
  --weights FILE       category weights of the overall score (JSON {"category": weight})
  --underscore-names   (--bfcl) the model was asked for names with "_" for "." (math_hypot for math.hypot)
  --allow-missing      score a manifest row (or BFCL entry) without a prediction as missing_prediction
                       instead of failing
  --json               (--bfcl) print the accuracy report as JSON instead of a table
  --force              replace DIR when it holds a previous run
  --quiet              no progress bar and no summary (with --bfcl the report is still printed)
  -h, --help           this help

For CI (--manifest; a failing gate exits 4 after writing the run):
  --min-pass-rate R    the share of samples that pass must be at least R (0 to 1)
  --min-score S        the overall score (the number score prints) must be at least S (0 to 1)
  --min-pass-hat-k K:R
                       a run of trials: the suite's pass^K (the mean of each item's pass^K) must be at least
                       R (0 to 1); every item needs K trials, else the gate fails naming the items with fewer
  --baseline RUN_DIR   compare each category's pass rate with this earlier run; a drop fails the gate
  --max-regression D   the largest drop allowed per category (0 to 1; default 0); the samples that passed in
                       the baseline and fail now are listed
  --junit FILE         also write JUnit XML (one test case per sample, its first difference as the failure)

samples.jsonl lists the samples in prediction order, then (with --allow-missing) the missing ones in
manifest order.
`

/** `expect-tool-calls merge --help`. */
export const MERGE_HELP = `Usage: expect-tool-calls merge DIR... --out DIR [--force] [--quiet]

Combines the run directories of shards (scored with the same profile, scorer version, tools and weights):
the raw aggregates are added, so DIR/aggregate.json is byte-identical to one run over all the rows, and the
samples are concatenated in the order the directories are given. A sample id in two shards is an error (for
runs of trials, an id and trial: an item's trials may be split across shards, and its counts add up).

Flags:
  --out DIR      the run directory to create
  --force        replace DIR when it holds a previous run
  --quiet        no summary
  -h, --help     this help
`

/** `expect-tool-calls diff --help`. */
export const DIFF_HELP = `Usage: expect-tool-calls diff OLD NEW [--json] [--limit N]

Compares two run directories: for each axis, category, tool and failure kind, the old number beside the new
and the change; then the samples whose pass flipped (by id). When the profile or the scorer version differs,
both numbers are still shown, with a note (rules changed: keep the old number beside the new).

Flags:
  --json         machine-readable output (every flipped id)
  --limit N      how many flipped ids to print per list (default 20)
  -h, --help     this help
`

/** `expect-tool-calls check --help`. */
export const CHECK_HELP = `Usage: expect-tool-calls check FILE…

Validates expectation files and manifests as score and the matchers read them, and lists every problem with
file:line and its path (every problem of each expectation, up to 100). Writes nothing. For pre-commit hooks.

  FILE.json    one expectation ({"name", "arguments"}, {"calls"}, {"plans"}…), or an array of manifest rows
  FILE.jsonl   a manifest: one row {"id", "expected", …} per line

Exit codes: 0 every file is valid; 2 a problem was found (or bad usage).
`
