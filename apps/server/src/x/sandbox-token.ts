/**
 * The app-only bearer token the sandbox accepts for its Spaces API (X_BEARER_TOKEN's stand-in). Here,
 * not in the sandbox, so the configuration can name it without importing the sandbox.
 */
export const SANDBOX_APP_TOKEN = 'sandbox-app-token'
