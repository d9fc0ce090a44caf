/**
 * Where a background handler reports how each attempt at outside work ended (a webhook posted,
 * a message handed to the mail server), so that the operator's metrics can count outcomes. The
 * handler names its own outcomes; it knows nothing of metrics.
 */
export type OutcomeRecorder<Outcome extends string> = (outcome: Outcome) => void

/** For when nothing counts (metrics are off). */
export const ignoreOutcome: OutcomeRecorder<string> = () => {}
