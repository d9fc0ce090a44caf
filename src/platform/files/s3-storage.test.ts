import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { fileStorageContract } from '../../../test/helpers/file-storage-contract.ts'
import { startS3Server, type TestS3Server } from '../../../test/helpers/s3-server.ts'
import { openS3Storage } from './s3-storage.ts'
import { fileKey } from './storage.ts'

let s3: TestS3Server
before(async () => {
  s3 = await startS3Server()
})
after(() => s3.close())

fileStorageContract('S3Storage', () => openS3Storage(s3.settings))
fileStorageContract('S3Storage under a prefix', () => openS3Storage({ ...s3.settings, prefix: 'deployment-a/' }))

describe('S3Storage in its bucket', () => {
  const key = () => fileKey(randomUUID(), randomUUID())

  test('a file stored by one client is read, replaced and deleted through another (two instances, one bucket)', async () => {
    const [first, second] = await Promise.all([openS3Storage(s3.settings), openS3Storage(s3.settings)])
    after(() => Promise.all([first.close(), second.close()]))
    const shared = key()
    await first.put(shared, Buffer.from('%PDF-1.7 written by the first instance'))
    assert.equal((await second.get(shared))?.toString(), '%PDF-1.7 written by the first instance')
    await second.put(shared, Buffer.from('replaced by the second'))
    assert.equal((await first.get(shared))?.toString(), 'replaced by the second')
    await first.delete(shared)
    assert.equal(await second.get(shared), null)
  })

  test('S3_PREFIX puts every object under the prefix, so deployments sharing a bucket never see each other’s files', async () => {
    const [bare, a, b] = await Promise.all([
      openS3Storage(s3.settings),
      openS3Storage({ ...s3.settings, prefix: 'deployment-a/' }),
      openS3Storage({ ...s3.settings, prefix: 'deployment-b/' }),
    ])
    after(() => Promise.all([bare.close(), a.close(), b.close()]))
    const k = key()
    await a.put(k, Buffer.from('only for deployment a'))
    assert.equal((await bare.get(`deployment-a/${k}`))?.toString(), 'only for deployment a')
    assert.equal(await bare.get(k), null)
    assert.equal(await b.get(k), null)
  })

  test('a missing bucket is an error, never taken for a missing file', async () => {
    const storage = await openS3Storage({ ...s3.settings, bucket: 'no-such-bucket' })
    after(() => storage.close())
    await assert.rejects(storage.get(key()), { name: 'NoSuchBucket' })
    await assert.rejects(storage.put(key(), Buffer.from('x')), { name: 'NoSuchBucket' })
  })

  test('refused credentials are an error, never taken for a missing file', async () => {
    // s3rver checks the access key id (not yet a version 4 signature); either is a 403 all the same.
    const storage = await openS3Storage({ ...s3.settings, credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'whatever' } })
    after(() => storage.close())
    await assert.rejects(storage.get(key()), { name: 'InvalidAccessKeyId' })
  })

  test('a store that cannot be reached fails the call instead of hanging', async () => {
    const closed = await startS3Server()
    await closed.close()
    const storage = await openS3Storage({ ...closed.settings })
    after(() => storage.close())
    await assert.rejects(storage.get(key()), /ECONNREFUSED/)
  })
})
