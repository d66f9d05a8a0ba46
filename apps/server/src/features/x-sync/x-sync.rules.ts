import { X_IDS_PER_CALL } from '../../x/x-client'

/** X counts calls in windows of 15 minutes. */
export const X_WINDOW_SECONDS = 15 * 60
/**
 * X_SYNC_CALLS_PER_WINDOW's default: half of the 300 calls per 15 minutes X allows an app on
 * `GET /2/spaces/by/creator_ids`, leaving the rest for "Sync now" and for another deployment of the app.
 */
export const DEFAULT_CALLS_PER_WINDOW = 150

/**
 * Seconds between periodic runs: X_SYNC_INTERVAL_SECONDS, stretched when the hosts need more calls
 * than the budget allows. A run asks `GET /2/spaces/by/creator_ids` once per 100 hosts, so with `h`
 * hosts and a budget of `b` calls per 15 minutes a run may start every 900 × ⌈h/100⌉ / b seconds at
 * most (at 150 calls: 6 s per hundred hosts, so 60 s holds up to 1,000 hosts).
 */
export function effectiveIntervalSeconds(configured: number, hosts: number, callsPerWindow: number): number {
  const calls = Math.max(1, Math.ceil(hosts / X_IDS_PER_CALL))
  return Math.max(configured, Math.ceil((X_WINDOW_SECONDS * calls) / Math.max(1, callsPerWindow)))
}
