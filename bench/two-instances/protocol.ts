/** What the bench sends the second instance's process (bench/two-instances/instance.ts) once, at start. */
export interface StartInstance {
  /** The PostgreSQL database the first instance runs on. */
  databaseUrl: string
  /** Its whole configuration: the same secrets, limits and Redis as the first instance. */
  env: Record<string, string>
}

export type InstanceReply = { kind: 'listening'; origin: string } | { kind: 'failed'; error: string }

/** Sent to the instance to close it; it exits once its server and pool are closed. */
export const CLOSE = 'close'
