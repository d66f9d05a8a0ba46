import { EMAIL_MAX_LENGTH } from '@spaces/shared/limits'
import { describe, expect, it } from 'vitest'
import { checkSubscribeEmail } from './subscribe-email'

describe('checkSubscribeEmail', () => {
  it('sends the trimmed address', async () => {
    expect(await checkSubscribeEmail('  sam@example.com ')).toEqual({ ok: true, email: 'sam@example.com' })
  })

  it("refuses what is not an address, with the server's message", async () => {
    expect(await checkSubscribeEmail('sam@')).toEqual({
      ok: false,
      message: 'Enter a valid email address, like name@example.com',
    })
    expect(await checkSubscribeEmail('two words@example.com')).toMatchObject({ ok: false })
  })

  it('refuses an address longer than email allows', async () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH - 'x@example.com'.length + 1)}x@example.com`
    expect(long.length).toBe(EMAIL_MAX_LENGTH + 1)
    expect(await checkSubscribeEmail(long)).toEqual({
      ok: false,
      message: 'An email address has at most 254 characters',
    })
  })

  it('refuses blank text', async () => {
    expect(await checkSubscribeEmail('   ')).toEqual({ ok: false, message: 'Enter your email address' })
  })
})
