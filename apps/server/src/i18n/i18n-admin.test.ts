import { createServer, type Server } from 'node:net'
import { ZMailHold } from '@spaces/shared/schemas/admin'
import { ZAdminHealth } from '@spaces/shared/schemas/health'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../test/actors'
import { startTestServer, type TestServer } from '../../test/test-app'
import { until } from '../../test/until'
import { presentSyncStatus } from '../features/x-sync/x-sync.presenter'
import { SYNC_STATE_NAME } from '../features/x-sync/x-sync.queries'
import { holdIfSiteMoved, holdMail, releaseMail } from '../lib/mail-hold'
import { nowSeconds } from '../lib/time'
import { msg, waitMessage } from './message'
import { mailFailureMessage, sayIn } from './stored'
import { translate } from './translate'

/**
 * The admin screens' sentences the server makes (Health's reasons, the mail hold's reason, the
 * release), in the admin's language: Accept-Language, or the language saved with the account. On
 * SQLite and PostgreSQL (TEST_DATABASE_URL). A reason stored in English is read back as the message
 * it was made from; one no template knows is said as it was stored.
 */
const SITE_MOVED_EN =
  'This database last sent mail as old.example, and this site is 127.0.0.1: a copy of the site must not mail real people. Release mail if this site is meant to send it.'

describe("the admin's Health and mail hold, in the admin's language", () => {
  let server: TestServer
  // A "mail server" that hangs up on every connection.
  let mailServer: Server
  beforeAll(async () => {
    mailServer = createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve))
    const smtpPort = (mailServer.address() as { port: number }).port
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    })
    // A copy of a site that last mailed as old.example: held, with the reason the server writes.
    await releaseMail(server.app.db, 'old.example')
    expect(await holdIfSiteMoved(server.app.db, '127.0.0.1')).toBe(true)
    // An X import that ended with an error a moment ago.
    const now = nowSeconds()
    await server.app.db
      .insertInto('x_sync_state')
      .values({
        name: SYNC_STATE_NAME,
        last_started_at: now - 2,
        last_finished_at: now - 1,
        error: 'X answered 503',
      })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ last_started_at: now - 2, last_finished_at: now - 1, error: 'X answered 503' }),
      )
      .execute()
  })
  afterAll(async () => {
    await server?.close()
    await new Promise((resolve) => mailServer?.close(resolve))
  })

  it('answers the Health screen’s reasons in Spanish, Japanese, and English unchanged', async () => {
    const admin = await createActor(server, 'admin')
    const health = async (language?: string) => {
      const res = await admin.client.request('GET', '/api/admin/health', {
        headers: { accept: 'application/json', ...(language ? { 'accept-language': language } : {}) },
      })
      expect(res.status).toBe(200)
      return ZAdminHealth.parse(res.json)
    }
    const english = await until(
      () => health(),
      (h) => h.degraded.smtp !== undefined,
      'the mail server seen failing',
    )
    expect(english.degraded).toEqual({
      smtp: 'The mail server (SMTP_URL) did not answer as it should at the last try (mail server unreachable): mail waits and is tried again.',
      x_import: 'The last X import recorded an error: admins see it on the Health screen.',
    })
    expect(english.mail).toMatchObject({
      held: true,
      reason: SITE_MOVED_EN,
      server_reason: 'mail server unreachable',
    })

    const spanish = await health('es-ES,es;q=0.9')
    expect(spanish.degraded).toEqual({
      smtp: 'El servidor de correo (SMTP_URL) no respondió como debía en el último intento (el servidor de correo no responde): el correo espera y se vuelve a intentar.',
      x_import:
        'La última importación de X registró un error: los administradores lo ven en la pantalla de Estado.',
    })
    expect(spanish.mail.reason).toBe(
      'Esta base de datos envió correo por última vez como old.example, y este sitio es 127.0.0.1: una copia del sitio no debe escribir a personas reales. Libera el correo si este sitio debe enviarlo.',
    )
    expect(spanish.mail.server_reason).toBe('el servidor de correo no responde')

    // The language saved with the admin's account, ahead of Accept-Language.
    expect((await admin.client.send('PUT', '/api/auth/locale', { locale: 'ja' })).status).toBe(200)
    const japanese = await health('es')
    expect(japanese.degraded.smtp).toBe(
      '前回の試行で、メールサーバー（SMTP_URL）が正しく応答しませんでした（メールサーバーに接続できません）。メールは待機し、再び送信を試みます。',
    )
    expect(japanese.degraded.x_import).toBe(
      '前回の X の取り込みでエラーが記録されました。管理者は稼働状況の画面で確認できます。',
    )
    expect(japanese.mail.reason).toBe(
      'このデータベースが最後にメールを送ったのは old.example としてで、このサイトは 127.0.0.1 です。サイトのコピーから実在の人にメールを送ってはいけません。このサイトから送信するのであれば、メールの保留を解除してください。',
    )
    expect(japanese.mail.server_reason).toBe('メールサーバーに接続できません')
    // An error text from X is data, not a sentence of the server's: it stays as it came.
    expect(japanese.x_import.last_error).toBe('X answered 503')
  })

  it('answers the newsletter page’s mail hold and its release in the admin’s language', async () => {
    const admin = await createActor(server, 'admin')
    const hold = async (language: string) => {
      const res = await admin.client.request('GET', '/api/admin/mail', {
        headers: { accept: 'application/json', 'accept-language': language },
      })
      expect(res.status).toBe(200)
      return ZMailHold.parse(res.json)
    }
    expect((await hold('en')).reason).toBe(SITE_MOVED_EN)
    expect((await hold('es')).reason).toMatch(
      /^Esta base de datos envió correo por última vez como old\.example/,
    )
    expect((await hold('ja')).reason).toMatch(/^このデータベースが最後にメールを送ったのは old\.example/)

    await holdMail(server.app.db, 'Held by the operator from the command line.')
    expect((await hold('es')).reason).toBe('Retenido por el operador desde la línea de comandos.')
    await holdMail(server.app.db, 'Restored from spaces-2026-11-01.dump by the command line.')
    expect((await hold('ja')).reason).toBe('コマンドラインで spaces-2026-11-01.dump から復元しました。')
    // A reason the operator typed is no catalog's: every language gets it as it was written.
    await holdMail(server.app.db, 'Moving to the new mail provider, back at noon.')
    expect((await hold('ja')).reason).toBe('Moving to the new mail provider, back at noon.')

    const released = await admin.client.send('POST', '/api/admin/mail/release', undefined, {
      'accept-language': 'ja',
    })
    expect(released.status).toBe(200)
    expect(released.json.message).toBe(
      'メールの保留を解除しました。キューにあるメールがこれから送信されます。',
    )
    const again = await admin.client.send('POST', '/api/admin/mail/release', undefined, {
      'accept-language': 'es',
    })
    expect(again.json.message).toBe('El correo no estaba retenido.')
  })
})

describe('the sentences of parts these servers do not show', () => {
  const offReason =
    'The X import is off: X_BEARER_TOKEN is not set (the app-only bearer token from the X developer portal).'

  it('says why the X import is off in the admin’s language', () => {
    const config = { intervalSeconds: 60, callsPerWindow: 150, offReason }
    expect(presentSyncStatus(config, undefined, 'en').off_reason).toBe(offReason)
    expect(presentSyncStatus(config, undefined, 'es').off_reason).toBe(
      'La importación de X está desactivada: X_BEARER_TOKEN no está definido (el token de portador de la app, del portal de desarrolladores de X).',
    )
    expect(presentSyncStatus(config, undefined, 'ja').off_reason).toMatch(/^X の取り込みはオフです。/)
  })

  it('says an overdue X import, failed jobs and a refusing mail server with their values', () => {
    const overdue = msg('No X import has started for {lag} past its interval of {interval}.', {
      lag: waitMessage(300),
      interval: waitMessage(60),
    })
    expect(translate('en', overdue)).toBe(
      'No X import has started for 5 minutes past its interval of 60 seconds.',
    )
    expect(translate('es', overdue)).toBe(
      'Ninguna importación de X ha empezado en 5 minutos más allá de su intervalo de 60 segundos.',
    )
    const jobs = msg('The last run on this instance failed for: {jobs} (the log says why).', {
      jobs: 'digest, x-sync',
    })
    expect(translate('ja', jobs)).toBe(
      'このインスタンスでの前回の実行が失敗しました：digest, x-sync（理由はログにあります）。',
    )
    expect(sayIn('ar', mailFailureMessage('mail server refused the recipient (550)'))).toBe(
      'خادم البريد رفض المستلم (550)',
    )
    expect(sayIn('ja', mailFailureMessage('mail server says {no}'))).toBe('mail server says {no}')
  })
})
