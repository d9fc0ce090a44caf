import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { S3Settings } from '../../src/config.ts'

interface S3rverOptions {
  port: number
  address: string
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>
  close(): Promise<void>
}

// s3rver ships no types; these are the few calls the tests make.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance

/** s3rver checks request signatures against these. */
const ACCESS_KEY = 'S3RVER'

export interface TestS3Server {
  bucket: string
  endpoint: string
  /** The environment of an app keeping its files in the bucket. */
  env: Record<string, string>
  /** The same, as parsed settings, for opening a store directly. */
  settings: S3Settings
  close(): Promise<void>
}

/** A real S3-compatible server on a free port, its objects in a folder of its own, with one empty bucket. */
export async function startS3Server(bucket = 'recruiting-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'rs-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    bucket,
    endpoint,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: {
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
      prefix: '',
    },
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
