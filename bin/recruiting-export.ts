#!/usr/bin/env -S node --import tsx
/**
 * recruiting-export: Data API tables of one company to NDJSON or CSV files, resumable and
 * incremental. `npm run export -- --help` (or `npx recruiting-export --help`) tells how.
 */
import { explain } from './export/explain.ts'
import { parseOptions, USAGE, type ExportOptions } from './export/options.ts'
import { plainProgress, silentProgress, terminalProgress, type Progress } from './export/progress.ts'
import { runExport } from './export/run-export.ts'

function progressFor(options: ExportOptions): Progress {
  if (options.quiet) return silentProgress
  return process.stderr.isTTY ? terminalProgress(process.stderr) : plainProgress(process.stderr)
}

// A reader that stops early (`| head`) closes the pipe: that ends the export, quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(0)
})

async function main(): Promise<number> {
  let options: ExportOptions | undefined
  try {
    options = parseOptions(process.argv.slice(2), process.env)
    if (!options) {
      console.log(USAGE)
      return 0
    }
    const resumable = options.stateFile !== undefined
    // Ctrl-C between two pages loses nothing: the checkpoint is where the last page ended.
    process.once('SIGINT', () => {
      process.stderr.write(`\nInterrupted.${resumable ? ' Run the same command again to resume where it stopped.' : ''}\n`)
      process.exit(130)
    })
    const summary = await runExport(options, { stdout: process.stdout, progress: progressFor(options) })
    if (!options.quiet && options.destination.kind !== 'stdout') {
      const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0)
      process.stderr.write(`Exported ${rows.toLocaleString('en-US')} rows.\n`)
    }
    return 0
  } catch (error) {
    const known = explain(error, {
      baseUrl: options?.baseUrl ?? process.env.RECRUITING_URL ?? 'http://127.0.0.1:3000',
      resumable: options?.stateFile !== undefined,
    })
    if (!known) throw error
    process.stderr.write(`\nrecruiting-export: ${known.message}\n`)
    return known.exitCode
  }
}

process.exitCode = await main()
