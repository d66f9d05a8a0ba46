import { z } from 'zod'
import { ZHostId } from './common'

// The X import's switch and runs (re-exported by spaces.ts).

/** The host's "Import my Spaces from X" switch (owner, admin, or helper with can_edit_profile). */
export const ZXImportRequest = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  host_id: ZHostId,
})
export type TXImportRequest = z.input<typeof ZXImportRequest>
export const ZXImportResponse = z.object({ host_id: z.number().int(), enabled: z.boolean() })

/** One run of the X import, as Manage Hosts shows it and `POST /api/admin/x-sync` answers it. */
export const ZXSyncRun = z.object({
  started_at: z.number().int(),
  finished_at: z.number().int().nullable(),
  hosts: z.number().int(),
  calls: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  ended: z.number().int(),
  canceled: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
})
export type TXSyncRun = z.infer<typeof ZXSyncRun>

export const ZXSyncStatus = z.object({
  /** false when the job cannot run here (live X without X_BEARER_TOKEN); `off_reason` says why. */
  enabled: z.boolean(),
  off_reason: z.string().nullable(),
  /** 0 when only "Sync now" runs it. */
  interval_seconds: z.number().int(),
  /** X's rate limit: no call before this time (unix seconds), or null. */
  not_before: z.number().int().nullable(),
  last_run: ZXSyncRun.nullable(),
})
export type TXSyncStatus = z.infer<typeof ZXSyncStatus>
