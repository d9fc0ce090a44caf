import { setFlagsFromString } from 'node:v8'

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it
 * starts the next one, in percent.
 *
 * V8 picks the factor itself and, for a process that spends little time collecting, picks a small
 * one: the service's old generation is about 85 MB of loaded code and kept objects, each request
 * leaves a little behind (objects alive across a database round trip outlive two young
 * collections), and a full collection came every 8–10 s under 300 requests a second. Each one
 * marks concurrently on a second thread and finishes on the main one, and on a machine with few
 * cores the requests that arrive meanwhile wait: in the soak bench these bursts were most of the
 * slowest 1 % (bench/README.md, "the service's major collections"). Letting the old generation
 * double makes them several times rarer for the price of that much more memory (about 85 MB).
 */
export const HEAP_GROWING_PERCENT = 100

const FLAG = '--heap-growing-percent'

/**
 * Applies `HEAP_GROWING_PERCENT` unless the process was started with the flag itself (then its own
 * value stands; V8 takes `_` for `-` in flag names). V8 reads the factor at every full collection,
 * so setting it once the process runs takes effect from the next one.
 */
export function tuneGarbageCollection(): void {
  if (process.execArgv.some((arg) => arg.replaceAll('_', '-').split('=')[0] === FLAG)) return
  setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`)
}
