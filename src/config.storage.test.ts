import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { ConfigError, loadConfig } from './config.ts'
import { openFileStorage } from './platform/files/open-storage.ts'
import { LocalDiskStorage } from './platform/files/storage.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-config-'))
after(() => rmSync(dataDir, { recursive: true, force: true }))

const base = { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' }
const storageOf = (env: Record<string, string>) => loadConfig({ ...base, ...env }).storage
const s3 = { STORAGE: 's3', S3_BUCKET: 'recruiting-files' }

function refused(env: Record<string, string>, message: RegExp) {
  assert.throws(
    () => storageOf(env),
    (error: unknown) => error instanceof ConfigError && message.test(error.message),
    JSON.stringify(env),
  )
}

describe('STORAGE and the S3_ settings', () => {
  test('files stay in the data folder by default', () => {
    assert.deepEqual(storageOf({}), { kind: 'local' })
    assert.deepEqual(storageOf({ STORAGE: 'local' }), { kind: 'local' })
    assert.deepEqual(storageOf({ STORAGE: '', S3_BUCKET: ' ' }), { kind: 'local' }, 'empty values count as unset')
  })

  test('STORAGE=s3 with only a bucket: AWS itself in us-east-1, host-style addresses, the default credential chain, no prefix', () => {
    assert.deepEqual(storageOf(s3), {
      kind: 's3',
      bucket: 'recruiting-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    })
  })

  test('reads every setting of an S3-compatible server', () => {
    assert.deepEqual(
      storageOf({
        STORAGE: 'S3',
        S3_BUCKET: 'cvs.example',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PREFIX: '/recruiting/production/',
      }),
      {
        kind: 's3',
        bucket: 'cvs.example',
        endpoint: 'http://minio:9000',
        region: 'eu-central-1',
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        forcePathStyle: false,
        prefix: 'recruiting/production/',
      },
    )
  })

  test('an endpoint of its own means path-style addresses unless told otherwise', () => {
    const storage = storageOf({ ...s3, S3_ENDPOINT: 'https://s3.internal.example' })
    assert.equal(storage.kind === 's3' && storage.forcePathStyle, true)
  })

  test('the region falls back to AWS_REGION before us-east-1', () => {
    const storage = storageOf({ ...s3, AWS_REGION: 'ap-southeast-1' })
    assert.equal(storage.kind === 's3' && storage.region, 'ap-southeast-1')
    const given = storageOf({ ...s3, AWS_REGION: 'ap-southeast-1', S3_REGION: 'eu-west-3' })
    assert.equal(given.kind === 's3' && given.region, 'eu-west-3')
  })

  test('refuses settings that cannot work, naming the variable', () => {
    refused({ STORAGE: 'disk' }, /^STORAGE must be local or s3, got "disk"/)
    refused({ STORAGE: 's3' }, /^S3_BUCKET is required when STORAGE=s3/)
    for (const bucket of ['ab', 'x'.repeat(64), 'Recruiting', 'files_2024', '-files', 'files.']) {
      refused({ ...s3, S3_BUCKET: bucket }, /^S3_BUCKET must be a bucket name of 3 to 63/)
    }
    for (const endpoint of ['minio:9000', 'ftp://minio', 'http://']) {
      refused({ ...s3, S3_ENDPOINT: endpoint }, /^S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/)
    }
    refused({ ...s3, S3_ACCESS_KEY_ID: 'key' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/)
    refused({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/)
    refused({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' }, /^S3_FORCE_PATH_STYLE must be true or false/)
    for (const prefix of ['../other', 'a//b', 'with space', 'a/./b']) {
      refused({ ...s3, S3_PREFIX: prefix }, /^S3_PREFIX must be path segments/)
    }
  })

  test('refuses S3 settings without STORAGE=s3, which would keep each instance’s files on its own disk', () => {
    refused({ S3_BUCKET: 'recruiting-files' }, /^S3_BUCKET is set but STORAGE is not s3/)
    refused({ STORAGE: 'local', S3_ENDPOINT: 'http://minio:9000' }, /^S3_ENDPOINT is set but STORAGE is not s3/)
  })

  test('a local deployment opens the data folder and never loads the AWS SDK', async () => {
    const storage = await openFileStorage(loadConfig(base))
    assert.ok(storage instanceof LocalDiskStorage)
    // The whole app, as the server loads it: nothing it imports may pull the SDK in.
    await import('./app.ts')
    const loaded = Object.keys(createRequire(import.meta.url).cache)
    assert.deepEqual(
      loaded.filter((file) => file.includes(`${path.sep}@aws-sdk${path.sep}`)),
      [],
    )
  })
})
