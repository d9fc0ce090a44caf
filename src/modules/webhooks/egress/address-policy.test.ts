import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { refusalOf } from './address-policy.ts'

const REFUSED: [address: string, reason: string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.1.1', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456::1', 'unique-local'],
  ['fd00:ec2::254', 'cloud metadata'],
  ['ff02::1', 'multicast'],
  ['fec0::1', 'site-local'],
  ['100::1', 'discard-only'],
  ['2001:db8::1', 'reserved'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'cloud metadata'],
  ['::127.0.0.1', 'reserved'],
  // ipaddr.js alone would read this as ::ffff:8.8.8.8 (public); the kernel connects to ::808:808, outside 2000::/3.
  ['::8.8.8.8', 'reserved'],
  ['::808:808', 'reserved'],
  ['::ffff:0:7f00:1', 'IPv4-translated'],
  ['64:ff9b::7f00:1', 'NAT64 to loopback'],
  ['64:ff9b::10.0.0.1', 'NAT64 to private'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 to cloud metadata'],
  ['64:ff9b:1::1', 'NAT64 local-use'],
  ['2002:7f00:1::', '6to4 to loopback'],
  ['2002:c0a8:101::1', '6to4 to private'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001::1', 'Teredo'],
]

const ACCEPTED = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '172.32.0.1',
  '100.128.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
]

describe('refusalOf', () => {
  for (const [address, reason] of REFUSED) {
    test(`refuses ${address} as ${reason}`, () => {
      assert.equal(refusalOf(address), reason)
    })
  }

  for (const address of ACCEPTED) {
    test(`accepts public ${address}`, () => {
      assert.equal(refusalOf(address), undefined)
    })
  }

  test('refuses what is not a canonical IP literal rather than guessing what it means', () => {
    for (const input of ['', 'localhost', 'example.com', '127.1', '0x7f000001', '2130706433', '[::1]', '1.2.3.4.5', '::ffff:1.2.3']) {
      assert.equal(refusalOf(input), 'invalid', input)
    }
  })
})
