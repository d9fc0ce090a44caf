import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { fileStorageContract } from '../../../test/helpers/file-storage-contract.ts'
import { fileKey, LocalDiskStorage } from './storage.ts'

const root = mkdtempSync(path.join(tmpdir(), 'rs-storage-'))
after(() => rmSync(root, { recursive: true, force: true }))

fileStorageContract('LocalDiskStorage', async () => new LocalDiskStorage(path.join(root, 'contract')))

describe('LocalDiskStorage on disk', () => {
  const storage = new LocalDiskStorage(path.join(root, 'disk'))

  test('keeps a file at its key under the root, leaving no partial files behind after a replace', async () => {
    const key = fileKey('7a1c3f8e-0000-4000-8000-000000000001', '7a1c3f8e-0000-4000-8000-000000000002')
    await storage.put(key, Buffer.from('first'))
    await storage.put(key, Buffer.from('second'))
    const folder = path.join(root, 'disk', 'files', '7a1c3f8e-0000-4000-8000-000000000001')
    assert.deepEqual(readdirSync(folder), ['7a1c3f8e-0000-4000-8000-000000000002'])
    await storage.delete(key)
    assert.deepEqual(readdirSync(folder), [])
  })
})
