import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import PostalMime, { type Email } from 'postal-mime'
import { E2E_DATA_DIR } from '../env'

/** The messages the loopback SMTP server of start-server.mjs accepted, oldest first. */
export async function readMailbox(): Promise<Email[]> {
  const dir = path.join(E2E_DATA_DIR, 'mailbox')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
  return Promise.all(files.map((f) => PostalMime.parse(readFileSync(path.join(dir, f)))))
}

const isTo = (mail: Email, address: string) =>
  (mail.to ?? []).some((to) => to.address?.toLowerCase() === address.toLowerCase())

/** Waits for the newest message to `address` whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: RegExp): Promise<Email> {
  let found: Email | undefined
  await expect
    .poll(
      async () => {
        found = (await readMailbox()).filter((m) => isTo(m, address) && subject.test(m.subject ?? '')).at(-1)
        return found !== undefined
      },
      { timeout: 15_000, message: `a mail to ${address} about ${subject}` },
    )
    .toBe(true)
  return found as Email
}

/** The header's value (postal-mime lower-cases keys). */
export function header(mail: Email, name: string): string | undefined {
  return mail.headers.find((h) => h.key === name.toLowerCase())?.value
}
