import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

type Address = ipaddr.IPv4 | ipaddr.IPv6

// Already inside link-local / unique-local space, but naming them makes the refusal obvious to whoever reads the
// delivery log: these are the addresses an SSRF probe is really after (instance credentials).
const CLOUD_METADATA = new Set(['169.254.169.254', 'fd00:ec2::254'])

// ipaddr.js range names → wording for humans. Anything not listed is shown under its ipaddr.js name, so a range added
// by a future ipaddr.js release is still refused (the rule is "not unicast"), just less prettily.
const RANGE_NAMES: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  as112: 'AS112',
  as112v6: 'AS112',
  amt: 'AMT relay',
  uniqueLocal: 'unique-local',
  deprecatedSiteLocal: 'site-local',
  discard: 'discard-only',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64 local-use',
  teredo: 'Teredo',
  benchmarking: 'benchmarking',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHID',
  droneRemoteIdProtocolEntityTags: 'DRIP',
  segmentRouting: 'segment-routing',
}

const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96')
// IANA has only ever allocated global unicast IPv6 from 2000::/3; ipaddr.js calls everything it has no name for
// "unicast", which would let through e.g. the deprecated IPv4-compatible form ::127.0.0.1 (::/96).
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3')

/**
 * Why `address` (an IP literal) must not be the destination of a webhook, or undefined when it is a public unicast
 * address. The reason reads as an adjective: "refused destination: <reason> address <ip>".
 */
export function refusalOf(address: string): string | undefined {
  const parsed = parse(address)
  if (!parsed) return 'invalid'
  if (CLOUD_METADATA.has(parsed.toString())) return 'cloud metadata'
  return parsed instanceof ipaddr.IPv4 ? refusalOfV4(parsed) : refusalOfV6(parsed)
}

function parse(address: string): Address | undefined {
  // net.isIP first: ipaddr.js also accepts shorthand like "127.1" or "0x7f000001", which nothing legitimate hands us
  // (URL parsing and DNS both yield canonical forms), so anything non-canonical is refused rather than interpreted.
  const family = isIP(address)
  if (family === 0) return undefined
  try {
    // process() unwraps IPv4-mapped IPv6 (::ffff:10.0.0.1), which the kernel connects to as plain IPv4.
    return ipaddr.process(family === 6 ? canonicalV6(address) : address)
  } catch {
    return undefined
  }
}

// ipaddr.js reads the deprecated IPv4-compatible "::1.2.3.4" as IPv4-mapped "::ffff:1.2.3.4"; the kernel does not.
// The WHATWG URL parser writes every IPv6 literal in hex (::102:304), so ipaddr.js then sees what the kernel sees.
// The zone (%eth0) is dropped: URL rejects it, and it changes which link is used, never which kind of address it is.
function canonicalV6(address: string): string {
  const bare = address.replace(/%.*$/, '')
  return new URL(`http://[${bare}]/`).hostname.slice(1, -1)
}

function refusalOfV4(address: ipaddr.IPv4): string | undefined {
  const range = address.range()
  return range === 'unicast' ? undefined : nameOf(range)
}

function refusalOfV6(address: ipaddr.IPv6): string | undefined {
  const range: string = address.range()
  if (range === 'rfc6052' && address.match(WELL_KNOWN_NAT64)) return viaEmbeddedV4('NAT64', address, 6)
  if (range === '6to4') return viaEmbeddedV4('6to4', address, 1)
  if (range !== 'unicast') return nameOf(range)
  return address.match(GLOBAL_UNICAST_V6) ? undefined : 'reserved'
}

/*
 * Tunnelling and translation prefixes carry an IPv4 address inside, and that IPv4 host is where the packets end up.
 * - NAT64 64:ff9b::/96 (RFC 6052): judged by the embedded address, because on IPv6-only hosts with DNS64 every
 *   IPv4-only receiver resolves into this prefix; refusing the prefix wholesale would break them all. The local-use
 *   64:ff9b:1::/48 (RFC 8215) is refused outright: its embedding depends on a site-chosen prefix length. A network-
 *   specific NAT64 prefix cannot be recognised here at all; deployments using one must filter at the network edge.
 * - 6to4 2002::/16 (RFC 3056): judged by the embedded address, like NAT64; a public one is an ordinary (if obsolete)
 *   relay path.
 * - Teredo 2001::/32 (RFC 4380) is refused outright (via the "not unicast" rule): the client address is obfuscated and
 *   sits behind a NAT whose mapping we cannot see, and no real webhook receiver lives on Teredo.
 */
function viaEmbeddedV4(mechanism: string, address: ipaddr.IPv6, firstPart: number): string | undefined {
  const high = address.parts[firstPart] ?? 0
  const low = address.parts[firstPart + 1] ?? 0
  const embedded = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  const inner = CLOUD_METADATA.has(embedded.toString()) ? 'cloud metadata' : refusalOfV4(embedded)
  return inner === undefined ? undefined : `${mechanism} to ${inner}`
}

function nameOf(range: string): string {
  return RANGE_NAMES[range] ?? range
}
