/**
 * The report's only style sheet, inlined: system fonts (nothing from the network), text contrast of at least 4.5:1,
 * charts that shrink with the window, and a print layout that keeps sections whole and colours exact.
 */
export const STYLES = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #595959; --line: #d9dce1; --panel: #f6f7f9; --accent: #1f4e8c; }
* { box-sizing: border-box; }
body { margin: 0; background: #eef0f3; color: var(--ink); line-height: 1.45;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
header.top { background: #1c2b45; color: #fff; padding: 22px 32px 18px; }
header.top h1 { margin: 0 0 4px; font-size: 24px; font-weight: 650; }
header.top .meta { margin: 0; color: #d5dbe6; font-size: 13px; }
header.top .meta code { color: #fff; }
nav.toc { max-width: 1120px; margin: 14px auto 0; padding: 0 16px; font-size: 13px; }
nav.toc a { color: var(--accent); margin-right: 14px; }
main { max-width: 1120px; margin: 0 auto; padding: 12px 16px 32px; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 18px 22px; margin: 14px 0; }
h2 { margin: 0 0 4px; font-size: 18px; }
.lead, .note { color: var(--muted); margin: 0 0 12px; font-size: 13.5px; }
.note { margin: 8px 0 0; }
.no-data { color: var(--muted); font-style: italic; margin: 6px 0; }
.ok { color: #1e6b3c; margin: 6px 0; }
.muted { color: var(--muted); }
code { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(112px, 1fr)); gap: 10px; }
.card { background: var(--panel); border-radius: 8px; padding: 10px 12px; }
.card .big { font-size: 26px; font-weight: 700; font-variant-numeric: tabular-nums; }
.card .big.na { color: var(--muted); font-weight: 500; }
.card-label { font-size: 13px; font-weight: 600; }
.caption { font-size: 12px; color: var(--muted); }
.strip { margin: 16px 0 0; }
.strip svg { width: 100%; height: auto; border-radius: 6px; display: block; }
.strip-text { fill: #fff; font-size: 13px; font-weight: 700; }
.legend, .chips { list-style: none; padding: 0; margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: 13px; }
.swatch { display: inline-block; width: 11px; height: 11px; border-radius: 2px; margin-right: 6px; vertical-align: -1px; }
.chips li { background: var(--panel); border-radius: 12px; padding: 2px 10px; }
svg.chart { display: block; max-width: 100%; height: auto; font-size: 13px; }
svg text { fill: var(--ink); }
svg .label { font-weight: 600; }
svg .label.muted, svg .muted, svg .value.muted, svg .sublabel, svg .tick, svg .series { fill: var(--muted); }
svg .sublabel, svg .tick { font-size: 11.5px; }
svg .series { font-size: 12px; }
svg .value { font-weight: 600; font-variant-numeric: tabular-nums; }
svg .value.muted { font-weight: 400; }
svg .track { fill: #eceef2; }
svg .track.na { fill: #fff; stroke: #9aa0a8; stroke-dasharray: 4 3; }
svg .grid { stroke: #d9dce1; stroke-width: 1; }
svg .rule { stroke: #e3e5e9; }
svg .rule.strong { stroke: #a9aeb6; }
svg .axis-title { fill: var(--muted); font-size: 12px; }
svg .count { font-weight: 700; font-size: 15px; }
svg .share { font-size: 11.5px; }
.matrix-wrap { display: flex; flex-wrap: wrap; gap: 18px 36px; align-items: flex-start; }
dl.stats { margin: 0; display: grid; grid-template-columns: auto auto; gap: 4px 18px; font-size: 14px; }
dl.stats div { display: contents; }
dl.stats dt { color: var(--muted); }
dl.stats dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
details.numbers { margin-top: 10px; font-size: 13px; }
details.numbers summary { cursor: pointer; color: var(--accent); }
table { border-collapse: collapse; width: 100%; font-size: 13.5px; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: baseline; }
thead th { background: var(--panel); font-weight: 600; }
th button { font: inherit; color: inherit; background: none; border: 0; padding: 0; margin: 0; cursor: pointer; text-align: inherit; }
th[aria-sort="ascending"] button::after { content: " ▲"; }
th[aria-sort="descending"] button::after { content: " ▼"; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.table-wrap { overflow-x: auto; }
table.worst td.id { font: 13px ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; min-width: 9ch; overflow-wrap: anywhere; }
table.worst td.difference { min-width: 320px; }
table.worst tr:target { background: #fff6d6; }
code.path { background: #eef3fb; color: #17365f; padding: 1px 5px; border-radius: 4px; }
.badge { display: inline-block; white-space: nowrap; font-size: 12px; padding: 1px 8px; border-radius: 10px; background: #fbe9e7; color: #8a1f14; }
.badge.partial { background: #fff3d6; color: #6b4700; }
.badge.parse_failure, .badge.schema_invalid { background: #fdeee0; color: #7a3a00; }
.badge.missing_prediction, .badge.generation_failure, .badge.truncated { background: #eceef2; color: #33363b; }
details.timeline { margin-top: 6px; font-size: 12.5px; }
details.timeline summary { cursor: pointer; color: var(--accent); }
details.timeline ol { list-style: none; margin: 4px 0 0; padding: 0; }
details.timeline ol > li { border-left: 3px solid var(--line); padding: 2px 6px; margin: 2px 0; }
details.timeline ol > li.mark { border-left-color: #b3261e; background: #fdf1f0; }
details.timeline .step { color: var(--muted); font-size: 11.5px; margin-right: 6px; }
details.timeline ul { list-style: none; margin: 0; padding: 0 0 0 8px; }
details.timeline code { font-size: 12px; overflow-wrap: anywhere; }
.failed { color: #b3261e; font-weight: 700; }
footer { max-width: 1120px; margin: 0 auto; padding: 0 16px 24px; color: var(--muted); font-size: 12px; }
@media print {
  body { background: #fff; font-size: 12px; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  header.top { background: #fff; color: var(--ink); padding: 0 0 8px; border-bottom: 2px solid var(--ink); }
  header.top .meta, header.top .meta code { color: var(--muted); }
  nav.toc, details.numbers, th button::after { display: none; }
  main { max-width: none; padding: 0; }
  section { border: none; padding: 8px 0; break-inside: avoid; }
  table.worst tr { break-inside: avoid; }
}
`
