import { ZReadingItemRequest } from '@spaces/shared/schemas/reading'
import { describe, expect, it } from 'vitest'
import { SANDBOX_ACCOUNTS } from '../../x/sandbox/fixture'
import { READING_TEMPLATES } from './reading-fixture'

describe('the demo reading list', () => {
  it.each(READING_TEMPLATES.map((t) => [t.title, t] as const))(
    '“%s” is an item the API itself would accept, unchanged',
    (_title, template) => {
      const parsed = ZReadingItemRequest.parse({
        url: template.url,
        title: template.title,
        type: template.type,
        author: template.author,
        summary: template.summary,
        tags: template.tags,
        difficulty: template.difficulty,
        est_read_minutes: template.minutes,
      })
      expect(parsed).toMatchObject({
        url: template.url,
        title: template.title,
        author: template.author,
        summary: template.summary,
        tags: template.tags,
        est_read_minutes: template.minutes,
      })
    },
  )

  it('belongs to demo hosts, with one URL per item', () => {
    const hosts = new Set(SANDBOX_ACCOUNTS.filter((a) => a.kind === 'host').map((a) => a.username))
    expect(READING_TEMPLATES.filter((t) => !hosts.has(t.host))).toEqual([])
    expect(new Set(READING_TEMPLATES.map((t) => t.url)).size).toBe(READING_TEMPLATES.length)
  })

  it('leaves harbour_reads and lagos_ledger without items: the browser tests add theirs from none', () => {
    expect(READING_TEMPLATES.filter((t) => ['harbour_reads', 'lagos_ledger'].includes(t.host))).toEqual([])
  })
})
