import { availableParallelism } from 'node:os'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { CvDocument } from '../cv-document.ts'
import type { ReadOutcome, ReadTask } from './cv-reader.worker.ts'
import { CvUnreadable } from './cv-unreadable.ts'
import { createFifoGate } from './fifo-gate.ts'

export interface CvReaderOptions {
  /** Worker threads at most; by default one per spare core, one or two. */
  threads?: number
  /** How long one file may take, counted from when a thread starts on it. */
  timeoutMs?: number
  /** A worker's V8 heap; a file that needs more ends its worker, not the service. */
  maxHeapMb?: number
}

export interface CvReader {
  read(bytes: Uint8Array): Promise<CvDocument>
  close(): Promise<void>
}

// Compiled, the worker is cv-reader.worker.js; from TypeScript (`node --import tsx`), a plain
// JavaScript entry that makes tsx work in the worker thread, then loads cv-reader.worker.ts.
const WORKER =
  extname(fileURLToPath(import.meta.url)) === '.ts'
    ? new URL('./cv-reader.worker-ts-entry.js', import.meta.url)
    : new URL('./cv-reader.worker.js', import.meta.url)
// A second thread, started when reads queue up, stays this long for the next burst.
const IDLE_TIMEOUT_MS = 5 * 60_000

function defaultThreads(): number {
  return Math.min(2, Math.max(1, availableParallelism() - 1))
}

const overTime = () =>
  new CvUnreadable(
    'too_complex',
    'Reading the file took longer than a CV is given; save a simpler copy (fewer pages, no embedded files) and upload it.',
  )
const overMemory = () =>
  new CvUnreadable('too_complex', 'Reading the file needed more memory than a CV is given; save a simpler copy and upload it.')

/**
 * Reads CVs (read-cv.ts) in worker threads, each read within a time and memory budget: a file
 * that goes over it (a decompression bomb, thousands of pages, a pathological layout) ends its
 * worker and is unreadable as `too_complex`, and the service's event loop never waits on a parse.
 */
export function createCvReader(options: CvReaderOptions = {}): CvReader {
  const timeoutMs = options.timeoutMs ?? 5000
  const maxHeapMb = options.maxHeapMb ?? 256
  const threads = options.threads ?? defaultThreads()
  const gate = createFifoGate(threads)
  let pool: Piscina<ReadTask, ReadOutcome> | undefined
  let closing: Promise<void> | undefined
  // Reads waiting for a thread. A worker that dies before it is ready (its module failed to
  // load, or the heap is too small for pdf.js) fails no task of its own: piscina reports it on
  // the pool and starts no other, so the waiting reads are failed here rather than left hanging.
  const waiting = new Set<(error: Error) => void>()

  // The pool starts with the first read, not with the service (a worker takes a second or more to
  // load pdf.js under tsx, and most instances, the tests' among them, never read a CV). From then
  // on one thread stays up: piscina replaces a worker ended by a timeout only up to minThreads,
  // and reads queued behind it would otherwise wait for a thread that never comes.
  function runningPool(): Piscina<ReadTask, ReadOutcome> {
    if (pool) return pool
    pool = new Piscina<ReadTask, ReadOutcome>({
      filename: WORKER.href,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: IDLE_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: Math.max(8, Math.round(maxHeapMb / 8)) },
    })
    pool.on('error', (error: Error) => {
      for (const fail of waiting) fail(error)
    })
    return pool
  }

  function read(bytes: Uint8Array): Promise<CvDocument> {
    if (closing) return Promise.reject(new Error('The CV reader is closed'))
    return gate.run(() => readInThread(bytes))
  }

  async function readInThread(bytes: Uint8Array): Promise<CvDocument> {
    // A copy of exactly these bytes, moved to the worker: never the caller's buffer (which the
    // caller may still store), nor the pool a small Buffer is a slice of.
    const copy = new Uint8Array(bytes)
    const { port1: readStarted, port2: startedInWorker } = new MessageChannel()
    const abort = new AbortController()
    let failure: Error | undefined
    const fail = (error: Error) => {
      failure = error
      abort.abort()
    }
    let timer: NodeJS.Timeout | undefined
    waiting.add(fail)
    readStarted.once('message', () => {
      waiting.delete(fail)
      timer = setTimeout(() => abort.abort(), timeoutMs)
    })
    try {
      const outcome = await runningPool().run(
        { bytes: copy, started: startedInWorker },
        { transferList: [copy.buffer, startedInWorker], signal: abort.signal },
      )
      if (!outcome.ok) throw new CvUnreadable(outcome.reason, outcome.message)
      return outcome.document
    } catch (error) {
      if (error instanceof CvUnreadable) throw error
      // The abort that surfaced here is ours; what went wrong is the worker's failure to start.
      // eslint-disable-next-line preserve-caught-error
      if (failure) throw new Error(`The CV reader could not start a worker thread: ${failure.message}`, { cause: failure })
      if (abort.signal.aborted) throw overTime()
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw overMemory()
      throw error
    } finally {
      waiting.delete(fail)
      clearTimeout(timer)
      readStarted.close()
    }
  }

  return {
    read,
    close() {
      closing ??= pool ? pool.destroy() : Promise.resolve()
      return closing
    },
  }
}
