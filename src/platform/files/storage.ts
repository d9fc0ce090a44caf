import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where file bytes live. Small on purpose: the local disk is the default, and an S3-compatible
 * store is one more implementation of these three calls.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see half a file. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>
}

/** A store the app opened and closes with itself (an S3 client keeps connections open). */
export interface OpenFileStorage extends FileStorage {
  close(): Promise<void>
}

// Keys are made by the service, never by clients; the pattern still keeps any key inside the root.
const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.')
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

/** The key of a tenant's file: the tenant leads, so one tenant's files can be moved or removed together. */
export function fileKey(tenantId: string, fileId: string): string {
  return `files/${tenantId}/${fileId}`
}

export class LocalDiskStorage implements OpenFileStorage {
  constructor(private readonly root: string) {}

  /** Nothing stays open between calls. */
  async close(): Promise<void> {}

  private pathOf(key: string): string {
    assertKey(key)
    return path.join(this.root, ...key.split('/'))
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key)
    await mkdir(path.dirname(target), { recursive: true })
    // Written aside, flushed, then renamed over the target: a crash leaves either the old file
    // or the new one, never a torn one (rename is atomic within one file system).
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`
    const handle = await open(partial, 'wx', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } catch (error) {
      await handle.close()
      await rm(partial, { force: true })
      throw error
    }
    await handle.close()
    try {
      await rename(partial, target)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }
}
