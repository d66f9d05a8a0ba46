import { describe, expect, it } from 'vitest'
import {
  clearHostSelection,
  hostFilterLabel,
  isAllHostsSelection,
  toggleHostSelection,
} from './host-filter-label'

const HOSTS = [
  { username: 'alice', display_name: 'Alice Adams' },
  { username: 'bob', display_name: null },
  { username: 'carol', display_name: '  ' },
]

describe('hostFilterLabel', () => {
  it('reads All hosts with nothing selected, in both variants', () => {
    expect(hostFilterLabel([], HOSTS)).toBe('All hosts')
    expect(hostFilterLabel([], HOSTS, 'menu')).toBe('All hosts')
    expect(hostFilterLabel([], [])).toBe('All hosts')
  })

  it('reads All hosts when every host is selected, in any order', () => {
    expect(hostFilterLabel(['carol', 'alice', 'bob'], HOSTS)).toBe('All hosts')
    expect(hostFilterLabel(['carol', 'alice', 'bob'], HOSTS, 'menu')).toBe('All hosts')
  })

  it('names a single host by display name, else username', () => {
    expect(hostFilterLabel(['alice'], HOSTS)).toBe('Alice Adams')
    expect(hostFilterLabel(['alice'], HOSTS, 'menu')).toBe('Alice Adams')
    expect(hostFilterLabel(['bob'], HOSTS)).toBe('bob')
    expect(hostFilterLabel(['carol'], HOSTS)).toBe('carol')
  })

  it('shows a selected username that is not (yet) in the host list', () => {
    expect(hostFilterLabel(['dave'], HOSTS)).toBe('dave')
    expect(hostFilterLabel(['dave'], [])).toBe('dave')
  })

  it('counts several hosts: {n} hosts on the button, {n} selected in the menu', () => {
    expect(hostFilterLabel(['alice', 'bob'], HOSTS)).toBe('2 hosts')
    expect(hostFilterLabel(['alice', 'bob'], HOSTS, 'menu')).toBe('2 selected')
  })

  it('counts duplicates once', () => {
    expect(hostFilterLabel(['alice', 'alice'], HOSTS)).toBe('Alice Adams')
    expect(hostFilterLabel(['alice', 'bob', 'alice'], HOSTS, 'menu')).toBe('2 selected')
  })

  it('treats the only host selected as all hosts', () => {
    expect(hostFilterLabel(['alice'], [{ username: 'alice', display_name: 'Alice' }])).toBe('All hosts')
  })
})

describe('toggleHostSelection', () => {
  it('replaces all with the chosen host', () => {
    expect(toggleHostSelection([], 'alice')).toEqual(['alice'])
  })

  it('adds further hosts in click order', () => {
    expect(toggleHostSelection(['alice'], 'bob')).toEqual(['alice', 'bob'])
  })

  it('removes a selected host, and removing the last returns to all', () => {
    expect(toggleHostSelection(['alice', 'bob'], 'alice')).toEqual(['bob'])
    const none = toggleHostSelection(['bob'], 'bob')
    expect(none).toEqual([])
    expect(isAllHostsSelection(none)).toBe(true)
  })

  it('does not mutate its input and drops duplicates', () => {
    const selected = ['alice', 'bob', 'alice']
    expect(toggleHostSelection(selected, 'carol')).toEqual(['alice', 'bob', 'carol'])
    expect(toggleHostSelection(selected, 'alice')).toEqual(['bob'])
    expect(selected).toEqual(['alice', 'bob', 'alice'])
  })
})

describe('clearHostSelection / isAllHostsSelection', () => {
  it('clears to the empty selection, which is all hosts', () => {
    expect(clearHostSelection()).toEqual([])
    expect(isAllHostsSelection(clearHostSelection())).toBe(true)
    expect(isAllHostsSelection(['alice'])).toBe(false)
  })
})
