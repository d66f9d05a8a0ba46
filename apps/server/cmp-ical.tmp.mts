import { renderCalendar as now } from '/work/wt/cache/apps/server/src/lib/ical-calendar'
import { renderCalendar as old } from '/work/wt/cache/apps/server/src/lib/ical-calendar-old.tmp'
const words = ['héllo', '日本語のテキスト', '🎉🎉 party', 'a'.repeat(90), 'x,y;z\\n', 'ok', 'Ωmega long text with ümlauts ']
const spaces = Array.from({ length: 3000 }, (_, i) => ({
  id: i + 1, title: words[i % 7]!.repeat((i % 5) + 1), description: i % 3 ? words[(i * 3) % 7]!.repeat(i % 11) : null,
  space_url: `https://x.com/i/spaces/${i}`, scheduled_start: 1790000000 + i * 600, state: 'upcoming' as const,
  host_timezone: null, created_at: 1780000000, updated_at: 1780000000 + i, sequence: i % 4,
  x_state: i % 13 === 0 ? ('canceled' as const) : null, username: `host${i % 50}`, display_name: i % 2 ? `Name ${words[i % 7]}` : null,
}))
const info = { feedUrl: 'https://cal.example/feeds/spaces.ics', pageUrl: 'https://cal.example/', title: 'Spaces Calendar: 日本語 '.repeat(4), description: 'X Spaces from every host '.repeat(5) }
for (const ctx of [{ baseUrl: 'https://cal.example' }, { baseUrl: 'https://cal.example', alarmMinutes: 15 }]) {
  let t = Date.now(); const a = await old(spaces, info, ctx); const ta = Date.now() - t
  t = Date.now(); const b = await now(spaces, info, ctx); const tb = Date.now() - t
  console.log(a === b, a.length, ta, 'ms old', tb, 'ms new')
}
