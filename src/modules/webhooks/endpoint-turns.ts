export interface EndpointTurnsOptions {
  /** Requests under way to one endpoint from this instance, at most. */
  max: number
  /** The longest a delivery waits for a turn of an endpoint that is answering. */
  waitMs: number
  now?: () => number
}

export interface EndpointTurns {
  /**
   * A turn to send to the endpoint: true at once while it has fewer than `max` under way. When it
   * has `max`, true as soon as one of them ends, if the endpoint is moving (a request of it began
   * or ended within the last `waitMs`) and one ends within `waitMs`; false otherwise (put the
   * delivery off).
   */
  take(endpointId: string): Promise<boolean>
  /** The request of a turn ended: the turn goes to the first delivery waiting for one. */
  giveBack(endpointId: string): void
}

interface Endpoint {
  busy: number
  /** When a request to it last began or ended. */
  movedAt: number
  waiting: Array<() => void>
}

/**
 * Turns per endpoint, so that one slow receiver holds at most `max` of the worker's slots with
 * its requests, and the other endpoints keep theirs.
 *
 * A delivery that finds its endpoint full waits for a turn only when the endpoint is answering:
 * a healthy receiver under a burst gives a turn back within milliseconds, and putting the
 * delivery off instead (back to the queue for 500 ms, claimed and read again) costs more
 * database work than the request itself. Once the requests of an endpoint have all hung for
 * `waitMs`, its deliveries are put off at once again, without holding a slot to wait.
 */
export function endpointTurns({ max, waitMs, now = Date.now }: EndpointTurnsOptions): EndpointTurns {
  const endpoints = new Map<string, Endpoint>()

  function waitForTurn(endpoint: Endpoint): Promise<boolean> {
    return new Promise((resolve) => {
      const handOver = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        endpoint.waiting.splice(endpoint.waiting.indexOf(handOver), 1)
        resolve(false)
      }, waitMs)
      endpoint.waiting.push(handOver)
    })
  }

  return {
    async take(endpointId) {
      let endpoint = endpoints.get(endpointId)
      if (!endpoint) {
        endpoint = { busy: 0, movedAt: now(), waiting: [] }
        endpoints.set(endpointId, endpoint)
      }
      if (endpoint.busy < max) {
        endpoint.busy++
        endpoint.movedAt = now()
        return true
      }
      if (now() - endpoint.movedAt > waitMs) return false
      return waitForTurn(endpoint)
    },
    giveBack(endpointId) {
      const endpoint = endpoints.get(endpointId)
      if (!endpoint) return
      endpoint.movedAt = now()
      const next = endpoint.waiting.shift()
      // The turn passes straight on: the endpoint's count does not change.
      if (next) next()
      else if (--endpoint.busy === 0) endpoints.delete(endpointId)
    },
  }
}
