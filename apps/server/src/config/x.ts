import { msg } from '../i18n/message'
import { SANDBOX_APP_TOKEN } from '../x/sandbox-token'
import { ConfigError, type Env } from './env'

export interface XConfig {
  /** 'sandbox': the in-process stand-in for X under /x-sandbox. 'live': the real X. */
  mode: 'sandbox' | 'live'
  /**
   * The sandbox on a production site (X_SANDBOX=on, a public demo): anyone can log in as any handle,
   * so no sandbox login is ever an admin.
   */
  publicDemo: boolean
  clientId: string
  clientSecret: string | undefined
  /** Where the browser is sent to authorize; root-relative in sandbox mode. */
  authorizeUrl: string
  tokenUrl: string
  apiBase: string
  scopes: string
  /** App-only bearer token for looking handles up (admin: add a host before their first login). */
  bearerToken: string | undefined
}

/** The X import. */
export interface XSyncConfig {
  /** Seconds between runs on each instance (X_SYNC_INTERVAL_SECONDS); 0: only "Sync now" runs it. */
  intervalSeconds: number
  /**
   * X_SYNC_CALLS_PER_WINDOW: calls to `GET /2/spaces/by/creator_ids` the periodic runs may make per
   * 15 minutes (X allows an app 300); more hosts than that allows stretch the interval.
   */
  callsPerWindow: number
  /** Why it cannot run here (real X without X_BEARER_TOKEN), or null. */
  offReason: string | null
}

/** X_MODE and its company: the sandbox or the real X, and where each is reached. */
export function xConfig(e: Env, isProduction: boolean): XConfig {
  const mode: XConfig['mode'] =
    e.X_SANDBOX === 'on' ? 'sandbox' : (e.X_MODE ?? (e.X_CLIENT_ID ? 'live' : 'sandbox'))
  if (mode === 'live' && !e.X_CLIENT_ID) {
    throw new ConfigError(
      'X_CLIENT_ID is required when X_MODE=live (create an app in the X developer portal).',
    )
  }
  // The sandbox lets anyone log in as anyone: on a production site only when asked for by name.
  if (mode === 'sandbox' && isProduction && e.X_SANDBOX !== 'on') {
    throw new ConfigError(
      'X_CLIENT_ID is required in production (NODE_ENV=production or an https BASE_URL): create an app in the X developer portal, or set X_SANDBOX=on for a public demo where anyone can log in as anyone.',
    )
  }
  const publicDemo = mode === 'sandbox' && isProduction

  return mode === 'live'
    ? {
        mode,
        publicDemo: false,
        clientId: e.X_CLIENT_ID ?? '',
        clientSecret: e.X_CLIENT_SECRET,
        authorizeUrl: e.X_AUTHORIZE_URL ?? 'https://x.com/i/oauth2/authorize',
        tokenUrl: e.X_TOKEN_URL ?? 'https://api.x.com/2/oauth2/token',
        apiBase: e.X_API_BASE ?? 'https://api.x.com/2',
        scopes: 'tweet.read users.read',
        bearerToken: e.X_BEARER_TOKEN,
      }
    : {
        mode,
        publicDemo,
        clientId: e.X_CLIENT_ID ?? 'sandbox-client',
        clientSecret: e.X_CLIENT_SECRET ?? 'sandbox-secret',
        authorizeUrl: '/x-sandbox/i/oauth2/authorize',
        tokenUrl: '/x-sandbox/2/oauth2/token',
        // Root-relative: through the app's own router. X_API_BASE (an absolute URL) sends the calls
        // over HTTP instead, e.g. to one instance's sandbox from several (the tests do).
        apiBase: e.X_API_BASE ?? '/x-sandbox/2',
        scopes: 'tweet.read users.read',
        bearerToken: SANDBOX_APP_TOKEN,
      }
}

/** Why the X import cannot run: its English is the catalog id the answers translate it by. */
const X_IMPORT_OFF = msg(
  'The X import is off: X_BEARER_TOKEN is not set (the app-only bearer token from the X developer portal).',
)

export function xSyncConfig(e: Env, x: XConfig): XSyncConfig {
  return {
    // Every 60 s: a Space that goes live on X is seen within a minute, so its "live now" post reaches
    // the channels within two (features/channels/).
    intervalSeconds: e.X_SYNC_INTERVAL_SECONDS ?? 60,
    callsPerWindow: e.X_SYNC_CALLS_PER_WINDOW ?? 150,
    offReason: x.bearerToken ? null : X_IMPORT_OFF.id,
  }
}
