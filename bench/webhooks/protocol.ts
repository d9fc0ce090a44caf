// What the bench process and the outside process (bench/webhooks/outside.ts: the API client
// and the webhook receiver, as a customer's system would be) say to each other over IPC.

/** Milliseconds since the Unix epoch, sub-millisecond: both processes read the same system clock. */
export const epochNow = () => performance.timeOrigin + performance.now()

export interface Start {
  op: 'start'
  /** The service's origin and a tenant admin's token, for POST /api/v1/jobs and /webhooks. */
  origin: string
  token: string
  /** The events the endpoint subscribes to. */
  events: string[]
  watchdog: Watchdog
}

/**
 * When the bench process sends no `alive` for `stallSeconds` (its event loop is blocked: the
 * embedded database stuck in a query, say), the outside process says so, kills it and removes
 * what it would have: its temp dir and, on PostgreSQL, its database.
 */
export interface Watchdog {
  stallSeconds: number
  dataDir: string
  postgres?: { serverUrl: string; database: string }
}

/** Sent by the bench process every couple of seconds; no answer. */
export interface Alive {
  op: 'alive'
}

export interface Started {
  /** Where the receiver listens, e.g. http://127.0.0.1:40123 (deliveries go to /hook). */
  receiverOrigin: string
  webhookId: string
  secret: string
}

/** From now on the receiver answers 503 to every delivery (on: true), or accepts them again. */
export interface Outage {
  op: 'outage'
  on: boolean
}

/**
 * Creates jobs through POST /api/v1/jobs, each a `job.created` event. `paced`: one request every
 * 1000/perSecond ms on a fixed schedule, whatever the answers take (at most `maxInFlight` open);
 * `flat`: `count` requests, `concurrency` in flight, each sent as soon as one is answered.
 */
export type ProduceArgs = { phase: string } & (
  { mode: 'paced'; perSecond: number; seconds: number; maxInFlight: number } | { mode: 'flat'; count: number; concurrency: number }
)

export type Produce = { op: 'produce' } & ProduceArgs

export interface Produced {
  /** Jobs created (201). */
  produced: number
  /** Answers other than 201, or failed requests; the run is invalid when any. */
  failures: number
  failureSamples: string[]
  /** First request sent → last answer received, ms. */
  spanMs: number
  /** Epoch ms of the first request and of the last 201. */
  firstSentAt: number
  lastCommitAt: number
  /** Request → 201 answer, ms. */
  apiP50Ms: number
  apiP99Ms: number
  /** paced only: requests sent more than 5 ms after their slot (the in-flight cap, or a busy loop). */
  lateSends: number
  maxLateMs: number
}

/** Resolves once every event of `phases` (all when omitted) was received, or at the deadline. */
export interface Await {
  op: 'await'
  phases?: string[]
  timeoutMs: number
  /** Progress lines on stderr this often; 0 for none. */
  progressEveryMs: number
  label: string
}

export interface Awaited {
  complete: boolean
  expected: number
  received: number
  /** Epoch ms of the first and last first-receipt among those events; NaN when none. */
  firstReceiptAt: number
  lastReceiptAt: number
}

/** Lag from commit (the 201 arriving at the API client) to receipt, per event of the phases. */
export interface Lags {
  op: 'lags'
  phases: string[]
}

export interface LagSummary {
  events: number
  received: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  minMs: number
  /** Received before the 201 reached the client (the worker is woken before the commit). */
  beforeCommit: number
  /** Took 500 ms or more: how long a delivery put off by its endpoint's cap waits before it is tried again. */
  atLeast500Ms: number
  /** p99 of the lag in each tenth of the phase, by commit time: a backlog that grows shows as a rising row. */
  p99ByTenth: number[]
}

export interface Status {
  op: 'status'
}

export interface ReceiverStatus {
  /** Delivery requests that reached /hook, whatever was answered. */
  hookRequests: number
  /** Distinct event ids accepted (2xx) at /hook, and accepted again after the first time. */
  distinct: number
  duplicates: number
  /** Failed signature verification (answered 401), at /hook and /baseline. */
  unverified: number
  /** Answered 503 during the outage. */
  rejected: number
  /** `ping` events among the distinct ones (one on creating the endpoint). */
  pings: number
  /** Accepted events whose job id the client never saw created (should be 0). */
  unknown: number
  /** Event envelopes whose id differed from their webhook-id header (should be 0). */
  mismatchedIds: number
  /** Posts accepted at /baseline (the receiver's raw capacity, measured from the bench process). */
  baselineAccepted: number
  /** The outside process's CPU time since it started, ms. */
  cpuMs: number
}

export type Command = Start | Outage | Produce | Await | Lags | Status

export type Request = (Command & { seq: number }) | Alive

export type Message =
  | { kind: 'reply'; seq: number; ok: true; value: unknown }
  | { kind: 'reply'; seq: number; ok: false; error: string }
  | { kind: 'log'; message: string }
