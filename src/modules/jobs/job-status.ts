import type { JobStatus } from './jobs.port.ts'

/** The moves a job's status may make; anything else is a 409. A job never goes back to draft. */
const ALLOWED_MOVES: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['open', 'closed'],
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: ['open'],
}

export function canMove(from: JobStatus, to: JobStatus): boolean {
  return ALLOWED_MOVES[from].includes(to)
}

/** What a move writes besides the status itself. */
export function effectsOfMove(
  current: { published_at: Date | null },
  to: JobStatus,
  at: Date,
  closeReason: string | undefined,
): Record<string, unknown> {
  switch (to) {
    case 'open':
      // Opening publishes; the first publication date is kept across pauses and reopenings.
      return { is_public: true, published_at: current.published_at ?? at, paused_at: null, closed_at: null, close_reason: null }
    case 'paused':
      return { paused_at: at }
    case 'closed':
      return { closed_at: at, close_reason: closeReason ?? null }
    default:
      return {}
  }
}
