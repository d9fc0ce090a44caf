/** What a run tells about itself as it goes; shown on standard error. */
export interface Progress {
  tableStarted(table: string, file: string, resumedRows: number, resumedPages: number): void
  page(table: string, rows: number, totalRows: number, pages: number, totalPages: number): void
  waiting(table: string, seconds: number, why: string): void
  tableDone(table: string, rows: number, pages: number): void
  skipped(table: string, why: string): void
}

export interface ProgressTarget {
  write(text: string): unknown
  isTTY?: boolean
  columns?: number
}

const number = (n: number) => n.toLocaleString('en-US')

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–'
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}

/** Rows a second since the table (re)started, for the time left; unknown until a page has come. */
class Rate {
  private started = 0
  private base = 0
  constructor(private readonly now: () => number) {}
  start(rows: number) {
    this.started = this.now()
    this.base = rows
  }
  secondsLeft(rows: number, total: number): number {
    const elapsed = (this.now() - this.started) / 1000
    const done = rows - this.base
    return done > 0 && elapsed > 0 ? ((total - rows) * elapsed) / done : Infinity
  }
}

/**
 * On a terminal: one line per table, redrawn in place, with a bar, rows, pages and the time
 * left; the finished line stays.
 */
export function terminalProgress(out: ProgressTarget, now: () => number = Date.now): Progress {
  const rate = new Rate(now)
  let lastDraw = 0
  const draw = (line: string, final = false) => {
    // A terminal of unknown width (0 columns, as a bare pseudo-terminal says) gets a generous line.
    const width = out.columns && out.columns > 40 ? out.columns - 1 : 160
    out.write(`\r\x1b[2K${line.slice(0, width)}${final ? '\n' : ''}`)
  }
  return {
    tableStarted(table, file, resumedRows, resumedPages) {
      rate.start(resumedRows)
      if (resumedPages > 0) draw(`${table}: resuming after page ${resumedPages} (${number(resumedRows)} rows) into ${file}`, true)
    },
    page(table, rows, totalRows, pages, totalPages) {
      const at = now()
      if (at - lastDraw < 100 && pages < totalPages) return
      lastDraw = at
      const share = totalRows > 0 ? Math.min(1, rows / totalRows) : 1
      const filled = Math.round(share * 20)
      const bar = `${'█'.repeat(filled)}${'░'.repeat(20 - filled)}`
      draw(
        `${table.padEnd(18)} ${bar} ${String(Math.round(share * 100)).padStart(3)}%  ` +
          `${number(rows)}/${number(totalRows)} rows  ${pages}/${totalPages} pages  ETA ${duration(rate.secondsLeft(rows, totalRows))}`,
      )
    },
    waiting(table, seconds, why) {
      draw(`${table.padEnd(18)} waiting ${duration(seconds)}: ${why}`)
    },
    tableDone(table, rows, pages) {
      draw(`${table.padEnd(18)} done: ${number(rows)} rows in ${pages} pages`, true)
    },
    skipped(table, why) {
      draw(`${table.padEnd(18)} ${why}`, true)
    },
  }
}

/** Elsewhere (a log, a pipe): plain lines, a page line at most every few seconds. */
export function plainProgress(out: ProgressTarget, now: () => number = Date.now, everyMs = 5000): Progress {
  let lastLine = 0
  const line = (text: string) => out.write(`${text}\n`)
  return {
    tableStarted(table, file, resumedRows, resumedPages) {
      lastLine = now()
      line(
        resumedPages > 0
          ? `${table}: resuming after page ${resumedPages} (${number(resumedRows)} rows) into ${file}`
          : `${table}: exporting into ${file}`,
      )
    },
    page(table, rows, totalRows, pages, totalPages) {
      if (now() - lastLine < everyMs) return
      lastLine = now()
      line(`${table}: page ${pages}/${totalPages}, ${number(rows)}/${number(totalRows)} rows`)
    },
    waiting(table, seconds, why) {
      line(`${table}: waiting ${duration(seconds)}: ${why}`)
    },
    tableDone(table, rows, pages) {
      line(`${table}: done, ${number(rows)} rows in ${pages} pages`)
    },
    skipped(table, why) {
      line(`${table}: ${why}`)
    },
  }
}

export const silentProgress: Progress = {
  tableStarted() {},
  page() {},
  waiting() {},
  tableDone() {},
  skipped() {},
}
