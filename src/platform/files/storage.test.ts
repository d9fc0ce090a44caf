import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { fileKey, LocalDiskStorage } from './storage.ts'

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rs-storage-'))
  const storage = new LocalDiskStorage(root)
  after(() => rmSync(root, { recursive: true, force: true }))

  test('stores, replaces, reads and deletes bytes by key, leaving no partial files behind', async () => {
    const key = fileKey('7a1c3f8e-0000-4000-8000-000000000001', '7a1c3f8e-0000-4000-8000-000000000002')
    await storage.put(key, Buffer.from('first'))
    await storage.put(key, Buffer.from('second'))
    assert.equal((await storage.get(key))?.toString(), 'second')
    const folder = path.join(root, 'files', '7a1c3f8e-0000-4000-8000-000000000001')
    assert.deepEqual(readdirSync(folder), ['7a1c3f8e-0000-4000-8000-000000000002'])
    await storage.delete(key)
    assert.equal(await storage.get(key), null)
    await storage.delete(key)
  })

  test('answers null for a key that was never stored', async () => {
    assert.equal(await storage.get('files/nobody/nothing'), null)
  })

  test('refuses keys that would leave its folder', async () => {
    for (const key of ['../outside', 'files/../../etc/passwd', '/etc/passwd', 'files//x', 'files/./x', '']) {
      await assert.rejects(storage.put(key, Buffer.from('x')), /Invalid storage key/, key)
      await assert.rejects(storage.get(key), /Invalid storage key/, key)
    }
  })
})
