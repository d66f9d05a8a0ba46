import { describe, expect, it } from 'vitest'
import { hostName, sortHostsByName } from './sort-hosts'

describe('sortHostsByName', () => {
  it('orders by the shown name, ignoring case and accents, then by handle', () => {
    const hosts = [
      { username: 'zed', display_name: 'anna' },
      { username: 'bob_b', display_name: null },
      { username: 'emile', display_name: 'Émile' },
      { username: 'ann2', display_name: 'Anna' },
      { username: 'carl', display_name: '  ' },
    ]
    expect(sortHostsByName(hosts).map((host) => host.username)).toEqual([
      'ann2',
      'zed',
      'bob_b',
      'carl',
      'emile',
    ])
    expect(hosts[0]?.username).toBe('zed')
  })

  it('names a host by display name, else handle', () => {
    expect(hostName({ username: 'rentwatch_la', display_name: 'Marcus' })).toBe('Marcus')
    expect(hostName({ username: 'rentwatch_la', display_name: ' ' })).toBe('rentwatch_la')
  })
})
