import { BlockList, isIP } from 'node:net'

/**
 * Where the server may send a request of its own (webhooks, later the channels). Production sends
 * only to `https` on public addresses; an operator may allow private ones (OUTGOING_ALLOW_PRIVATE);
 * loopback and plain http are for development machines and tests.
 */
export interface OutgoingPolicy {
  /** Plain `http://` URLs (development and tests only). */
  allowHttp: boolean
  /** 127.0.0.0/8 and ::1 (development and tests only). */
  allowLoopback: boolean
  /** RFC 1918, carrier-grade NAT (100.64.0.0/10) and unique local IPv6 (fc00::/7): OUTGOING_ALLOW_PRIVATE. */
  allowPrivate: boolean
}

export const PRODUCTION_POLICY: OutgoingPolicy = {
  allowHttp: false,
  allowLoopback: false,
  allowPrivate: false,
}

/**
 * Address ranges by family. Node's BlockList also matches an IPv4 address against IPv6 rules (as
 * ::ffff:a.b.c.d), so each family gets lists of its own.
 */
interface Ranges {
  ipv4: BlockList
  ipv6: BlockList
}

function ranges(v4: string[], v6: string[]): Ranges {
  const add = (cidrs: string[], type: 'ipv4' | 'ipv6') => {
    const list = new BlockList()
    for (const cidr of cidrs) {
      const [net, bits] = cidr.split('/')
      list.addSubnet(net ?? '', Number(bits), type)
    }
    return list
  }
  return { ipv4: add(v4, 'ipv4'), ipv6: add(v6, 'ipv6') }
}

/** Cloud metadata services: never, whatever the operator allows. */
const METADATA = ranges(['169.254.169.254/32', '100.100.100.200/32', '192.0.0.192/32'], ['fd00:ec2::254/128'])

/** Never reachable: unspecified, link-local, multicast, reserved, documentation, translated or mapped forms. */
const NEVER = ranges(
  [
    '0.0.0.0/8',
    '169.254.0.0/16',
    '192.0.0.0/24',
    '192.0.2.0/24',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '224.0.0.0/4',
    '240.0.0.0/4',
  ],
  [
    '::/96',
    '::ffff:0:0/96',
    '64:ff9b::/96',
    '64:ff9b:1::/48',
    '100::/64',
    '2001:db8::/32',
    '2002::/16',
    'fe80::/10',
    'fec0::/10',
    'ff00::/8',
  ],
)

const LOOPBACK = ranges(['127.0.0.0/8'], ['::1/128'])
const PRIVATE = ranges(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10'], ['fc00::/7'])

/**
 * Why `address` (an IP literal) may not be connected to under `policy`, as a sentence; null when it
 * may. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is refused as such, whatever it maps to.
 */
export function refusedAddress(address: string, policy: OutgoingPolicy): string | null {
  const family = isIP(address)
  if (family === 0) return `"${address}" is not an IP address.`
  const type = family === 4 ? 'ipv4' : 'ipv6'
  if (METADATA[type].check(address, type))
    return `${address} is a cloud metadata address, which is never contacted.`
  if (LOOPBACK[type].check(address, type)) {
    return policy.allowLoopback
      ? null
      : `${address} is a loopback address, which is contacted only in development.`
  }
  if (NEVER[type].check(address, type)) {
    return `${address} is a link-local, multicast, reserved or mapped address, which is never contacted.`
  }
  if (PRIVATE[type].check(address, type)) {
    return policy.allowPrivate
      ? null
      : `${address} is a private address; the operator has not allowed private destinations (OUTGOING_ALLOW_PRIVATE).`
  }
  return null
}

/**
 * Why `url` may not be sent to under `policy` before anything is resolved (scheme, credentials, an
 * IP literal's range); null when it may be tried. Names are checked again on every connection.
 */
export function refusedUrl(url: string, policy: OutgoingPolicy): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'The address must be a full URL such as https://example.org/hooks.'
  }
  if (parsed.protocol !== 'https:' && !(policy.allowHttp && parsed.protocol === 'http:')) {
    return policy.allowHttp
      ? 'The address must start with https:// or http://.'
      : 'The address must start with https://.'
  }
  if (parsed.username || parsed.password) return 'The address must not carry a user name or password.'
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  // A name (localhost included) is checked on the addresses it resolves to, at every connection.
  return isIP(host) !== 0 ? refusedAddress(host, policy) : null
}
