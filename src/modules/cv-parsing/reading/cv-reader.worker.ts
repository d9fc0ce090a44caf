import type { MessagePort } from 'node:worker_threads'
import type { CvDocument, CvUnreadableReason } from '../cv-document.ts'
import { CvUnreadable } from './cv-unreadable.ts'
import { readCv } from './read-cv.ts'

export interface ReadTask {
  bytes: Uint8Array
  /** Told when the read begins, so that the time budget counts reading, not waiting for a thread. */
  started: MessagePort
}

/**
 * An unreadable file is an answer, not a failure: errors cross the thread boundary as plain
 * Errors (structured clone keeps no class and no `reason`), so the reason travels as a value.
 */
export type ReadOutcome = { ok: true; document: CvDocument } | { ok: false; reason: CvUnreadableReason; message: string }

/** Piscina's entry point (cv-reader.ts): one file read in this worker thread. */
export default async function readInWorker({ bytes, started }: ReadTask): Promise<ReadOutcome> {
  started.postMessage('started')
  try {
    return { ok: true, document: await readCv(bytes) }
  } catch (error) {
    if (error instanceof CvUnreadable) return { ok: false, reason: error.reason, message: error.message }
    throw error
  }
}
