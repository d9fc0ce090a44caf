import { mkdir, open, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import type { Destination, Format } from './options.ts'

type Row = Record<string, unknown>

/** Where one table's rows are written, page by page. */
export interface TableSink {
  /** Writes the rows of one page; answers the output's length once they are written. */
  write(rows: Row[]): Promise<number>
  close(): Promise<void>
}

interface Layout {
  format: Format
  /** Several tables in one NDJSON file: each line says which table it belongs to. */
  tagged: boolean
}

/**
 * CSV through csv-stringify: quoting is its business. Lists and objects (tags, stages, skills)
 * are JSON text in their cell, booleans `true`/`false`, null an empty cell.
 */
function csv(rows: Row[], columns: string[], header: boolean): string {
  return stringify(rows, {
    header,
    columns,
    cast: { boolean: (value) => (value ? 'true' : 'false'), object: (value) => JSON.stringify(value) },
  })
}

function encoder(table: string, layout: Layout, columns: string[] | undefined, atStart: boolean) {
  let header = atStart
  return (rows: Row[]): string => {
    if (layout.format === 'ndjson') return rows.map((row) => `${JSON.stringify(layout.tagged ? { table, row } : row)}\n`).join('')
    if (rows.length === 0 || !columns) return ''
    const text = csv(rows, columns, header)
    header = false
    return text
  }
}

/** A file written from `bytes` on: what lies beyond (a page cut short by a kill) is dropped first. */
async function fileFrom(file: string, bytes: number): Promise<{ handle: FileHandle; position: number }> {
  await mkdir(path.dirname(file), { recursive: true })
  const handle = await open(file, bytes === 0 ? 'w' : 'r+')
  await handle.truncate(bytes)
  return { handle, position: bytes }
}

export interface Output {
  /** The sink of a table: `bytes` is where its output stands (0 to start afresh); `columns` for CSV. */
  table(table: string, bytes: number, columns: string[] | undefined): Promise<TableSink>
  /** The file of a table, for the messages. */
  nameOf(table: string): string
  close(): Promise<void>
}

export function extensionOf(format: Format): string {
  return format === 'csv' ? 'csv' : 'ndjson'
}

/** The output of a run: one file for every table, a file per table, or a stream (standard output). */
export function openOutput(destination: Destination, format: Format, tables: number, stdout: Writable): Output {
  const layout: Layout = { format, tagged: destination.kind === 'file' && tables > 1 }

  if (destination.kind === 'stdout') {
    return {
      nameOf: () => 'standard output',
      async table(table, _bytes, columns) {
        const encode = encoder(table, layout, columns, true)
        let written = 0
        return {
          async write(rows) {
            const text = encode(rows)
            written += Buffer.byteLength(text)
            if (!stdout.write(text)) await new Promise((resolve) => stdout.once('drain', resolve))
            return written
          },
          async close() {},
        }
      },
      async close() {},
    }
  }

  // One file for every table: it stays open from one table to the next.
  let shared: Promise<{ handle: FileHandle; position: number }> | undefined
  const fileOf = (table: string) =>
    destination.kind === 'dir' ? path.join(destination.dir, `${table}.${extensionOf(format)}`) : destination.file

  return {
    nameOf: fileOf,
    async table(table, bytes, columns) {
      const target = destination.kind === 'dir' ? fileFrom(fileOf(table), bytes) : (shared ??= fileFrom(fileOf(table), bytes))
      const file = await target
      // A table that starts in a file already holding another's rows starts where they end.
      if (destination.kind === 'file' && file.position !== bytes) {
        await file.handle.truncate(bytes)
        file.position = bytes
      }
      const encode = encoder(table, layout, columns, bytes === 0)
      return {
        async write(rows) {
          const buffer = Buffer.from(encode(rows))
          if (buffer.length > 0) await file.handle.write(buffer, 0, buffer.length, file.position)
          file.position += buffer.length
          return file.position
        },
        async close() {
          if (destination.kind === 'dir') await file.handle.close()
        },
      }
    },
    async close() {
      if (shared) await (await shared).handle.close()
    },
  }
}
