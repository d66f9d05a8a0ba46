import { afterAll, describe, expect, it } from 'vitest'
import { runCliSync } from './cli-run'
import { useCrashRig } from './crash-rig'
import { TestClient } from './http-client'
import { waitForHealth } from './server-process'

/**
 * make-admin and remove-admin against the built server and its database, while it runs: the
 * person's next API call has (or no longer has) admin rights, without a restart; and where
 * ADMIN_USERNAMES decides at login, a login keeps the command line's grant until remove-admin.
 */
describe('make-admin and remove-admin on a running site', () => {
  const rig = useCrashRig({ smtpDelayMs: 0 })
  const cliEnv = () => ({
    DATA_DIR: rig.database.dataDir,
    BASE_URL: rig.baseUrl,
    ...(rig.database.databaseUrl ? { DATABASE_URL: rig.database.databaseUrl } : {}),
  })
  const stop = async () => {
    await rig.kill()
  }
  afterAll(stop)

  async function loggedIn(handle: string): Promise<TestClient> {
    const client = new TestClient(rig.baseUrl)
    await client.login(handle)
    return client
  }
  const adminStatus = async (client: TestClient) => (await client.get('/api/admin/mail')).status

  it('takes effect at the person’s next request, without a restart', { timeout: 60_000 }, async () => {
    rig.start({})
    await waitForHealth(rig.baseUrl)
    const alice = await loggedIn('cli_alice')
    expect(await adminStatus(alice)).toBe(403)

    const made = runCliSync(['make-admin', '@cli_alice'], cliEnv())
    expect(made.code, made.err).toBe(0)
    expect(made.out).toContain('@cli_alice is now an admin')
    expect(await adminStatus(alice)).toBe(200)
    // Another admin-only call, a write with the CSRF token, works too.
    expect((await alice.send('POST', '/api/admin/mail/release')).status).toBe(200)

    const again = runCliSync(['make-admin', 'CLI_ALICE'], cliEnv())
    expect(again.code).toBe(0)
    expect(again.out).toContain('was already an admin')

    const removed = runCliSync(['remove-admin', '@cli_alice'], cliEnv())
    expect(removed.code, removed.err).toBe(0)
    expect(removed.out).toContain('@cli_alice is no longer an admin (still a host)')
    expect(await adminStatus(alice)).toBe(403)
    const { db, close } = await rig.openDb()
    const row = await db
      .selectFrom('users')
      .select('role')
      .where('username_key', '=', 'cli_alice')
      .executeTakeFirst()
    await close()
    expect(row?.role).toBe('host')
  })

  it('refuses an account that never logged in, and one that is no admin', () => {
    const unknown = runCliSync(['make-admin', '@cli_nobody'], cliEnv())
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain('No account @cli_nobody: they must log in once with X first')
    const notAdmin = runCliSync(['remove-admin', '@cli_alice'], cliEnv())
    expect(notAdmin.code).toBe(1)
    expect(notAdmin.err).toContain('@cli_alice is not an admin.')
  })

  it('keeps a command-line admin through logins where ADMIN_USERNAMES decides', {
    timeout: 60_000,
  }, async () => {
    await stop()
    rig.start({ ADMIN_USERNAMES: '@cli_listed' })
    await waitForHealth(rig.baseUrl)
    const listed = await loggedIn('cli_listed')
    expect(await adminStatus(listed)).toBe(200)

    // An admin made by hand in the database, with no grant recorded: ADMIN_USERNAMES demotes them at login.
    await loggedIn('cli_byhand')
    const { db, close } = await rig.openDb()
    await db.updateTable('users').set({ role: 'admin' }).where('username_key', '=', 'cli_byhand').execute()
    await close()
    expect(await adminStatus(await loggedIn('cli_byhand'))).toBe(403)

    // The command line's admin keeps the role at a new login.
    await loggedIn('cli_bob')
    expect(runCliSync(['make-admin', 'cli_bob'], cliEnv()).code).toBe(0)
    expect(await adminStatus(await loggedIn('cli_bob'))).toBe(200)

    // remove-admin forgets the grant: the next login stays without it.
    expect(runCliSync(['remove-admin', 'cli_bob'], cliEnv()).code).toBe(0)
    expect(await adminStatus(await loggedIn('cli_bob'))).toBe(403)

    // A listed admin removed by the command line loses the role now, with a warning that
    // ADMIN_USERNAMES will give it back at the next login.
    const listedRemoved = runCliSync(['remove-admin', 'cli_listed'], {
      ...cliEnv(),
      ADMIN_USERNAMES: 'cli_listed',
    })
    expect(listedRemoved.code).toBe(0)
    expect(listedRemoved.err).toContain('ADMIN_USERNAMES lists @cli_listed')
    expect(await adminStatus(listed)).toBe(403)
    expect(await adminStatus(await loggedIn('cli_listed'))).toBe(200)
  })

  it('makes nobody admin on a public demo, where anyone can log in as anyone', () => {
    const demo = runCliSync(['make-admin', 'cli_listed'], {
      ...cliEnv(),
      BASE_URL: 'https://demo.example.org',
      X_SANDBOX: 'on',
    })
    expect(demo.code).toBe(1)
    expect(demo.err).toContain('public demo (X_SANDBOX=on)')
  })
})
