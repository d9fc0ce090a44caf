import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '../../config.ts'
import { assertKey, type OpenFileStorage } from './storage.ts'

type Sdk = typeof import('@aws-sdk/client-s3')

// A stalled store must fail a request, not hold it forever; a 10 MB CV fits well within these.
const CONNECT_TIMEOUT_MS = 5_000
const IDLE_SOCKET_TIMEOUT_MS = 60_000

/**
 * Opens the bucket. The SDK is imported here, not at the top, so that a deployment keeping files
 * on its own disk never loads it (nor sees the warning it prints on older Node versions).
 */
export async function openS3Storage(settings: S3Settings): Promise<S3Storage> {
  const sdk = await import('@aws-sdk/client-s3')
  const client = new sdk.S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_SOCKET_TIMEOUT_MS },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Servers other than AWS do not all understand the checksum headers the SDK adds by default;
    // send them only where an operation requires one.
    ...(settings.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  })
  return new S3Storage(sdk, client, settings.bucket, settings.prefix)
}

/**
 * Files in an S3-compatible bucket, shared by every instance. The service reads and serves the
 * bytes itself (no presigned URLs), so every download still passes the route's authorization.
 */
export class S3Storage implements OpenFileStorage {
  constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    /** Empty, or ending in `/`. */
    private readonly prefix: string,
  ) {}

  private objectKey(key: string): string {
    assertKey(key)
    return this.prefix + key
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    // One PUT replaces the object whole: readers get the old bytes or the new, never a mix.
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: 'application/octet-stream',
      }),
    )
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
      if (!object.Body) return Buffer.alloc(0)
      const bytes = await object.Body.transformToByteArray()
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    } catch (error) {
      // A missing bucket (NoSuchBucket) or denied access is a fault of the deployment, not a missing file.
      if (error instanceof this.sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }

  /** S3 answers a delete of a missing key as a success, which is what the interface asks. */
  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
  }

  async close(): Promise<void> {
    this.client.destroy()
  }
}
