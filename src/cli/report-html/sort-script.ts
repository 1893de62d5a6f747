/**
 * The report's only script, progressive enhancement: sorts a `data-sortable` table by a column when its heading
 * is clicked (numbers by their `data-sort` value). The report reads the same without it.
 */
export const SORT_SCRIPT = `
for (const table of document.querySelectorAll('table[data-sortable]')) {
  const body = table.tBodies[0]
  const heads = [...table.querySelectorAll('thead th')]
  const key = (cell) => {
    const value = cell?.getAttribute('data-sort')
    return value == null ? (cell?.textContent ?? '') : Number(value)
  }
  heads.forEach((head, column) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = head.textContent
    head.replaceChildren(button)
    button.addEventListener('click', () => {
      const ascending = head.getAttribute('aria-sort') !== 'ascending'
      for (const other of heads) other.removeAttribute('aria-sort')
      head.setAttribute('aria-sort', ascending ? 'ascending' : 'descending')
      const rows = [...body.rows].sort((a, b) => {
        const x = key(a.cells[column])
        const y = key(b.cells[column])
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
        return ascending ? order : -order
      })
      body.append(...rows)
    })
  })
}
`
