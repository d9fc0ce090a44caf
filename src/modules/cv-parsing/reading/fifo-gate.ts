/**
 * Lets at most `size` callers through at once; the rest wait their turn, first come first
 * served. The CV reader hands piscina no more reads than it has threads, because piscina's own
 * queue does not keep that order for tasks carrying an abort signal (piscina issue #1031): a
 * read could wait seconds behind later ones.
 */
export function createFifoGate(size: number) {
  let inside = 0
  const queue: (() => void)[] = []
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (inside >= size) await new Promise<void>((resolve) => queue.push(resolve))
      else inside++
      try {
        return await work()
      } finally {
        // The slot passes straight to the next in line, so `inside` counts it still.
        const next = queue.shift()
        if (next) next()
        else inside--
      }
    },
  }
}
