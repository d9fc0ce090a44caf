import pg from 'pg'

/** One statement as node-postgres sent it, and the connection it went on. */
export interface SentStatement {
  text: string
  values: unknown[]
  client: pg.Client
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown

/**
 * Every statement any PostgreSQL pool of this process sends while `work` runs, in the order sent.
 * The service's pools are built inside the app, so the capture sits where they all meet: the
 * client's `query`. What else runs meanwhile (a background worker's poll) is captured too; the
 * caller keeps what it recognises.
 */
export async function captureStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
  const statements: SentStatement[] = []
  const prototype = pg.Client.prototype as unknown as { query: Query }
  const original = prototype.query
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [text, values] = args
    if (typeof text === 'string') statements.push({ text, values: Array.isArray(values) ? [...values] : [], client: this })
    return original.apply(this, args)
  }
  try {
    return { result: await work(), statements }
  } finally {
    prototype.query = original
  }
}
