import { randomUUID } from 'node:crypto'
import { usernameKey } from '@spaces/shared/domain/username'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import type { Insertable } from 'kysely'
import { SANDBOX_ACCOUNTS, SPACE_TEMPLATES, type SpaceTemplate } from '../../x/sandbox/fixture'
import { templateStart } from '../../x/sandbox/fixture-schedule'
import type { SpacesTable } from '../database'
import { idOf, type Trx, type UserIds } from './seed-context'

const INSERT_CHUNK = 50

/** Each series Space's position in its series, in date order. */
function seriesIndexes(): Map<SpaceTemplate, number> {
  const bySeries = new Map<string, SpaceTemplate[]>()
  for (const template of SPACE_TEMPLATES) {
    if (!template.series) continue
    bySeries.set(template.series, [...(bySeries.get(template.series) ?? []), template])
  }
  const indexes = new Map<SpaceTemplate, number>()
  for (const templates of bySeries.values()) {
    templates.sort((a, b) => a.dayOffset - b.dayOffset)
    for (const [index, template] of templates.entries()) indexes.set(template, index)
  }
  return indexes
}

function seriesIdFor(seriesIds: Map<string, string>, key: string): string {
  const id = seriesIds.get(key) ?? randomUUID()
  seriesIds.set(key, id)
  return id
}

/** The fixture's Spaces, dated around `now`; past ones ended. Returns how many. */
export async function insertSpaces(trx: Trx, ids: UserIds, now: number): Promise<number> {
  const zones = new Map(SANDBOX_ACCOUNTS.map((a) => [usernameKey(a.username), a.timezone]))
  const seriesIds = new Map<string, string>()
  const indexes = seriesIndexes()
  const rows: Insertable<SpacesTable>[] = SPACE_TEMPLATES.map((template) => {
    const hostId = idOf(ids, template.host)
    const zone = zones.get(usernameKey(template.host)) ?? 'UTC'
    const start = templateStart(template, now)
    const seriesId = template.series ? seriesIdFor(seriesIds, template.series) : null
    return {
      host_id: hostId,
      title: template.title,
      description: template.description,
      space_url: template.spaceUrl || `https://x.com/${template.host}`,
      scheduled_start: start,
      state: start + SPACE_DEFAULT_DURATION_SECONDS <= now ? 'ended' : 'upcoming',
      recording_url: template.recording?.url ?? null,
      recording_platform: template.recording?.platform ?? null,
      host_timezone: zone,
      series_id: seriesId,
      recurrence_pattern: seriesId ? 'weekly' : null,
      series_index: seriesId ? (indexes.get(template) ?? null) : null,
      x_space_id: /\/i\/spaces\/([A-Za-z0-9]+)/.exec(template.spaceUrl)?.[1] ?? null,
      created_by: hostId,
      created_at: now,
      updated_at: now,
    }
  })
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('spaces')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute()
  }
  return rows.length
}
