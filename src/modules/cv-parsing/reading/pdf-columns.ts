import { groupRows, rowToLine, type LaidOutLine, type Row, type TextFragment } from './pdf-lines.ts'

/**
 * Reading order for a page that may be set in columns (a CV template's sidebar of contacts and
 * skills beside its main column of experience): find a gutter, an upright band no text crosses
 * over a run of rows, with text on both sides; give the rows above it (a full-width header: the
 * name and contact line), then the left column whole, then the right one, then the rows below;
 * and look for columns again within each. Lines that share a baseline across the gutter would
 * otherwise be glued into one.
 *
 * What must not be split is a page in one column whose lines leave a band empty: right-aligned
 * dates beside job titles, a table of labels and values, bullets hung in a margin. Their rows are
 * level across the band, which two columns' lines are only by chance; see isTableLike.
 */
export function layOutPage(fragments: readonly TextFragment[]): LaidOutLine[] {
  return layOutRegion(fragments, 0)
}

// A CV nests at most a header above columns, and perhaps a table inside a column.
const MAX_DEPTH = 4
const MIN_ROWS = 4
// A gutter is at least this wide, in points and in shares of the font size: wider than any gap
// between words, narrower than the space between a sidebar and the main column.
const MIN_GUTTER_PT = 6
const MIN_GUTTER_EM = 0.8
// The occupancy grid is rows x bins; past this, a page is not a CV's and is read row by row.
const MAX_GRID_CELLS = 4_000_000
const BIN_COUNT = 800

interface Split {
  above: TextFragment[]
  left: TextFragment[]
  right: TextFragment[]
  below: TextFragment[]
}

function layOutRegion(fragments: readonly TextFragment[], depth: number): LaidOutLine[] {
  const rows = groupRows(fragments)
  const split = depth < MAX_DEPTH ? findColumns(rows) : null
  if (!split) return rows.map(rowToLine).filter((line) => line !== null)
  return [split.above, split.left, split.right, split.below].flatMap((part) => (part.length > 0 ? layOutRegion(part, depth + 1) : []))
}

/** A fragment's ink, without the spaces pdf.js leaves at its ends (which would bridge a gutter). */
function inkExtent(fragment: TextFragment): [number, number] {
  const { text, x, width } = fragment
  const length = Math.max(1, text.length)
  const leading = text.length - text.trimStart().length
  const trailing = text.length - text.trimEnd().length
  return [x + (width * leading) / length, x + width - (width * trailing) / length]
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Rows [first, last] with no ink in the band [from, to) of bins. */
interface Candidate {
  first: number
  last: number
  from: number
  to: number
}

class OccupancyGrid {
  readonly bins: number
  readonly binWidth: number
  readonly left: number
  // prefix[bin * (rows + 1) + row]: how many of rows [0, row) have ink in the bin.
  private readonly prefix: Int32Array
  private readonly stride: number

  constructor(rows: readonly Row[], left: number, right: number) {
    this.left = left
    this.bins = BIN_COUNT
    this.binWidth = Math.max((right - left) / BIN_COUNT, 1e-6)
    this.stride = rows.length + 1
    this.prefix = new Int32Array(this.bins * this.stride)
    const inked = new Uint8Array(this.bins)
    rows.forEach((row, r) => {
      inked.fill(0)
      for (const fragment of row.fragments) {
        const [x0, x1] = inkExtent(fragment)
        const from = Math.max(0, Math.floor((x0 - left) / this.binWidth))
        const to = Math.min(this.bins - 1, Math.ceil((x1 - left) / this.binWidth) - 1)
        for (let bin = from; bin <= to; bin++) inked[bin] = 1
      }
      for (let bin = 0; bin < this.bins; bin++) this.prefix[bin * this.stride + r + 1] = this.prefix[bin * this.stride + r]! + inked[bin]!
    })
  }

  isFree(bin: number, first: number, last: number): boolean {
    return this.prefix[bin * this.stride + last + 1] === this.prefix[bin * this.stride + first]
  }

  x(bin: number): number {
    return this.left + bin * this.binWidth
  }
}

/** For each bin, the run of rows free there that carries the most letters; each distinct run once. */
function freeRuns(grid: OccupancyGrid, rows: readonly Row[]): { first: number; last: number }[] {
  const runs = new Map<string, { first: number; last: number }>()
  for (let bin = 1; bin < grid.bins - 1; bin++) {
    let best: { first: number; last: number; letters: number } | undefined
    let first = -1
    let letters = 0
    for (let r = 0; r <= rows.length; r++) {
      const free = r < rows.length && grid.isFree(bin, r, r)
      if (free) {
        if (first < 0) first = r
        letters += rows[r]!.letters
        continue
      }
      if (first >= 0 && (!best || letters > best.letters)) best = { first, last: r - 1, letters }
      first = -1
      letters = 0
    }
    if (best && best.last - best.first + 1 >= MIN_ROWS) runs.set(`${best.first}:${best.last}`, { first: best.first, last: best.last })
  }
  return [...runs.values()]
}

/** The bands of bins free over rows [first, last], each a candidate gutter. */
function bandsOver(grid: OccupancyGrid, first: number, last: number): Candidate[] {
  const bands: Candidate[] = []
  let from = -1
  for (let bin = 0; bin <= grid.bins; bin++) {
    const free = bin < grid.bins && grid.isFree(bin, first, last)
    if (free && from < 0) from = bin
    if (!free && from >= 0) {
      bands.push({ first, last, from, to: bin })
      from = -1
    }
  }
  return bands
}

interface Sides {
  left: TextFragment[]
  right: TextFragment[]
  letters: number
}

function splitAt(rows: readonly Row[], candidate: Candidate, gutter: number): Sides {
  const sides: Sides = { left: [], right: [], letters: 0 }
  for (let r = candidate.first; r <= candidate.last; r++) {
    sides.letters += rows[r]!.letters
    for (const fragment of rows[r]!.fragments) (inkExtent(fragment)[1] <= gutter ? sides.left : sides.right).push(fragment)
  }
  return sides
}

interface SideShape {
  rows: number
  /** Share of the side's rows level with one of the other side's. */
  paired: number
  /** Share of the side's rows with one of its own rows next to it, no unpaired row of the other side between. */
  adjacent: number
  /** Letters in the side's median row: labels and dates are short, a column's prose is not. */
  medianLetters: number
  /** How far apart the side's right edges are, in points: nothing for text set flush right. */
  rightEdgeSpread: number
}

// Rows either side of a band are level, as a table's cells are, within this share of the font
// size; lines of two columns set independently meet so only by chance.
const LEVEL = 0.25

function smallestSize(row: Row): number {
  return Math.min(...row.fragments.map((fragment) => fragment.size))
}

/** Index of the first of the ascending `values` that is at least `value`. */
function lowerBound(values: readonly number[], value: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (values[middle]! < value) low = middle + 1
    else high = middle
  }
  return low
}

function isLevelWithAny(row: Row, others: readonly Row[], baselines: readonly number[]): boolean {
  const at = lowerBound(baselines, row.baseline)
  return [at - 1, at].some((i) => {
    const other = others[i]
    return other !== undefined && Math.abs(other.baseline - row.baseline) <= LEVEL * Math.min(smallestSize(row), smallestSize(other))
  })
}

function sideShape(own: readonly Row[], other: readonly Row[]): SideShape {
  const ownBaselines = own.map((row) => row.baseline)
  const otherBaselines = other.map((row) => row.baseline)
  const paired = own.map((row) => isLevelWithAny(row, other, otherBaselines))
  const loneOthers = other.filter((row) => !isLevelWithAny(row, own, ownBaselines)).map((row) => row.baseline)
  // Two rows of this side follow one another when no row of the other side alone lies between them.
  const follows = own.slice(1).map((row, i) => lowerBound(loneOthers, row.baseline) === lowerBound(loneOthers, own[i]!.baseline + 1e-6))
  const adjacent = own.filter((_row, i) => follows[i - 1] === true || follows[i] === true).length
  const rightEdges = own.map((row) => Math.max(...row.fragments.map((fragment) => inkExtent(fragment)[1])))
  const count = Math.max(1, own.length)
  return {
    rows: own.length,
    paired: paired.filter(Boolean).length / count,
    adjacent: adjacent / count,
    medianLetters: median(own.map((row) => row.letters)),
    rightEdgeSpread: rightEdges.length > 0 ? Math.max(...rightEdges) - Math.min(...rightEdges) : 0,
  }
}

/**
 * A band that rows pair across is a table in one column, not a gutter, when what is beyond it
 * trails the rows (dates or places set flush right), when one side is a margin with an entry
 * every few rows (the dates of a Europass CV) or of bullets, or when a short block pairs
 * throughout with short text on both sides (labels and values). A column's rows follow one
 * another, and its text is longer. When in doubt, columns: a table read as two lists loses less
 * than two columns glued line by line.
 */
function isTableLike(sides: Sides, size: number): boolean {
  const leftRows = groupRows(sides.left)
  const rightRows = groupRows(sides.right)
  const left = sideShape(leftRows, rightRows)
  const right = sideShape(rightRows, leftRows)
  if (right.paired >= 0.8 && right.rightEdgeSpread <= 0.3 * size && right.medianLetters <= 25) return true
  const smaller = left.rows <= right.rows ? left : right
  if (smaller.paired >= 0.8 && smaller.adjacent < 0.5) return true
  // Bullets, numbers and icons hung in a margin of their own.
  if (smaller.paired >= 0.8 && smaller.medianLetters <= 2) return true
  const rows = Math.max(left.rows, right.rows)
  return left.paired >= 0.9 && right.paired >= 0.9 && rows <= 15 && left.medianLetters <= 20 && right.medianLetters <= 30
}

function extent(fragments: readonly TextFragment[]): [number, number] {
  let top = Infinity
  let bottom = -Infinity
  for (const { baseline } of fragments) {
    top = Math.min(top, baseline)
    bottom = Math.max(bottom, baseline)
  }
  return [top, bottom]
}

/**
 * Columns side by side, not one block above another. They may start at different heights (a
 * sidebar under a photo, a main column from the top), so a quarter of the shorter is enough.
 */
function sideBySide(left: readonly TextFragment[], right: readonly TextFragment[]): boolean {
  const [leftTop, leftBottom] = extent(left)
  const [rightTop, rightBottom] = extent(right)
  const overlap = Math.min(leftBottom, rightBottom) - Math.max(leftTop, rightTop)
  const shorter = Math.min(leftBottom - leftTop, rightBottom - rightTop)
  return overlap > 0 && overlap >= 0.25 * shorter
}

function countRows(fragments: readonly TextFragment[]): number {
  return groupRows(fragments).length
}

function findColumns(rows: readonly Row[]): Split | null {
  if (rows.length < MIN_ROWS || rows.length * BIN_COUNT > MAX_GRID_CELLS) return null
  let left = Infinity
  let right = -Infinity
  for (const row of rows) {
    for (const fragment of row.fragments) {
      const [x0, x1] = inkExtent(fragment)
      left = Math.min(left, x0)
      right = Math.max(right, x1)
    }
  }
  if (!(right > left)) return null
  const grid = new OccupancyGrid(rows, left, right)

  let best: { candidate: Candidate; sides: Sides; width: number } | undefined
  for (const run of freeRuns(grid, rows)) {
    const zoneSize = median(rows.slice(run.first, run.last + 1).flatMap((row) => row.fragments.map((fragment) => fragment.size)))
    for (const band of bandsOver(grid, run.first, run.last)) {
      const width = (band.to - band.from) * grid.binWidth
      if (width < Math.max(MIN_GUTTER_PT, MIN_GUTTER_EM * zoneSize)) continue
      const gutter = grid.x(band.from) + width / 2
      const sides = splitAt(rows, band, gutter)
      if (countRows(sides.left) < 2 || countRows(sides.right) < 2) continue
      if (!sideBySide(sides.left, sides.right)) continue
      if (isTableLike(sides, zoneSize)) continue
      if (!best || sides.letters > best.sides.letters || (sides.letters === best.sides.letters && width > best.width)) {
        best = { candidate: band, sides, width }
      }
    }
  }
  if (!best) return null
  const { candidate, sides } = best
  return {
    above: rows.slice(0, candidate.first).flatMap((row) => row.fragments),
    left: sides.left,
    right: sides.right,
    below: rows.slice(candidate.last + 1).flatMap((row) => row.fragments),
  }
}
