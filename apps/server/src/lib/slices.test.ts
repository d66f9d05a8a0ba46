import { describe, expect, it } from 'vitest'
import { renderSitemap } from '../features/feeds/feeds.sitemap'
import { type FeedSpace, renderCalendar } from './ical-calendar'
import { SLICE_ITEMS, writeInSlices } from './slices'

/**
 * The large answers give the event loop back between slices: other work (another request, the
 * health check) runs while a calendar of thousands of events or a sitemap of thousands of URLs is
 * written. Counted as turns of a ticker running beside the build, not by time.
 */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0
  let running = true
  const tick = () => {
    if (!running) return
    turns += 1
    setImmediate(tick)
  }
  setImmediate(tick)
  await work()
  running = false
  return turns
}

const space = (id: number): FeedSpace => ({
  id,
  title: `Space ${id}`,
  description: 'A talk',
  space_url: `https://x.com/i/spaces/${id}`,
  scheduled_start: 1_800_000_000 + id * 600,
  state: 'upcoming',
  host_timezone: null,
  created_at: 1_790_000_000,
  updated_at: 1_790_000_000,
  sequence: 0,
  x_state: null,
  username: 'host',
  display_name: 'Host',
})

describe('large answers are written in slices', () => {
  it('yields between slices, in order', async () => {
    const items = Array.from({ length: SLICE_ITEMS * 5 }, (_, i) => i)
    let text = ''
    const turns = await turnsDuring(async () => {
      text = await writeInSlices(items, (i) => `${i},`)
    })
    expect(turns).toBeGreaterThanOrEqual(4)
    expect(text).toBe(items.map((i) => `${i},`).join(''))
  })

  it('lets other work run while a calendar of 2,000 events is written', async () => {
    const spaces = Array.from({ length: 2000 }, (_, i) => space(i + 1))
    const info = {
      feedUrl: 'https://cal.example/feeds/spaces.ics',
      pageUrl: 'https://cal.example/',
      title: 'T',
      description: 'D',
    }
    let text = ''
    const turns = await turnsDuring(async () => {
      text = await renderCalendar(spaces, info, { baseUrl: 'https://cal.example' })
    })
    expect(turns).toBeGreaterThanOrEqual(2000 / SLICE_ITEMS - 1)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2000)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('lets other work run while a sitemap of 20,000 URLs is written', async () => {
    const spaces = Array.from({ length: 20_000 }, (_, i) => ({ id: i + 1, updated_at: 1_790_000_000 }))
    let text = ''
    const turns = await turnsDuring(async () => {
      text = await renderSitemap(['host'], spaces, 'https://cal.example')
    })
    expect(turns).toBeGreaterThanOrEqual(10)
    expect(text.match(/<url>/g)).toHaveLength(20_000 + 4)
  })
})
