import { ZAddHostRequest } from '@spaces/shared/schemas/admin'
import { INPUT_MESSAGES } from '@spaces/shared/schemas/common'
import { ZGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import { ZCreateCampaignRequest } from '@spaces/shared/schemas/newsletter'
import { SPACE_MESSAGES } from '@spaces/shared/schemas/spaces'
import { describe, expect, it } from 'vitest'
import { ADMIN_FORM_MESSAGES, SHARED_FORM_MESSAGES } from './shared-messages'

describe('the shared schemas’ form messages', () => {
  it('are all written down for the catalogs', () => {
    const shown = [
      SPACE_MESSAGES.titleRequired,
      SPACE_MESSAGES.tooLong,
      SPACE_MESSAGES.invalidUrl,
      SPACE_MESSAGES.mustBeFuture,
      SPACE_MESSAGES.startRequired,
      SPACE_MESSAGES.repeats,
      SPACE_MESSAGES.pattern,
      SPACE_MESSAGES.timezone,
      SPACE_MESSAGES.spaceUrlRequired,
      INPUT_MESSAGES.text,
      INPUT_MESSAGES.line,
      INPUT_MESSAGES.time,
    ]
    expect([...SHARED_FORM_MESSAGES].sort()).toEqual([...new Set(shown)].sort())
  })

  it('include every message the admin forms can show', () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? []
    const shown = [
      ...messages(ZAddHostRequest.safeParse({ username: '' })),
      ...messages(ZAddHostRequest.safeParse({ username: 'not a handle' })),
      ...messages(ZCreateCampaignRequest.safeParse({ subject: '', content: '' })),
      ...messages(ZCreateCampaignRequest.safeParse({ subject: 'a\nb', content: 'x' })),
      ...messages(
        ZCreateCampaignRequest.safeParse({ subject: 'x'.repeat(201), content: 'x'.repeat(100_001) }),
      ),
      ...messages(ZGlossaryTermRequest.safeParse({ term: '', category: '', definitions: [] })),
      ...messages(
        ZGlossaryTermRequest.safeParse({
          term: 'x',
          category: 'y',
          definitions: [
            { level: 'eli5', definition: '', examples: [], citations: [] },
            { level: 'eli5', definition: 'z', examples: [], citations: [] },
          ],
        }),
      ),
    ]
    const known = new Set([...ADMIN_FORM_MESSAGES, ...SHARED_FORM_MESSAGES])
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((message) => !known.has(message))).toEqual([])
    for (const message of ADMIN_FORM_MESSAGES) expect(shown).toContain(message)
  })
})
