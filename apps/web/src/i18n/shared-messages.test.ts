import { INPUT_MESSAGES } from '@spaces/shared/schemas/common'
import { SPACE_MESSAGES } from '@spaces/shared/schemas/spaces'
import { describe, expect, it } from 'vitest'
import { SHARED_FORM_MESSAGES } from './shared-messages'

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
})
