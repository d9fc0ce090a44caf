/**
 * What the cv-parsing bench asks its outside process (bench/cv-parsing/outside.ts) to do. The
 * process is forked with `serialization: 'advanced'`, so the documents' bytes cross as bytes.
 */

export interface UploadDocument {
  name: string
  filename: string
  contentType: string
  bytes: Uint8Array
}

interface Common {
  seq: number
  origin: string
  /** A tenant admin's access token. */
  token: string
  warmupMs: number
  durationMs: number
}

/** Posts one document to POST /cv-parsing, `connections` requests in flight, for the warm-up and the measured window. */
export interface Throughput extends Common {
  op: 'throughput'
  document: UploadDocument
  connections: number
}

/** GET /auth/me on a fixed schedule (`ratePerSecond`, at most `maxInFlight` open), for the warm-up and the measured window. */
export interface Probe extends Common {
  op: 'probe'
  ratePerSecond: number
  maxInFlight: number
}

export type Request = Throughput | Probe

/** Requests whose answer came in the measured window: their latencies, and what went wrong (all of the round's requests). */
export interface Measured {
  /**
   * Milliseconds to the whole answer read, one per answer that came in the window, sorted: from
   * the send (for a probe held back by its cap on open requests, from its slot).
   */
  latenciesMs: number[]
  /** Answers that were not what was expected (status, or a parse not `parsed` or without a name), warm-up included. */
  wrong: number
  /** Requests that got no answer (connection errors), warm-up included. */
  errors: number
  /** The first few of those, to print. */
  examples: string[]
}

export interface ThroughputResult extends Measured {
  /** The measured window, in seconds, as the outside process timed it. */
  seconds: number
  /** One parse record as the API answered it, to show what was read. */
  sample: unknown
}

export interface ProbeResult {
  seconds: number
  probes: Measured
  /** Probes that waited for one of the `maxInFlight` open to answer: timed from their slot. */
  byOpenCap: number
  /** Probes sent more than 10 ms after their slot with no cap holding them (this process was busy): timed from the send. */
  late: number
}

export type Reply = { kind: 'ready' } | { kind: 'done'; seq: number; value: unknown } | { kind: 'failed'; seq: number; error: string }
