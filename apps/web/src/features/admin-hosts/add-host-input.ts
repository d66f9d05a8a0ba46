import { bareUsername } from '@spaces/shared/domain/username'
import { ZAddHostRequest } from '@spaces/shared/schemas/admin'

export type AddHostInput =
  | { kind: 'blank' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; username: string }

/**
 * Reads the 'Username to add as Host' field: blank (after trimming, or a lone '@') is ignored;
 * otherwise the server's rule for an X handle decides, with its message.
 */
export function readAddHostInput(text: string): AddHostInput {
  if (bareUsername(text) === '') return { kind: 'blank' }
  const parsed = ZAddHostRequest.safeParse({ username: text })
  if (!parsed.success)
    return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid username' }
  return { kind: 'ok', username: parsed.data.username }
}
