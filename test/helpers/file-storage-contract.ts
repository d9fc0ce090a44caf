import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { fileKey, type OpenFileStorage } from '../../src/platform/files/storage.ts'

/** Keys that would leave the store's root on a disk, or name no file at all. */
export const UNSAFE_KEYS = ['../outside', 'files/../../etc/passwd', '/etc/passwd', 'files//x', 'files/./x', 'files/x/', '']

/**
 * What every `FileStorage` promises, run against each implementation alike: the services use
 * them interchangeably, so they must not differ in anything a caller can see.
 */
export function fileStorageContract(name: string, open: () => Promise<OpenFileStorage>): void {
  describe(`${name}: the FileStorage contract`, () => {
    let storage: OpenFileStorage
    before(async () => {
      storage = await open()
    })
    after(() => storage.close())

    const newKey = () => fileKey(randomUUID(), randomUUID())

    test('reads back exactly the bytes stored, as a Buffer', async () => {
      const key = newKey()
      // Every byte value, and enough of them to span several network packets.
      const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1024 * 1024)])
      await storage.put(key, bytes)
      const read = await storage.get(key)
      assert.ok(Buffer.isBuffer(read))
      assert.ok(read.equals(bytes))
    })

    test('takes a Uint8Array that is a view into a larger buffer, storing only the view', async () => {
      const key = newKey()
      const whole = Buffer.from('..inside..')
      await storage.put(key, new Uint8Array(whole.buffer, whole.byteOffset + 2, 6))
      assert.equal((await storage.get(key))?.toString(), 'inside')
    })

    test('keeps an empty file as empty, not as missing', async () => {
      const key = newKey()
      await storage.put(key, new Uint8Array(0))
      assert.deepEqual(await storage.get(key), Buffer.alloc(0))
    })

    test('a second put under a key replaces the first', async () => {
      const key = newKey()
      await storage.put(key, Buffer.from('first version, the longer one'))
      await storage.put(key, Buffer.from('second'))
      assert.equal((await storage.get(key))?.toString(), 'second')
    })

    test('keeps files under different keys apart', async () => {
      const tenant = randomUUID()
      const [a, b] = [fileKey(tenant, randomUUID()), fileKey(tenant, randomUUID())]
      await Promise.all([storage.put(a, Buffer.from('a')), storage.put(b, Buffer.from('b'))])
      assert.equal((await storage.get(a))?.toString(), 'a')
      assert.equal((await storage.get(b))?.toString(), 'b')
      await storage.delete(a)
      assert.equal(await storage.get(a), null)
      assert.equal((await storage.get(b))?.toString(), 'b')
    })

    test('answers null for a key never stored, and for one deleted', async () => {
      assert.equal(await storage.get(newKey()), null)
      const key = newKey()
      await storage.put(key, Buffer.from('short-lived'))
      await storage.delete(key)
      assert.equal(await storage.get(key), null)
    })

    test('deleting a missing key is not an error', async () => {
      const key = newKey()
      await storage.delete(key)
      await storage.put(key, Buffer.from('x'))
      await storage.delete(key)
      await storage.delete(key)
    })

    test('refuses keys that would leave its root, before touching anything', async () => {
      for (const key of UNSAFE_KEYS) {
        await assert.rejects(storage.put(key, Buffer.from('x')), /Invalid storage key/, key)
        await assert.rejects(storage.get(key), /Invalid storage key/, key)
        await assert.rejects(storage.delete(key), /Invalid storage key/, key)
      }
    })
  })
}
