/** What the email bench asks its outside process (bench/email/outside.ts) to do: one round of messages. */
export interface Round {
  seq: number
  origin: string
  token: string
  candidateIds: string[]
  /** Serials [from, from + count): each message's subject carries its serial. */
  from: number
  count: number
  connections: number
  /** Requests per second on a fixed schedule; unset: as fast as `connections` allow. */
  ratePerSecond?: number
  /** How long to wait for the last message once every request was answered. */
  timeoutMs: number
}

export type Request = Round

/** Per message of the round, by position; times are epoch ms of the outside process's clock. */
export interface RoundResult {
  /** When the 202 came back; null for a request that failed. */
  queuedAt: (number | null)[]
  /** When the SMTP server accepted the message (250 after DATA); null if it never came. */
  acceptedAt: (number | null)[]
  failures: string[]
  firstAt: number
  lastPostAt: number
  /** Since the process started: messages received twice, and messages without a serial. */
  duplicates: number
  unreadable: number
  /** CPU this process used during the round, ms (the API client and the SMTP server). */
  cpuMs: number
}

export type Reply =
  { kind: 'ready'; smtpUrl: string } | { kind: 'done'; seq: number; value: RoundResult } | { kind: 'failed'; seq: number; error: string }
