import { describe, expect, it } from 'vitest'
import { homeQuery, hostsFromQuery, viewFromQuery } from './home-view'

describe('home view in the URL', () => {
  it('reads the view and the hosts', () => {
    expect(viewFromQuery(new URLSearchParams('view=agenda'))).toBe('agenda')
    expect(viewFromQuery(new URLSearchParams('view=nonsense'))).toBe('calendar')
    expect(hostsFromQuery(new URLSearchParams('hosts=a,@b,,a, c'))).toEqual(['a', 'b', 'c'])
    expect(hostsFromQuery(new URLSearchParams(''))).toEqual([])
  })
  it('writes them back, keeping the rest of the query', () => {
    const base = new URLSearchParams('auth=success&hosts=a')
    expect(homeQuery(base, { view: 'agenda' }).toString()).toBe('auth=success&hosts=a&view=agenda')
    expect(homeQuery(base, { hosts: [] }).toString()).toBe('auth=success')
    expect(homeQuery(base, { hosts: ['x', 'y'], view: 'calendar' }).toString()).toBe(
      'auth=success&hosts=x%2Cy',
    )
  })
})
