export type EmailCheck = { ok: true; email: string } | { ok: false; message: string }

/**
 * The schemas (and zod) load only when someone is about to subscribe: the home page's first load
 * has no room for them (120 KB budget,
 * docs/decisions/0118-the-home-pages-answers-are-zod-mini-schemas.md). Call early (on focus) to prefetch.
 */
export const loadNewsletterSchemas = () => import('@spaces/shared/schemas/newsletter')

/**
 * Checks the widget's email with the server's own rule (`ZSubscribeRequest`) and its message. When
 * the rule cannot be loaded (offline, a new deploy), the trimmed text goes to the server, which
 * checks it anyway.
 */
export async function checkSubscribeEmail(text: string): Promise<EmailCheck> {
  let schemas: Awaited<ReturnType<typeof loadNewsletterSchemas>>
  try {
    schemas = await loadNewsletterSchemas()
  } catch {
    return { ok: true, email: text.trim() }
  }
  const parsed = schemas.ZSubscribeRequest.safeParse({ email: text })
  if (parsed.success) return { ok: true, email: parsed.data.email }
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Enter a valid email address' }
}
