import { LINK_PLATFORMS } from '@spaces/shared/limits'
import { type TProfileLink, ZLinkRequest } from '@spaces/shared/schemas/profile'
import type { z } from 'zod'
import type { LinkPlatform } from '../../lib/link-platforms'

export type LinkField = 'platform' | 'url' | 'label'
export type LinkValues = { platform: LinkPlatform; url: string; label: string }
export type LinkBody = z.output<typeof ZLinkRequest>

/** Add mode starts here: platform website, nothing typed. */
export const EMPTY_LINK_VALUES: LinkValues = { platform: 'website', url: '', label: '' }

export const LINK_PLATFORM_OPTIONS: readonly LinkPlatform[] = LINK_PLATFORMS

const FIELDS: readonly LinkField[] = ['platform', 'url', 'label']

/** Edit mode starts from the link's own values. */
export function valuesFromLink(link: TProfileLink): LinkValues {
  return { platform: link.platform, url: link.url, label: link.label ?? '' }
}

/**
 * Checks the values with the server's schema (URL required and https, 'Invalid URL format'; label
 * optional). `body` is what to send, with `host_id` when managing someone else's profile.
 */
export function checkLink(
  values: LinkValues,
  hostId: number | undefined,
): { body: LinkBody | null; errors: Partial<Record<LinkField, string>> } {
  const parsed = ZLinkRequest.safeParse({ ...values, ...(hostId === undefined ? {} : { host_id: hostId }) })
  if (parsed.success) return { body: parsed.data, errors: {} }
  const errors: Partial<Record<LinkField, string>> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '')
    const field = (FIELDS as readonly string[]).includes(key) ? (key as LinkField) : 'url'
    errors[field] ??= issue.message
  }
  return { body: null, errors }
}
